import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import Box from '@mui/material/Box'
import { isArrow, steppedByKey, type Rect, type Size } from '@/lib/cover'
import { pointerOnSurface, screenDistanceInPicture, type Point } from './pointerInPicture'

interface CoverAreaBoxProps {
  /** Where the area is, in the picture's pixels. */
  area: Rect
  label: string
  /** Given for an area found on the device and not yet adjusted: its tag, "Suggested". */
  suggestedTag?: string
  /** Filled solid black, as it will be covered, rather than see-through to what it covers. */
  solid?: boolean
  /** The area Remove area acts on: it alone shows its resize handle. */
  selected: boolean
  hintId: string
  picture: Size
  surface: () => HTMLElement | null
  onSelect: () => void
  onChange: (rect: Rect, continues: boolean) => void
  onRemove: () => void
  ref: (element: HTMLButtonElement | null) => void
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`

/** product.md §5: a finger's target; the handle's mark is smaller, at the area's corner. */
const HANDLE_TARGET = 44
const HANDLE_MARK = 16
/** How far the target reaches past the corner: no further than the editor's narrowest margin. */
const HANDLE_OUTSIDE = 14

interface Drag {
  start: Point
  rect: Rect
  resize: boolean
  moved: boolean
}

/**
 * One area of a cover editor, photo or video: a button that a tap, a click, Enter or Space
 * selects, a pointer drags (by its corner handle, when selected, to resize) and the keyboard
 * moves (arrows), resizes (Shift + arrows) and removes (Delete or Backspace); moved, it is
 * selected (the editors' reducers). The focus alone does not select it: tabbing past an area to a
 * control that acts on the selected one (Remove, Starts here, Ends here) must not make the area
 * passed the one acted on.
 */
export function CoverAreaBox({
  area,
  label,
  suggestedTag,
  solid = false,
  selected,
  hintId,
  picture,
  surface,
  onSelect,
  onChange,
  onRemove,
  ref,
}: CoverAreaBoxProps) {
  const drag = useRef<Drag | undefined>(undefined)

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault()
      onRemove()
    } else if (isArrow(event.key)) {
      event.preventDefault()
      onChange(steppedByKey(area, event.key, event.shiftKey, picture), false)
    }
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    const element = surface()
    if (!element || event.button !== 0) return
    event.stopPropagation()
    event.currentTarget.setPointerCapture(event.pointerId)
    onSelect()
    const resize = (event.target as HTMLElement).dataset.handle === 'resize'
    drag.current = {
      start: pointerOnSurface(event, element).point,
      rect: area,
      resize,
      moved: false,
    }
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const element = surface()
    const current = drag.current
    if (!current || !element) return
    const { point, box } = pointerOnSurface(event, element)
    const by = screenDistanceInPicture(current.start, point, box, picture)
    const { rect } = current
    onChange(
      current.resize
        ? { ...rect, width: rect.width + by.x, height: rect.height + by.y }
        : { ...rect, x: rect.x + by.x, y: rect.y + by.y },
      current.moved,
    )
    current.moved = true
  }

  const endDrag = () => {
    drag.current = undefined
  }

  return (
    <Box
      component="button"
      type="button"
      ref={ref}
      aria-label={label}
      aria-describedby={hintId}
      aria-pressed={selected}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      sx={{
        position: 'absolute',
        left: percent(area.x, picture.width),
        top: percent(area.y, picture.height),
        width: percent(area.width, picture.width),
        height: percent(area.height, picture.height),
        p: 0,
        m: 0,
        cursor: 'move',
        touchAction: 'none',
        bgcolor: solid
          ? 'common.black'
          : suggestedTag
            ? 'rgba(0, 0, 0, 0.35)'
            : 'rgba(0, 0, 0, 0.7)',
        border: 2,
        borderStyle: suggestedTag ? 'dashed' : 'solid',
        borderColor: suggestedTag ? 'warning.light' : 'common.white',
        outline: '1px solid black',
        // A white ring edged in black: seen on a dark photo and a light one alike.
        ...(selected && {
          boxShadow: ({ palette }) =>
            `0 0 0 3px ${palette.common.white}, 0 0 0 5px ${palette.common.black}`,
        }),
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {suggestedTag && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            left: 0,
            top: 0,
            px: 0.5,
            bgcolor: 'common.black',
            color: 'common.white',
            fontSize: 12,
            lineHeight: 1.5,
          }}
        >
          {suggestedTag}
        </Box>
      )}
      {selected && (
        <Box
          data-handle="resize"
          aria-hidden
          sx={{
            position: 'absolute',
            right: -HANDLE_OUTSIDE,
            bottom: -HANDLE_OUTSIDE,
            width: HANDLE_TARGET,
            height: HANDLE_TARGET,
            cursor: 'nwse-resize',
            '&::after': {
              content: '""',
              position: 'absolute',
              right: HANDLE_OUTSIDE - HANDLE_MARK / 2,
              bottom: HANDLE_OUTSIDE - HANDLE_MARK / 2,
              width: HANDLE_MARK,
              height: HANDLE_MARK,
              boxSizing: 'border-box',
              bgcolor: 'common.white',
              border: '2px solid black',
              borderRadius: '50%',
            },
          }}
        />
      )}
    </Box>
  )
}
