import { Activity, createContext, useContext, useEffect, useState, type ReactNode } from 'react'
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
 * The last turn rendered yet, 0 for the page's frame alone; outside a page rendered ahead, the
 * last.
 */
const TurnContext = createContext<AheadTurn | 0>(LAST_TURN)

/**
 * A part of a page that, rendered ahead, comes in a later turn than the page around it. Each
 * turn is a commit of its own at idle: a commit is one task, and making a whole dashboard in
 * one (its styles above all) held the main thread for 50-67 ms at 4x CPU (commit ffe431d).
 * Anywhere else, and as soon as the page is shown, every part renders at once.
 */
export function RenderedInTurn({ turn, children }: { turn: AheadTurn; children: ReactNode }) {
  return turn <= useContext(TurnContext) ? children : null
}

/**
 * Renders the page a visitor is likely to open next, hidden (React's Activity: out of sight and
 * out of the accessibility tree, its effects not run), then shows that very render when it is
 * opened: its components, styles and elements are made before the tap that opens it
 * (product.md §14). Parts whose turn has not come by then are made as it is shown, with the
 * rest. While hidden it is none of the visitor's business: React keeps a failure in it from
 * escaping until it is shown, and then it is the page's like any other.
 */
export function RenderedAhead({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [turn, setTurn] = useState<AheadTurn | 0>(0)
  // Shown, every part is there for good: hidden again (a logout in another tab brings the login
  // page back), it keeps them.
  if (shown && turn !== LAST_TURN) setTurn(LAST_TURN)
  // The hidden page's commits come after this component's own; an idle moment comes after both.
  useEffect(() => {
    if (turn === LAST_TURN) return
    return whenIdle(() => setTurn(LATER_TURNS[turn]))
  }, [turn])
  return (
    <RenderedAheadContext value>
      <TurnContext value={turn}>
        <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>
      </TurnContext>
    </RenderedAheadContext>
  )
}
