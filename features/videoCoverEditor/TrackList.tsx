import { useId } from 'react'
import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined'
import SkipToIcon from '@mui/icons-material/SlowMotionVideo'
import { timeRangeOf, type EditedTrack } from './coverBoxes'
import { trackLabel } from './videoCoverTexts'

interface TrackListProps {
  tracks: EditedTrack[]
  selectedId: string | undefined
  /** Selects the track and shows the moment it starts, where its box can be moved. */
  onGoTo: (track: EditedTrack, start: number) => void
  onRemove: (track: EditedTrack) => void
}

/**
 * Every box and when it shows, whatever the moment on screen: what a screen reader hears of
 * them, and a way to each by keyboard.
 */
export function TrackList({ tracks, selectedId, onGoTo, onRemove }: TrackListProps) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {_('files.videoCover.boxesHeading')}
      </Typography>
      {tracks.length === 0 ? (
        <Typography variant="body2">{_('files.videoCover.noBoxes')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {tracks.map((track, index) => {
            const position = index + 1
            return (
              <Stack
                component="li"
                key={track.id}
                direction="row"
                sx={{
                  alignItems: 'center',
                  gap: 0.5,
                  fontWeight: track.id === selectedId ? 600 : undefined,
                }}
              >
                <Typography variant="body2" sx={{ flex: 1, fontWeight: 'inherit' }}>
                  {trackLabel(track, index)}
                </Typography>
                <IconButton
                  aria-label={_('files.videoCover.goToBox', { position })}
                  onClick={() => onGoTo(track, timeRangeOf(track).start)}
                >
                  <SkipToIcon />
                </IconButton>
                <IconButton
                  aria-label={_('files.videoCover.removeBoxNumbered', { position })}
                  onClick={() => onRemove(track)}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            )
          })}
        </Box>
      )}
    </Box>
  )
}
