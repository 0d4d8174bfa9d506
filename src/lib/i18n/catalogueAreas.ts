/**
 * Every message catalogue, one file per language and area (src/locales/<locale>/<area>.po),
 * compiled at build time by Lingui's Vite plugin. A page loads only its own areas, in the
 * language of its address.
 */
export const CATALOGUE_AREAS = [
  'common',
  'landing',
  'marketing',
  'faq',
  'login',
  'user',
  'files',
  'newsroom',
] as const
export type CatalogueArea = (typeof CATALOGUE_AREAS)[number]
