import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as MuiStyles from '@mui/material/styles'
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

describe('makeThemeInTasks', () => {
  afterEach(() => {
    vi.doUnmock('@mui/material/styles')
    vi.resetModules()
  })

  it('makes one theme in each of four tasks, the last the one appTheme keeps', async () => {
    vi.resetModules()
    const made: unknown[] = []
    vi.doMock('@mui/material/styles', async (importOriginal) => {
      const styles = await importOriginal<typeof MuiStyles>()
      return {
        ...styles,
        createTheme: (...options: Parameters<typeof styles.createTheme>) => {
          const theme = styles.createTheme(...options)
          made.push(theme)
          return theme
        },
      }
    })
    const fresh = await import('@/app/providers/theme')
    const madeAtEachTask: number[] = []
    const theme = await fresh.makeThemeInTasks('ur-IN', async () => {
      madeAtEachTask.push(made.length)
    })
    expect(madeAtEachTask).toEqual([1, 2, 3])
    expect(made).toHaveLength(4)
    expect(theme).toBe(fresh.appTheme('ur-IN'))
    // The third is the dark scheme's, with its CSS variables: the code the app's dark scheme runs.
    expect(made[2]).toMatchObject({ defaultColorScheme: 'dark', palette: { mode: 'dark' } })
    expect(made[2]).toHaveProperty('vars')
    expect(made[3]).toBe(theme)
    expect(theme.direction).toBe('rtl')
    // Made already, it is not made again.
    expect(await fresh.makeThemeInTasks('ur-IN', async () => {})).toBe(theme)
    expect(made).toHaveLength(4)
  })
})
