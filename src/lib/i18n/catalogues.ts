import { startTransition } from 'react'
import { i18n, type Messages } from '@lingui/core'
import type { CatalogueArea } from './catalogueAreas'
import type { Locale } from './locales'

/** A language's module (src/locales/<locale>.ts): its common messages, and its other files' loaders. */
interface LanguageCatalogues {
  common: Messages
  areas: Record<string, () => Promise<{ messages: Messages }>>
}

// Compiled at build time by Lingui's Vite plugin (lingui.config.ts). Each language's module lists
// its files and brings its common messages, which every page shows first: a page carries the
// addresses of its own language's files only. One list of every language's files was 525 bytes
// gzip more in the code every page loads first, once there were eight languages.
const languages = import.meta.glob<LanguageCatalogues>('../../locales/*.ts')

const loaded = new Set<string>()

/** Loads the areas' messages in `locale` into Lingui's catalogue, each file once. */
export async function loadCatalogues(locale: Locale, areas: readonly CatalogueArea[]) {
  const wanted = areas.filter((area) => !loaded.has(`${locale}/${area}`))
  if (wanted.length === 0) return
  const language = languages[`../../locales/${locale}.ts`]
  if (!language) throw new Error(`No catalogues for ${locale}`)
  const { common, areas: files } = await language()
  // Every file found before any is fetched: a fetch started and then left would fail unheard.
  const loaders = wanted.map((area) => {
    if (area === 'common') return async () => ({ messages: common })
    const load = files[`./${locale}/${area}.po`]
    if (!load) throw new Error(`No catalogue ${locale}/${area}`)
    return load
  })
  const modules = await Promise.all(loaders.map((load) => load()))
  // One load for them all: each load makes Lingui's provider render every text on the page
  // again. In a transition, that render is made in slices the browser can come in between,
  // not in one long task as a login page's dashboard areas came in (commit 37e1e29). A new
  // object: Lingui merges later loads into the first object it was given.
  startTransition(() =>
    i18n.load(locale, Object.assign({}, ...modules.map((module) => module.messages))),
  )
  wanted.forEach((area) => loaded.add(`${locale}/${area}`))
}

/** The language the app speaks: its address's, set as the app starts or a page is prerendered. */
export const activeLocale = () => i18n.locale as Locale

/** Loads `areas` in `locale` and makes it the active language. */
export async function speak(locale: Locale, areas: readonly CatalogueArea[]) {
  await loadCatalogues(locale, areas)
  i18n.activate(locale)
}

/** The module a catalogue is built from, as the build's manifest names it: common is its language's. */
export const catalogueSourceFile = (locale: Locale, area: CatalogueArea) =>
  area === 'common' ? `src/locales/${locale}.ts` : `src/locales/${locale}/${area}.po`
