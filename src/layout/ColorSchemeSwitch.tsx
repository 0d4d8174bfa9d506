import Box from '@mui/material/Box'
import { useColorScheme } from '@mui/material/styles'
import DarkModeIcon from '@mui/icons-material/DarkMode'
import LightModeIcon from '@mui/icons-material/LightMode'
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness'
import { useHydrated } from '@/lib/useHydrated'
import { lightButtonSx } from '@/ui/lightButtonSx'

// Each name says what the choice is, the icon alone would not (a half-lit screen for "system").
const MODES = [
  { mode: 'light', label: 'Light colours', Icon: LightModeIcon },
  { mode: 'dark', label: 'Dark colours', Icon: DarkModeIcon },
  {
    mode: 'system',
    label: 'Colours of this device’s setting (system)',
    Icon: SettingsBrightnessIcon,
  },
] as const

/**
 * Light, dark or the system's setting (product.md §5), kept for the tab by MUI's colour-scheme
 * storage. The chosen mode is known only once the page runs: until then none is pressed.
 */
export function ColorSchemeSwitch() {
  const { mode, setMode } = useColorScheme()
  const hydrated = useHydrated()
  return (
    <Box role="group" aria-label="Colour scheme" sx={{ display: 'flex' }}>
      {MODES.map(({ mode: value, label, Icon }) => (
        <Box
          key={value}
          component="button"
          type="button"
          aria-label={label}
          title={label}
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
