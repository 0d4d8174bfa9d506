import { useId } from 'react'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react'

interface RememberMeCheckboxProps {
  checked: boolean
  /** Whether a username is remembered on this device now. */
  remembers: boolean
  onChange: (checked: boolean) => void
}

/** The message id of what is remembered, or will be. */
const whatIsRemembered = (checked: boolean, remembers: boolean) => {
  if (!checked) return 'login.rememberMe.nothingRemembered'
  return remembers
    ? 'login.rememberMe.usernameRemembered'
    : 'login.rememberMe.usernameWillBeRemembered'
}

/**
 * Says in plain words what Remember me keeps (product.md §3). The words keep two lines of room
 * whichever they are, so the form does not move when a remembered name ticks the box after
 * hydration.
 */
export function RememberMeCheckbox({ checked, remembers, onChange }: RememberMeCheckboxProps) {
  const { _ } = useLingui()
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
        label={_('login.rememberMe.label')}
      />
      <Typography
        id={descriptionId}
        variant="body2"
        color="text.secondary"
        sx={{ minHeight: '2lh' }}
      >
        {_(whatIsRemembered(checked, remembers))}
      </Typography>
    </Box>
  )
}
