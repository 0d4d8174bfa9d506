import { useId } from 'react'
import { useLingui } from '@lingui/react'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import type { SoundChoice } from '@/lib/videoCover'

interface SoundChoiceGroupProps {
  sound: SoundChoice
  onChange: (sound: SoundChoice) => void
  disabled: boolean
}

/**
 * product.md §7: the video's sound kept as recorded (copied, never re-encoded) or removed, with
 * the plain truth that a kept voice can say who filmed.
 */
export function SoundChoiceGroup({ sound, onChange, disabled }: SoundChoiceGroupProps) {
  const { _ } = useLingui()
  const warningId = useId()
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend">{_('files.videoCover.soundLegend')}</FormLabel>
      <RadioGroup
        value={sound}
        aria-describedby={warningId}
        onChange={(event) => onChange(event.target.value as SoundChoice)}
      >
        <FormControlLabel
          value="keep"
          control={<Radio />}
          label={_('files.videoCover.keepSound')}
        />
        <FormControlLabel
          value="remove"
          control={<Radio />}
          label={_('files.videoCover.removeSound')}
        />
      </RadioGroup>
      <FormHelperText id={warningId} sx={{ mx: 0 }}>
        {_('files.videoCover.voiceWarning')}
      </FormHelperText>
    </FormControl>
  )
}
