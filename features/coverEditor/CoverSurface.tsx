import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react'
import Box from '@mui/material/Box'
import { screenToPicture, type OpenedPhoto, type Rect } from '@/lib/cover'
import { PhotoCoordinates } from '@/ui/PhotoCoordinates'
import { CoverAreaBox } from './CoverAreaBox'
import type { CoverArea, CoverAreasChange } from './coverAreas'
import { areaLabel } from './coverTexts'
import { pointerOnSurface, spanned, type Point } from './pointerInPicture'

/** Below this the photo stops shrinking to make room, and the editor's content scrolls instead. */
const MIN_PHOTO_HEIGHT = '12rem'

interface CoverSurfaceProps {
  photo: OpenedPhoto
  photoLabel: string
  areas: CoverArea[]
  selectedId: number | undefined
  hintId: string
  onChange: (change: CoverAreasChange) => void
  /** The area buttons by id, so the editor can move the focus to one. */
  areaElements: RefObject<Map<number, HTMLButtonElement>>
}

/**
 * The photo as it will be sent, its areas over it, as large as the room left for it allows.
 * One finger or a mouse dragged on the photo draws a new area; beside the photo the editor
 * scrolls as usual.
 */
export function CoverSurface({
  photo,
  photoLabel,
  areas,
  selectedId,
  hintId,
  onChange,
  areaElements,
}: CoverSurfaceProps) {
  const { picture, preview } = photo
  const surfaceRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const drawing = useRef<{ from: Point; box: { width: number; height: number } }>(undefined)
  const [draft, setDraft] = useState<Rect>()

  useEffect(() => {
    canvasRef.current?.getContext('2d')?.drawImage(preview, 0, 0)
  }, [preview])

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return
    event.currentTarget.setPointerCapture(event.pointerId)
    const { point, box } = pointerOnSurface(event, event.currentTarget)
    drawing.current = { from: point, box }
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drawing.current) return
    const { point, box } = pointerOnSurface(event, event.currentTarget)
    setDraft(screenToPicture(spanned(drawing.current.from, point), box, picture))
  }

  function onPointerUp() {
    if (draft) onChange({ type: 'drawn', rect: draft, picture })
    drawing.current = undefined
    setDraft(undefined)
  }

  const percent = (part: number, whole: number) => `${(part / whole) * 100}%`

  return (
    <Box
      sx={{
        flex: '1 1 0',
        minHeight: MIN_PHOTO_HEIGHT,
        // The room left between the editor's words and its actions, which the photo fits into.
        containerType: 'size',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <PhotoCoordinates>
        <Box
          ref={surfaceRef}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          sx={{
            position: 'relative',
            // The whole photo: as wide as the room, unless that makes it taller than the room.
            width: `min(100cqw, 100cqh * ${picture.width / picture.height})`,
            aspectRatio: `${picture.width} / ${picture.height}`,
            cursor: 'crosshair',
            // A finger on the photo draws; it does not scroll the editor.
            touchAction: 'none',
            userSelect: 'none',
          }}
        >
          <Box
            component="canvas"
            ref={canvasRef}
            width={preview.width}
            height={preview.height}
            role="img"
            aria-label={photoLabel}
            sx={{ display: 'block', width: '100%', height: '100%' }}
          />
          {areas.map((area, index) => (
            <CoverAreaBox
              key={area.id}
              area={area}
              label={areaLabel(area, index, areas.length)}
              selected={area.id === selectedId}
              hintId={hintId}
              picture={picture}
              surface={() => surfaceRef.current}
              onSelect={() => onChange({ type: 'selected', id: area.id })}
              onChange={(rect, continues) =>
                onChange({ type: 'moved', id: area.id, rect, picture, continues })
              }
              onRemove={() => onChange({ type: 'removed', id: area.id })}
              ref={(element) => {
                if (element) areaElements.current.set(area.id, element)
                else areaElements.current.delete(area.id)
              }}
            />
          ))}
          {draft && (
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                left: percent(draft.x, picture.width),
                top: percent(draft.y, picture.height),
                width: percent(draft.width, picture.width),
                height: percent(draft.height, picture.height),
                border: '2px dashed white',
                outline: '1px solid black',
                pointerEvents: 'none',
              }}
            />
          )}
        </Box>
      </PhotoCoordinates>
    </Box>
  )
}
