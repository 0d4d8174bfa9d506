import { useId } from 'react'
import { useLingui } from '@lingui/react'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import type { SoundChoice, SoundOptions } from '@/lib/videoCover'

interface SoundChoiceGroupProps {
  sound: SoundChoice
  /** What can be done with this video's sound here: an option that cannot is not offered. */
  options: SoundOptions
  onChange: (sound: SoundChoice) => void
  disabled: boolean
}

/** The choice a video's sound starts with: as recorded where it can be kept, else removed. */
export const firstSoundChoice = ({ keepable }: SoundOptions): SoundChoice =>
  keepable ? 'keep' : 'remove'

/**
 * product.md §7: the video's sound kept as recorded (copied, never re-encoded), removed, or its
 * voice disguised, with the plain truth that a kept voice can say who filmed and a disguised one
 * is harder, not impossible, to recognise. A choice this video's sound does not allow here is
 * not offered, and the group says why, rather than refusing it on Apply.
 */
export function SoundChoiceGroup({ sound, options, onChange, disabled }: SoundChoiceGroupProps) {
  const { _ } = useLingui()
  const notesId = useId()
  const notes = [
    options.keepable ? 'files.videoCover.voiceWarning' : 'files.videoCover.keepUnavailable',
    options.disguisable ? 'files.disguise.limits' : 'files.videoCover.disguiseUnavailable',
  ]
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend">{_('files.videoCover.soundLegend')}</FormLabel>
      <RadioGroup
        value={sound}
        aria-describedby={notes.map((_note, index) => `${notesId}-${index}`).join(' ')}
        onChange={(event) => onChange(event.target.value as SoundChoice)}
      >
        {options.keepable && (
          <FormControlLabel
            value="keep"
            control={<Radio />}
            label={_('files.videoCover.keepSound')}
          />
        )}
        <FormControlLabel
          value="remove"
          control={<Radio />}
          label={_('files.videoCover.removeSound')}
        />
        {options.disguisable && (
          <FormControlLabel
            value="disguise"
            control={<Radio />}
            label={_('files.disguise.disguiseVoice')}
          />
        )}
      </RadioGroup>
      {notes.map((note, index) => (
        <FormHelperText key={note} id={`${notesId}-${index}`} sx={{ mx: 0 }}>
          {_(note)}
        </FormHelperText>
      ))}
    </FormControl>
  )
}
