import createCache from '@emotion/cache'
import { prefixWhereStillNeeded } from '@/ui/stillPrefixed'

/** One list for every cache: the prerenderer's Emotion reuses what it compiled for each list. */
const STYLIS_PLUGINS = [prefixWhereStillNeeded]

/**
 * Emotion's cache for a left-to-right page, the prerenderer's and the browser's: Emotion's own
 * key, without stylis's prefixer (src/ui/stillPrefixed.ts).
 */
export const leftToRightStyleCache = () =>
  createCache({ key: 'css', stylisPlugins: STYLIS_PLUGINS })
