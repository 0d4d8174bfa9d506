import type { ComponentType } from 'react'
import { ChunkLoadError } from '@/lib/chunkLoadError'
import { activeLocale, loadCatalogues } from '@/lib/i18n/catalogues'
import { pageAreas, pageCode, type PageName } from './pageCode'
import { evaluateInTurns } from './pageFiles'

/** A route's `lazy` for a page, telling a failed download apart from a render failure. */
export const lazyPage = (page: PageName) => async (): Promise<{ Component: ComponentType }> => {
  let pageModule: Record<string, unknown>
  try {
    ;[pageModule] = await Promise.all([
      evaluateInTurns(page).then((): Promise<Record<string, unknown>> => pageCode[page]()),
      loadCatalogues(activeLocale(), pageAreas[page]),
    ])
  } catch (error) {
    throw new ChunkLoadError(error)
  }
  // pageCode.ts checks that each module exports its page under its name.
  return { Component: pageModule[page] as ComponentType }
}
