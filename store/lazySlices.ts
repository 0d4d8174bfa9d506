import type { Reducer } from '@reduxjs/toolkit'

interface SliceLike {
  reducerPath: string
  reducer: Reducer
}

interface InjectConfig {
  overrideExisting?: boolean
}

/** A store's root reducer, made by RTK's `combineSlices`. */
interface InjectableReducer {
  inject: (slice: SliceLike, config?: InjectConfig) => unknown
}

// Held weakly: a store no longer used (one per test) is not kept alive for a later slice.
const storeReducers = new Set<WeakRef<InjectableReducer>>()
const loadedSlices = new Map<string, SliceLike>()

/**
 * The feature slices whose code has arrived. A slice comes with the code of the page that uses
 * it, not with every page's first download (product.md §14): its module injects itself here with
 * RTK's `slice.injectInto(lazySlices)`, and every store, made before or after, takes it in. The
 * injected slice's selectors read its initial state until the store's first action fills it.
 */
export const lazySlices = {
  inject(slice: SliceLike, config?: InjectConfig) {
    loadedSlices.set(slice.reducerPath, slice)
    for (const reference of storeReducers) {
      const reducer = reference.deref()
      // A slice's module evaluated again (hot reload in development) brings a new reducer.
      if (reducer) reducer.inject(slice, { overrideExisting: true, ...config })
      else storeReducers.delete(reference)
    }
  },
}

/** Gives a store's root reducer every slice loaded so far, and each one loaded later. */
export function takeInLazySlices(rootReducer: InjectableReducer) {
  for (const slice of loadedSlices.values()) rootReducer.inject(slice)
  storeReducers.add(new WeakRef(rootReducer))
}
