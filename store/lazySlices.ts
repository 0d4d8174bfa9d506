import { combineSlices } from '@reduxjs/toolkit'

/**
 * The state of each slice that comes with the code of the page that uses it, not with every
 * page's first download (product.md §14). Each slice's module adds its own, with
 * `declare module '@store/lazySlices'`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by those modules
export interface LazyLoadedSlices {}

/**
 * RTK's reducer for those slices, one for every store: a slice's module injects it with
 * `createSlice(...).injectInto(lazySlices, { overrideExisting: true })` (the module evaluated
 * again, by a hot reload in development, brings a new reducer), and every store, made before or
 * after, runs it from its next action on. Until then the injected slice's selectors read its
 * initial state.
 */
export const lazySlices = combineSlices({}).withLazyLoadedSlices<LazyLoadedSlices>()
