import { describe, expect, it } from 'vitest'
import { appTheme } from '@/app/providers/theme'
import { LOCALES } from '@/lib/i18n/locales'

describe('the theme’s breakpoints', () => {
  it.each(LOCALES)(
    'keep MUI’s own in %s, with the navigation bar’s among them by width',
    (locale) => {
      const { keys, values, up } = appTheme(locale).breakpoints
      expect(values).toMatchObject({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 })
      expect(up('md')).toBe('@media (min-width:900px)')
      // The phone's layout holds up to md at least: the bar never shows on a phone.
      expect(values.nav).toBeGreaterThanOrEqual(values.md)
      const widths = keys.map((key) => values[key])
      expect(widths).toEqual([...widths].sort((a, b) => a - b))
    },
  )
})
