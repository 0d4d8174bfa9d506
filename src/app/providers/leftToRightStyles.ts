import createCache from '@emotion/cache'
import { prefixWhereStillNeeded } from './stillPrefixed'

/**
 * Emotion's cache for a left-to-right page, the prerenderer's and the browser's: Emotion's own
 * key, without stylis's prefixer (./stillPrefixed.ts).
 */
export const leftToRightStyleCache = () =>
  createCache({ key: 'css', stylisPlugins: [prefixWhereStillNeeded] })
