import { useRef, type RefObject } from 'react'
import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import type { Size } from '@/lib/cover'
import { boxAt } from '@/lib/videoCover'
import { CoverAreaBox } from '@/ui/CoverAreaBox'
import { CoverDrawingSurface } from '@/ui/CoverDrawingSurface'
import { inPixels, type CoverBoxesChange, type EditedTrack } from './coverBoxes'
import type { Player } from './usePlayer'
import { trackLabel } from './videoCoverTexts'

interface VideoSurfaceProps {
  videoLabel: string
  picture: Size
  duration: number
  player: Player
  /** The video element's ref callback: the player plays and seeks it. */
  showVideoIn: (element: HTMLVideoElement | null) => void
  tracks: EditedTrack[]
  selectedId: string | undefined
  hintId: string
  onChange: (change: CoverBoxesChange) => void
  /** The box buttons by track id, so the editor can move the focus to one. */
  boxElements: RefObject<Map<string, HTMLButtonElement>>
}

/**
 * The video at the moment shown, with every box showing then drawn over it in solid black, as
 * the new file will have it. A box moved or resized here is fixed at that moment.
 */
export function VideoSurface({
  videoLabel,
  picture,
  duration,
  player,
  showVideoIn,
  tracks,
  selectedId,
  hintId,
  onChange,
  boxElements,
}: VideoSurfaceProps) {
  const { _ } = useLingui()
  const surfaceRef = useRef<HTMLDivElement>(null)

  return (
    <CoverDrawingSurface
      ref={surfaceRef}
      picture={picture}
      onDrawn={(rect) => onChange({ type: 'drawn', rect, picture, duration })}
    >
      <Box role="img" aria-label={videoLabel} sx={{ width: '100%', height: '100%' }}>
        <Box
          component="video"
          ref={showVideoIn}
          preload="auto"
          playsInline
          onEnded={player.ended}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'fill' }}
        />
      </Box>
      {tracks.map((track, index) => {
        const box = boxAt(track, player.time)
        if (!box) return null
        return (
          <CoverAreaBox
            key={track.id}
            area={inPixels(box, picture)}
            label={trackLabel(track, index)}
            suggestedTag={track.suggested ? _('files.cover.suggestedTag') : undefined}
            solid
            selected={track.id === selectedId}
            hintId={hintId}
            picture={picture}
            surface={() => surfaceRef.current}
            onSelect={() => onChange({ type: 'selected', id: track.id })}
            onChange={(rect) => {
              player.pause()
              onChange({ type: 'moved', id: track.id, rect, picture, time: player.time })
            }}
            onRemove={() => onChange({ type: 'removed', id: track.id })}
            ref={(element) => {
              if (element) boxElements.current.set(track.id, element)
              else boxElements.current.delete(track.id)
            }}
          />
        )
      })}
    </CoverDrawingSurface>
  )
}
