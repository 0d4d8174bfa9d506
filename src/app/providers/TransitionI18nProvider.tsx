import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { LinguiContext } from '@lingui/react'

let catalogueChanges = 0
i18n.on('change', () => {
  catalogueChanges += 1
})

/** What Lingui's components and `useLingui` read: a new one renders every text again. */
const linguiContext = () => ({
  changes: catalogueChanges,
  value: { i18n: new Proxy(i18n, {}), _: i18n.t.bind(i18n) },
})

/**
 * Lingui's I18nProvider, with each loaded catalogue rendered in a transition. Lingui's own hears
 * a load through useSyncExternalStore, whose updates React renders at once however they were
 * started: the words of the dashboard a login page renders ahead arriving made every text on the
 * page render again in one task (50-110 ms on a slow phone, product.md §14). A transition's render
 * comes in slices the browser can answer input between. The texts already shown do not change:
 * a load brings another page's messages, in the language the address named at the start.
 */
export function TransitionI18nProvider({ children }: { children: ReactNode }) {
  const [context, setContext] = useState(linguiContext)
  useEffect(() => {
    const renderAgain = () => startTransition(() => setContext(linguiContext()))
    // A load that ended between the first render and now is rendered too.
    if (context.changes !== catalogueChanges) renderAgain()
    return i18n.on('change', renderAgain)
  }, [context.changes])
  return <LinguiContext value={context.value}>{children}</LinguiContext>
}
