import { describe, expect, it } from 'vitest'
import { appTheme, makeThemeInTasks } from '@/app/providers/theme'
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

describe('makeThemeInTasks', () => {
  it('gives the task back twice on the way, then resolves to the theme appTheme keeps', async () => {
    let tasksGiven = 0
    const theme = await makeThemeInTasks('ur-IN', async () => {
      tasksGiven += 1
    })
    expect(tasksGiven).toBe(2)
    expect(theme).toBe(appTheme('ur-IN'))
    expect(theme.direction).toBe('rtl')
  })
})
