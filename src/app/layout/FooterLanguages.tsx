import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import { activeLocale } from '@/lib/i18n/catalogues'
import { LANGUAGE_NAMES } from '@/lib/i18n/locales'
import { LanguageLinks } from './LanguageLinks'

// A 44 px target (product.md §5) that keeps the browser's disclosure triangle, which only a list
// item draws; the ring in the footer's own text colour, as its links have.
const summarySx = {
  display: 'list-item',
  width: 'fit-content',
  py: 1.25,
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: 2 },
}

/**
 * The footer's language control (product.md §15): the language shown, which opens the list of
 * every language, each named in its own script. The browser's own disclosure: it opens with no
 * script and where a browser has no popovers. Closed, the names are not laid out: drawing six
 * scripts' names held a slow phone's first layout of every page for about 300 ms (issue 53).
 */
export function FooterLanguages() {
  const { _ } = useLingui()
  const shown = activeLocale()
  return (
    <Box component="details" sx={{ mt: 4 }}>
      <Box component="summary" sx={summarySx}>
        {_('common.language.group')}{' '}
        <Box component="span" lang={shown} sx={{ fontWeight: 700 }}>
          {LANGUAGE_NAMES[shown]}
        </Box>
      </Box>
      {/* Aligned with the columns' text: each link's padding stands out into the margin. */}
      <LanguageLinks sx={{ mx: -1 }} />
    </Box>
  )
}
