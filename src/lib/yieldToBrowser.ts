/**
 * Resolves in a task of its own, so the work after it does not lengthen the task that is
 * running: the browser may paint and answer input in between (product.md §14).
 */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
