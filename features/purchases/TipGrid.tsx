import { useEffect, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import { useWindowVirtualizer, windowScroll } from '@tanstack/react-virtual'
import type { Tip } from './sampleTips'
import { TipCard } from './TipCard'
import { useCardColumns } from './useCardColumns'
import { useAfterFirstPaint } from '@/lib/useAfterFirstPaint'
import { useRenderedAhead } from '@/ui/RenderedAhead'

/** Images of the first row load at once; the rest as they scroll into view. */
const EAGER_IMAGES = 3
/** Theme spacing 3, between rows and between columns. */
const GAP_PX = 24
/** About one card's height in every layout; each row is measured once it is drawn. */
const ESTIMATED_ROW_PX = 480
/**
 * Cards drawn beyond each edge of the screen, in whole rows, from the frame after the first
 * paint: Tab then finds the next card in place, and five sample tips are all in the page on a
 * phone as on a laptop.
 */
const OVERSCAN_CARDS = 6
/** The first render's guess at the window, before it is read: a laptop's screen. */
const INITIAL_RECT = { width: 1280, height: 800 }

/**
 * Only the rows of cards on screen, and a few beyond, are in the page: a feed may hold
 * thousands. The list keeps its full height with padding above and below the drawn rows, and
 * each card says its place in the whole list, so screen readers still hear the total.
 * Windowing is @tanstack/react-virtual (MIT, no dependency but its own core, about 10 kB gzip in
 * the dashboard's code only): its window virtualizer lets the page scroll as a whole and measures
 * rows of varying height.
 */
export function TipGrid({ tips }: { tips: readonly Tip[] }) {
  const columns = useCardColumns()
  // The first render draws only the rows on screen; the rows beyond follow after its paint.
  const painted = useAfterFirstPaint()
  // Rendered ahead on the login page, the feed loads its images only as they come into view once
  // it is shown.
  const eagerImages = useRenderedAhead() ? 0 : EAGER_IMAGES
  const listRef = useRef<HTMLUListElement>(null)
  const [listTop, setListTop] = useState(0)
  const scrollToFnCalled = useRef(false)
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: Math.ceil(tips.length / columns),
    estimateSize: () => ESTIMATED_ROW_PX,
    // A row is measured when the browser reports its size, after laying the page out: reading
    // it as the row is attached would force a layout of the whole page in the middle of the
    // render. Till then a row drawn before keeps its size, and a new one (or any, where nothing
    // is laid out: jsdom) the estimate.
    measureElement: (element, entry, instance) =>
      entry?.borderBoxSize?.[0]?.blockSize ||
      instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ||
      ESTIMATED_ROW_PX,
    // A row's height in one column count says nothing of its height in another.
    getItemKey: (row) => `${columns}:${row}`,
    gap: GAP_PX,
    overscan: painted ? Math.ceil(OVERSCAN_CARDS / columns) : 0,
    scrollMargin: listTop,
    initialRect: INITIAL_RECT,
    // As it mounts, the virtualizer writes back the window's offset it has just read. That write
    // moves nothing, but forces a layout of the whole new page inside React's commit (about 30 ms
    // at 4x CPU as the dashboard opens); where a page stands is the router's to restore.
    scrollToFn: (offset, options, instance) => {
      const mountWrite = !scrollToFnCalled.current && options.adjustments === undefined
      scrollToFnCalled.current = true
      if (!mountWrite) windowScroll(offset, options, instance)
    },
  })
  // Where the list starts on the page moves with the layout above it, at the breakpoints. Off by
  // a little (a notice shown above it), the window of rows is off by as much: overscan covers it.
  // Read after the paint: reading it before would force a layout of the page in the render.
  useEffect(() => {
    setListTop((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY)
  }, [columns])

  const rows = virtualizer.getVirtualItems()
  const first = rows[0]
  const last = rows.at(-1)
  return (
    <Box
      component="ul"
      ref={listRef}
      sx={{
        listStyle: 'none',
        m: 0,
        px: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: `${GAP_PX}px`,
      }}
      // Inline: as sx, every new height would add a class to the page's styles as it scrolls.
      style={{
        paddingTop: first ? first.start - listTop : 0,
        paddingBottom: last ? virtualizer.getTotalSize() + listTop - last.end : 0,
      }}
    >
      {rows.flatMap((row) =>
        tips.slice(row.index * columns, (row.index + 1) * columns).map((tip, column) => {
          const index = row.index * columns + column
          return (
            <li
              key={tip.id}
              // Grid items stretch to their row: the row's first card measures the whole row.
              // Every card names its row: a card that was first in its row and moves on (a
              // search cleared, the window resized) is still watched, and measures the same row.
              ref={column === 0 ? virtualizer.measureElement : undefined}
              data-index={row.index}
              aria-setsize={tips.length}
              aria-posinset={index + 1}
            >
              <TipCard tip={tip} eagerImage={index < eagerImages} />
            </li>
          )
        }),
      )}
    </Box>
  )
}
