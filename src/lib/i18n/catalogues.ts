import { startTransition } from 'react'
import { i18n, type Messages } from '@lingui/core'
import type { CatalogueArea } from './catalogueAreas'
import type { Locale } from './locales'

// Compiled at build time by Lingui's Vite plugin (lingui.config.ts).
const catalogueFiles = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po')

const fileOf = (locale: Locale, area: CatalogueArea) => `../../locales/${locale}/${area}.po`

const loaded = new Set<string>()

/** Loads the areas' messages in `locale` into Lingui's catalogue, each file once. */
export async function loadCatalogues(locale: Locale, areas: readonly CatalogueArea[]) {
  const files = areas.map((area) => fileOf(locale, area)).filter((file) => !loaded.has(file))
  // Every file found before any is fetched: a fetch started and then left would fail unheard.
  const loaders = files.map((file) => {
    const load = catalogueFiles[file]
    if (!load) throw new Error(`No catalogue ${file}`)
    return load
  })
  const modules = await Promise.all(loaders.map((load) => load()))
  if (modules.length === 0) return
  // One load for them all: each load makes Lingui's provider render every text on the page
  // again. In a transition, that render is made in slices the browser can come in between,
  // not in one long task as a login page's dashboard areas came in (commit 37e1e29). A new
  // object: Lingui merges later loads into the first object it was given.
  startTransition(() =>
    i18n.load(locale, Object.assign({}, ...modules.map((module) => module.messages))),
  )
  files.forEach((file) => loaded.add(file))
}

/** The language the app speaks: its address's, set as the app starts or a page is prerendered. */
export const activeLocale = () => i18n.locale as Locale

/** Loads `areas` in `locale` and makes it the active language. */
export async function speak(locale: Locale, areas: readonly CatalogueArea[]) {
  await loadCatalogues(locale, areas)
  i18n.activate(locale)
}

/** The module a catalogue is built from, as the build's manifest names it. */
export const catalogueSourceFile = (locale: Locale, area: CatalogueArea) =>
  `src/locales/${locale}/${area}.po`
