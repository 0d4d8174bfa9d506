import { useId } from 'react'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'

interface RememberMeCheckboxProps {
  checked: boolean
  /** Whether a username is remembered on this device now. */
  remembers: boolean
  onChange: (checked: boolean) => void
}

const whatIsRemembered = (checked: boolean, remembers: boolean) => {
  if (!checked) return 'Nothing is remembered on this device.'
  return remembers
    ? 'Your username is remembered on this device. Your password never is.'
    : 'Your username will be remembered on this device when you sign in. Your password never is.'
}

/**
 * Says in plain words what Remember me keeps (product.md §3). The words keep two lines of room
 * whichever they are, so the form does not move when a remembered name ticks the box after
 * hydration.
 */
export function RememberMeCheckbox({ checked, remembers, onChange }: RememberMeCheckboxProps) {
  const descriptionId = useId()
  return (
    <Box sx={{ flex: '1 1 16rem' }}>
      <FormControlLabel
        control={
          <Checkbox
            name="rememberMe"
            checked={checked}
            onChange={(_event, tick) => onChange(tick)}
            slotProps={{ input: { 'aria-describedby': descriptionId } }}
          />
        }
        label="Remember me"
      />
      <Typography
        id={descriptionId}
        variant="body2"
        color="text.secondary"
        sx={{ minHeight: '2lh' }}
      >
        {whatIsRemembered(checked, remembers)}
      </Typography>
    </Box>
  )
}
