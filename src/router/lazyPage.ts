import type { ComponentType } from 'react'
import { ChunkLoadError } from '@/lib/chunkLoadError'
import { pageCode, type PageName } from './pageCode'

/** A route's `lazy` for a page, telling a failed download apart from a render failure. */
export const lazyPage = (page: PageName) => async (): Promise<{ Component: ComponentType }> => {
  let pageModule: Record<string, unknown>
  try {
    pageModule = await pageCode[page]()
  } catch (error) {
    throw new ChunkLoadError(error)
  }
  // pageCode.ts checks that each module exports its page under its name.
  return { Component: pageModule[page] as ComponentType }
}
