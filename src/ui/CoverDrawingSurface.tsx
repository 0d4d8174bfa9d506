import { useRef, useState, type PointerEvent, type ReactNode, type RefObject } from 'react'
import Box from '@mui/material/Box'
import { screenToPicture, type Rect, type Size } from '@/lib/cover'
import { PhotoCoordinates } from './PhotoCoordinates'
import { pointerOnSurface, spanned, type Point } from './pointerInPicture'

/** Below this the picture stops shrinking to make room, and the editor's content scrolls instead. */
const MIN_PICTURE_HEIGHT = '12rem'

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`

interface CoverDrawingSurfaceProps {
  /** The picture's size in its own pixels, which areas are drawn in. */
  picture: Size
  /** A rectangle dragged across the picture, in its pixels. */
  onDrawn: (rect: Rect) => void
  /** The surface the picture fills, which the areas measure a drag against. */
  ref: RefObject<HTMLDivElement | null>
  /** The picture (a canvas, a video) and its areas, laid over it in its coordinates. */
  children: ReactNode
}

/**
 * A cover editor's picture, photo or video, as large as the room left for it allows, with its
 * areas over it. One finger or a mouse dragged on the picture draws a new area; beside the picture
 * the editor scrolls as usual.
 */
export function CoverDrawingSurface({ picture, onDrawn, ref, children }: CoverDrawingSurfaceProps) {
  const drawing = useRef<{ from: Point; box: Size }>(undefined)
  const [draft, setDraft] = useState<Rect>()

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
    if (draft) onDrawn(draft)
    drawing.current = undefined
    setDraft(undefined)
  }

  return (
    <Box
      sx={{
        flex: '1 1 0',
        minHeight: MIN_PICTURE_HEIGHT,
        // The room left between the editor's words and its actions, which the picture fits into.
        containerType: 'size',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <PhotoCoordinates>
        <Box
          ref={ref}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          sx={{
            position: 'relative',
            // The whole picture: as wide as the room, unless that makes it taller than the room.
            width: `min(100cqw, 100cqh * ${picture.width / picture.height})`,
            aspectRatio: `${picture.width} / ${picture.height}`,
            cursor: 'crosshair',
            // A finger on the picture draws; it does not scroll the editor.
            touchAction: 'none',
            userSelect: 'none',
          }}
        >
          {children}
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
