import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import { useColorScheme } from '@mui/material/styles'
import DarkModeIcon from '@mui/icons-material/DarkMode'
import LightModeIcon from '@mui/icons-material/LightMode'
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness'
import { useHydrated } from '@/lib/useHydrated'
import { lightButtonSx } from '@/ui/lightButtonSx'

// Each name says what the choice is, the icon alone would not (a half-lit screen for "system").
const MODES = [
  { mode: 'light', label: 'common.colorScheme.light', Icon: LightModeIcon },
  { mode: 'dark', label: 'common.colorScheme.dark', Icon: DarkModeIcon },
  { mode: 'system', label: 'common.colorScheme.system', Icon: SettingsBrightnessIcon },
] as const

/**
 * Light, dark or the system's setting (product.md §5), kept for the tab by MUI's colour-scheme
 * storage. The chosen mode is known only once the page runs: until then none is pressed.
 */
export function ColorSchemeSwitch() {
  const { _ } = useLingui()
  const { mode, setMode } = useColorScheme()
  const hydrated = useHydrated()
  return (
    <Box role="group" aria-label={_('common.colorScheme.group')} sx={{ display: 'flex' }}>
      {MODES.map(({ mode: value, label, Icon }) => (
        <Box
          key={value}
          component="button"
          type="button"
          aria-label={_(label)}
          title={_(label)}
          aria-pressed={hydrated && mode === value}
          disabled={!hydrated}
          onClick={() => setMode(value)}
          sx={[
            lightButtonSx('text'),
            { px: 0, minWidth: 44, '&[aria-pressed="true"]': { borderColor: 'currentColor' } },
          ]}
        >
          <Icon fontSize="small" />
        </Box>
      ))}
    </Box>
  )
}
