/**
 * Lets the app start and go on where the browser refuses to change the address: Safari throws a
 * SecurityError past 100 history writes in 10 seconds, and the router would fail its start-up
 * (or its redirects) over it. A refused write leaves the old address in the address bar; the
 * next navigation writes the current one. A state that cannot be stored (DataCloneError) is a
 * bug of ours and still throws.
 */
export function forgiveRefusedHistoryWrites(history: History) {
  for (const method of ['pushState', 'replaceState'] as const) {
    const write = history[method].bind(history)
    history[method] = (...args) => {
      try {
        write(...args)
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'SecurityError')) throw error
      }
    }
  }
}
