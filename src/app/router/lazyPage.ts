import type { ComponentType } from 'react'
import { ChunkLoadError } from '@/lib/chunkLoadError'
import { activeLocale, loadCatalogues } from '@/lib/i18n/catalogues'
import { pageAreas, pageCode, type PageName } from './pageCode'
import { evaluateInTurns } from './pageFiles'

/**
 * A route's `lazy` for a page, telling a failed download apart from a render failure. Code got
 * ready ahead, at idle, is evaluated `inTurns` (pageFiles.ts); a page someone is waiting for is
 * evaluated at once, without a turn between its files.
 */
export const lazyPage =
  (page: PageName, { inTurns = false } = {}) =>
  async (): Promise<{ Component: ComponentType }> => {
    const code = async (): Promise<Record<string, unknown>> => {
      if (inTurns) await evaluateInTurns(page)
      return pageCode[page]()
    }
    let pageModule: Record<string, unknown>
    try {
      ;[pageModule] = await Promise.all([code(), loadCatalogues(activeLocale(), pageAreas[page])])
    } catch (error) {
      throw new ChunkLoadError(error)
    }
    // pageCode.ts checks that each module exports its page under its name.
    return { Component: pageModule[page] as ComponentType }
  }
