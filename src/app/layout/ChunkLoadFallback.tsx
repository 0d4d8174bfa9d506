import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import RefreshIcon from '@mui/icons-material/Refresh'
import { lightButtonSx } from '@/ui/lightButtonSx'
import { FallbackPage } from './FallbackPage'

/**
 * product.md §11: a page's code did not arrive (a newer deploy, a dropped connection). A reload
 * fetches the current build; the session lives in sessionStorage and survives it.
 */
export function ChunkLoadFallback() {
  const { _ } = useLingui()
  return (
    <FallbackPage
      title={_('common.chunkLoadPage.title')}
      message={_('common.chunkLoadPage.message')}
      announce
    >
      <Box
        component="button"
        type="button"
        onClick={() => window.location.reload()}
        sx={lightButtonSx('contained')}
      >
        <RefreshIcon fontSize="small" />
        {_('common.chunkLoadPage.reload')}
      </Box>
    </FallbackPage>
  )
}
