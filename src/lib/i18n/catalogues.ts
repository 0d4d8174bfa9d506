import { i18n, type Messages } from '@lingui/core'
import type { CatalogueArea } from './catalogueAreas'
import type { Locale } from './locales'

// Compiled at build time by Lingui's Vite plugin (lingui.config.ts).
const catalogueFiles = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po')

const fileOf = (locale: Locale, area: CatalogueArea) => `../../locales/${locale}/${area}.po`

const loaded = new Set<string>()

/** Loads the areas' messages in `locale` into Lingui's catalogue, each file once. */
export async function loadCatalogues(locale: Locale, areas: readonly CatalogueArea[]) {
  await Promise.all(
    areas.map(async (area) => {
      const file = fileOf(locale, area)
      if (loaded.has(file)) return
      const load = catalogueFiles[file]
      if (!load) throw new Error(`No catalogue ${file}`)
      // A copy: Lingui merges later areas into the first object it was given, a module's own.
      i18n.load(locale, { ...(await load()).messages })
      loaded.add(file)
    }),
  )
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
