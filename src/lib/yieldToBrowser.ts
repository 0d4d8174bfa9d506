/**
 * Resolves in a task of its own, so the work after it does not lengthen the task that is
 * running: the browser may paint and answer input in between (product.md §14). Not a timer:
 * timers in a background tab run at most once a second.
 */
export const yieldToBrowser = (): Promise<void> =>
  'scheduler' in globalThis && typeof scheduler.yield === 'function'
    ? scheduler.yield()
    : new Promise((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          channel.port1.close()
          resolve()
        }
        channel.port2.postMessage(null)
      })
