import { yieldToBrowser } from './yieldToBrowser'

/**
 * Runs `work` in a task after the browser has painted the frame it is preparing, so what an
 * event changed on screen (a key in a box) shows before the work it starts, however long that
 * takes (product.md §14). A task posted from an animation frame runs after that frame's paint.
 */
export const afterNextPaint = (work: () => void) =>
  requestAnimationFrame(() => void yieldToBrowser().then(work))
