import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import { activeLocale } from '@/lib/i18n/catalogues'
import { localizedPath } from '@/lib/i18n/locales'
import { lightButtonSx } from '@/ui/lightButtonSx'
import { FallbackPage } from './FallbackPage'

/**
 * The render-failure page of product.md §11, for the root route and the top-level boundary
 * alike. It shows no stack trace, and its link is a plain anchor so it also works above the
 * router (to the home page in the page's language). It claims nothing about the session: the
 * failure may have come before or after it.
 */
export function ErrorFallback() {
  const { _ } = useLingui()
  return (
    <FallbackPage title={_('common.errorPage.title')} message={_('common.errorPage.message')}>
      <Box component="a" href={localizedPath(activeLocale(), '/')} sx={lightButtonSx('contained')}>
        {_('common.errorPage.homeLink')}
      </Box>
    </FallbackPage>
  )
}
