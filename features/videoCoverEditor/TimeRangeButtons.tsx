import { useLingui } from '@lingui/react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { timeRangeOf, type CoverBoxesChange, type EditedTrack } from './coverBoxes'
import { trackLabel } from './videoCoverTexts'

interface TimeRangeButtonsProps {
  tracks: EditedTrack[]
  selected: EditedTrack | undefined
  /** The moment shown, which the selected box then starts or ends at. */
  time: number
  disabled: boolean
  onChange: (change: CoverBoxesChange) => void
}

/** When the selected box starts and ends, set at the moment shown: Starts here, Ends here. */
export function TimeRangeButtons({
  tracks,
  selected,
  time,
  disabled,
  onChange,
}: TimeRangeButtonsProps) {
  const { _ } = useLingui()
  const range = selected && timeRangeOf(selected)
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ flex: { xs: '1 1 100%', sm: '1 1 12rem' } }}>
        {selected
          ? _('files.videoCover.selectedBox', {
              box: trackLabel(selected, tracks.indexOf(selected)),
            })
          : _('files.videoCover.selectABox')}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        disabled={disabled || !range || time >= range.end}
        onClick={() => selected && onChange({ type: 'startsAt', id: selected.id, time })}
      >
        {_('files.videoCover.startsHere')}
      </Button>
      <Button
        variant="outlined"
        size="small"
        disabled={disabled || !range || time <= range.start}
        onClick={() => selected && onChange({ type: 'endsAt', id: selected.id, time })}
      >
        {_('files.videoCover.endsHere')}
      </Button>
    </Stack>
  )
}
