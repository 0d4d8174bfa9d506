import { i18n } from '@lingui/core'
import { afterEach, beforeAll } from 'vitest'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { loadCatalogues } from '@/lib/i18n/catalogues'

/**
 * For a test file that renders in Hindi and Urdu: their catalogues are loaded before its tests
 * (compiled on first load, seconds on a busy machine: not within a test's time), and each test
 * ends back in English, as the next one expects.
 */
export function withHindiAndUrdu() {
  beforeAll(async () => {
    await loadCatalogues('hi-IN', CATALOGUE_AREAS)
    await loadCatalogues('ur-IN', CATALOGUE_AREAS)
  })
  afterEach(() => i18n.activate('en-IN'))
}

/**
 * `text` as a right-to-left page isolates a number with its unit or sign: between U+2067 (right-
 * to-left isolate) and U+2069 (pop directional isolate), invisible marks that keep it in order.
 */
export const isolatedRightToLeft = (text: string) => `\u2067${text}\u2069`
