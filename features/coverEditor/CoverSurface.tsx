import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react'
import Box from '@mui/material/Box'
import { screenToPicture, type OpenedPhoto, type Rect } from '@/lib/cover'
import { CoverAreaBox } from './CoverAreaBox'
import type { CoverArea, CoverAreasChange } from './coverAreas'
import { areaLabel } from './coverTexts'
import { pointerOnSurface, spanned, type Point } from './pointerInPicture'

const MAX_HEIGHT_VH = 50

interface CoverSurfaceProps {
  photo: OpenedPhoto
  photoLabel: string
  areas: CoverArea[]
  hintId: string
  onChange: (change: CoverAreasChange) => void
  /** The area buttons by id, so the editor can move the focus to one. */
  areaElements: RefObject<Map<number, HTMLButtonElement>>
}

/** The photo as it will be sent, its areas over it; a drag on the photo draws a new area. */
export function CoverSurface({
  photo,
  photoLabel,
  areas,
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
      ref={surfaceRef}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      data-testid="cover-surface"
      sx={{
        position: 'relative',
        // As wide as the dialog, unless that makes it taller than most of the screen.
        width: `min(100%, ${MAX_HEIGHT_VH * (picture.width / picture.height)}vh)`,
        aspectRatio: `${picture.width} / ${picture.height}`,
        // A Stack's children keep no margins of their own.
        alignSelf: 'center',
        cursor: 'crosshair',
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
          hintId={hintId}
          picture={picture}
          surface={() => surfaceRef.current}
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
  )
}
