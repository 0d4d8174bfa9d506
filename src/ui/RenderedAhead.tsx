import {
  Activity,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { afterNextPaint } from '@/lib/afterNextPaint'
import { whenIdle } from '@/lib/whenIdle'

const RenderedAheadContext = createContext(false)

/**
 * True inside a page rendered ahead, shown yet or not: it asks for nothing it can leave till it
 * is shown, such as its first images (lazy ones load as they come into view). It does not change
 * as the page is shown, so showing it renders none of it again.
 */
export const useRenderedAhead = () => useContext(RenderedAheadContext)

/** The turns a page rendered ahead comes in after its first: see `RenderedInTurn`. */
const LATER_TURNS = [1, 2, 3] as const
export type AheadTurn = (typeof LATER_TURNS)[number]
const LAST_TURN = LATER_TURNS.length
/**
 * The last turn shown with the page's frame when the page is shown: a dashboard's form, or its
 * search. Later turns (the panels and cards beside and below) are shown after that first paint.
 */
const FIRST_SHOWN_TURN = 2

/**
 * The last turn rendered yet, 0 for the page's frame alone, and the last turn shown once the
 * page is; outside a page rendered ahead, the last of both.
 */
const TurnContext = createContext<{ rendered: AheadTurn | 0; shown: AheadTurn | 0 }>({
  rendered: LAST_TURN,
  shown: LAST_TURN,
})

/**
 * A part of a page that, rendered ahead, comes in a later turn than the page around it. Each
 * turn is a commit of its own at idle: a commit is one task, and making a whole dashboard in
 * one (its styles above all) held the main thread for 50-67 ms at 4x CPU (commit ffe431d).
 * When the page is shown, the parts up to FIRST_SHOWN_TURN are shown with it, made then if
 * their turn had not come; the later ones are made if need be and shown after that paint, so
 * that the tap's own task lays out less of the page (the sign-in bench, docs/benchmarks.md).
 * Anywhere else every part renders at once.
 */
export function RenderedInTurn({ turn, children }: { turn: AheadTurn; children: ReactNode }) {
  const { rendered, shown } = useContext(TurnContext)
  if (turn > rendered) return null
  // Always inside an Activity, so that showing a part keeps the render made ahead.
  return <Activity mode={turn <= shown ? 'visible' : 'hidden'}>{children}</Activity>
}

/**
 * Renders the page a visitor is likely to open next, hidden (React's Activity: out of sight and
 * out of the accessibility tree, its effects not run), then shows that very render when it is
 * opened: its components, styles and elements are made before the tap that opens it
 * (product.md §14). While hidden it is none of the visitor's business: React keeps a failure in
 * it from escaping until it is shown, and then it is the page's like any other.
 */
export function RenderedAhead({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [rendered, setRendered] = useState<AheadTurn | 0>(0)
  const [shownTurn, setShownTurn] = useState<AheadTurn | 0>(0)
  // Shown, the first parts are there at once and every part for good after the first paint:
  // hidden again (a logout in another tab brings the login page back), it keeps them.
  if (shown && rendered < FIRST_SHOWN_TURN) setRendered(FIRST_SHOWN_TURN)
  if (shown && shownTurn < FIRST_SHOWN_TURN) setShownTurn(FIRST_SHOWN_TURN)
  // The hidden page's commits come after this component's own; an idle moment comes after both.
  useEffect(() => {
    if (shown) {
      if (shownTurn === LAST_TURN) return
      let current = true
      // A transition: React makes the rest in slices that a keystroke in the form can come
      // between, and with the router's own move to the dashboard's address.
      afterNextPaint(() => {
        if (!current) return
        startTransition(() => {
          setRendered(LAST_TURN)
          setShownTurn(LAST_TURN)
        })
      })
      return () => {
        current = false
      }
    }
    if (rendered === LAST_TURN) return
    return whenIdle(() => setRendered(LATER_TURNS[rendered]))
  }, [shown, rendered, shownTurn])
  const turns = useMemo(() => ({ rendered, shown: shownTurn }), [rendered, shownTurn])
  return (
    <RenderedAheadContext value>
      <TurnContext value={turns}>
        <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>
      </TurnContext>
    </RenderedAheadContext>
  )
}
