import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { activeLocale } from '@/lib/i18n/catalogues'
import { LANGUAGE_NAMES, LOCALES, localizedPath } from '@/lib/i18n/locales'
import { useHydrated } from '@/lib/useHydrated'
import { lightButtonSx } from '@/ui/lightButtonSx'

// The language shown reads as chosen, as the navigation's current page does, and is no target.
const currentSx = {
  cursor: 'default',
  textDecoration: 'underline',
  textUnderlineOffset: 6,
  '&:hover': { bgcolor: 'transparent' },
}

/**
 * The page in the other languages (product.md §15), each named in its own script and marked
 * with its own `lang`. Plain anchors, not router links: another language is another page load,
 * with its own basename and catalogues. The language shown is marked, not linked.
 */
export function LanguageLinks({ sx }: { sx?: SxProps<Theme> }) {
  const { _ } = useLingui()
  const { pathname, search, hash } = useLocation()
  // The prerendered page knows no query or fragment: they join the links once it is hydrated.
  const rest = useHydrated() ? `${search}${hash}` : ''
  const current = activeLocale()
  return (
    <Box
      role="group"
      aria-label={_('common.language.group')}
      sx={[{ display: 'flex', flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {LOCALES.map((locale) =>
        locale === current ? (
          <Box
            key={locale}
            component="span"
            lang={locale}
            aria-current="true"
            sx={[lightButtonSx('text'), currentSx]}
          >
            {LANGUAGE_NAMES[locale]}
          </Box>
        ) : (
          <Box
            key={locale}
            component="a"
            href={`${localizedPath(locale, pathname)}${rest}`}
            lang={locale}
            hrefLang={locale}
            sx={[lightButtonSx('text'), { minWidth: 44 }]}
          >
            {LANGUAGE_NAMES[locale]}
          </Box>
        ),
      )}
    </Box>
  )
}
