import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { CATALOGUE_AREAS } from './src/lib/i18n/catalogueAreas'
import { DEFAULT_LOCALE, LOCALES } from './src/lib/i18n/locales'

// The messages have explicit ids and are written in the catalogues themselves: English in
// en-IN, the same ids in every language (tests/app/catalogues.test.ts holds them to it).
export default defineConfig({
  locales: [...LOCALES],
  sourceLocale: DEFAULT_LOCALE,
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  catalogs: CATALOGUE_AREAS.map((area) => ({
    path: `<rootDir>/src/locales/{locale}/${area}`,
    include: [],
  })),
})
