import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import { activeLocale } from '@/lib/i18n/catalogues'
import { LANGUAGE_NAMES } from '@/lib/i18n/locales'
import { lightButtonSx } from '@/ui/lightButtonSx'
import { LanguageLinks } from './LanguageLinks'

// Under its button where the browser places a popover by the button that opens it (CSS anchor
// positioning); elsewhere in the middle of the screen, as the browser places a popover, in the
// colours of the scheme shown (the browser's Canvas).
const listSx = {
  '@supports (position-area: block-end)': {
    inset: 'auto',
    m: 0,
    positionArea: 'block-end span-inline-start',
  },
  p: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
}

// A caret after the language's name: the button opens a list.
const caret = {
  content: '""',
  borderInline: '4px solid transparent',
  borderTop: '5px solid',
}

/**
 * The navigation bar's language control (product.md §15), from the theme's nav breakpoint (below
 * it the phone's menu lists the languages): a button with the name of the language shown, opening
 * the list of every language, each named in its own script. The browser's own popover: it opens
 * with no script (JavaScript off, or a page not yet interactive), closes on Escape or a tap
 * elsewhere, and comes next after its button in the keyboard's order.
 */
export function LanguageMenu() {
  const { _ } = useLingui()
  return (
    // Left out where the browser has no popovers: the footer lists the languages there.
    <Box sx={{ display: 'none', '@supports selector(:popover-open)': { display: 'contents' } }}>
      <Box
        component="button"
        type="button"
        popoverTarget="language-menu"
        title={_('common.language.group')}
        sx={[
          lightButtonSx('text'),
          { display: { xs: 'none', nav: 'inline-flex' }, '&::after': caret },
        ]}
      >
        {LANGUAGE_NAMES[activeLocale()]}
      </Box>
      <Box id="language-menu" popover="auto" sx={listSx}>
        <LanguageLinks sx={{ flexDirection: 'column', alignItems: 'flex-start' }} />
      </Box>
    </Box>
  )
}
