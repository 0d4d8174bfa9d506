import { useLingui } from '@lingui/react'
import IconButton from '@mui/material/IconButton'
import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import PauseIcon from '@mui/icons-material/Pause'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import { PhotoCoordinates } from '@/ui/PhotoCoordinates'
import type { Player } from './usePlayer'
import { clockTime } from './videoCoverTexts'

/** An arrow key on the timeline steps about a frame: one of a phone's 30 a second. */
const FRAME_SECONDS = 1 / 30
/** Page Up and Page Down step a second (MUI's default, 10, counts in the slider's units). */
const PAGE_SECONDS = 1

/**
 * Play or pause, and the moment shown on a slider with its time. It runs left to right in every
 * language, as a player's timeline does: it stands for the clip running on, not for reading.
 */
export function Timeline({ player, duration }: { player: Player; duration: number }) {
  const { _ } = useLingui()
  const shown = _('files.videoCover.timeOfDuration', {
    time: clockTime(player.time, { tenths: true }),
    duration: clockTime(duration, { tenths: true }),
  })
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <PhotoCoordinates>
        <Stack direction="row" sx={{ flex: '1 1 14rem', alignItems: 'center' }}>
          <IconButton
            aria-label={_(player.playing ? 'files.videoCover.pause' : 'files.videoCover.play')}
            sx={{ width: 44, height: 44 }}
            onClick={player.playing ? player.pause : player.play}
          >
            {player.playing ? <PauseIcon /> : <PlayArrowIcon />}
          </IconButton>
          <Slider
            value={player.time}
            min={0}
            max={duration}
            step={FRAME_SECONDS}
            shiftStep={PAGE_SECONDS}
            onChange={(_event, value) => {
              player.pause()
              player.seek(value)
            }}
            getAriaValueText={() => shown}
            slotProps={{ input: { 'aria-label': _('files.videoCover.timeline') } }}
            sx={{ flex: 1, mx: 1.5 }}
          />
        </Stack>
      </PhotoCoordinates>
      {/* In the page's direction: a sentence in Urdu, outside the timeline's left to right. */}
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {shown}
      </Typography>
    </Stack>
  )
}
