import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'

/**
 * Shown while a page's code arrives; a bar rather than MUI's spinner keeps the first download
 * small. It names the document until the page does (product.md §14).
 */
export function PageLoading({ label }: { label?: string }) {
  const { _ } = useLingui()
  return (
    <>
      <title>{_('common.brand')}</title>
      <Box
        role="progressbar"
        aria-label={label ?? _('common.pageLoading.label')}
        sx={{
          height: 4,
          overflow: 'hidden',
          bgcolor: 'primary.light',
          '&::after': {
            content: '""',
            display: 'block',
            height: '100%',
            width: '40%',
            bgcolor: 'primary.main',
            animation: 'page-loading 1.2s ease-in-out infinite',
          },
          '@keyframes page-loading': {
            from: { transform: 'translateX(-100%)' },
            to: { transform: 'translateX(250%)' },
          },
          '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none' } },
        }}
      />
    </>
  )
}
