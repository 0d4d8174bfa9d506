/**
 * The languages TipWire speaks (product.md §15) and where each lives: English at the spec's own
 * routes, Hindi under /hi and Urdu under /ur. The address holds the choice; nothing is stored.
 */
export const LOCALES = ['en-IN', 'hi-IN', 'ur-IN'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en-IN'

/** The router's basename for each language: English has none. */
const BASENAMES: Record<Locale, string> = { 'en-IN': '', 'hi-IN': '/hi', 'ur-IN': '/ur' }

/** Each language named in its own script, as the language control offers it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-IN': 'English',
  'hi-IN': 'हिन्दी',
  'ur-IN': 'اردو',
}

export const localeBasename = (locale: Locale) => BASENAMES[locale]

/** The language of an address: its first segment, English when that names no language. */
export function localeOfPath(pathname: string): Locale {
  const [, first] = pathname.split('/')
  return LOCALES.find((locale) => BASENAMES[locale] === `/${first}`) ?? DEFAULT_LOCALE
}

/** `pathname` without its language's basename: the path the route table knows. */
export function pathWithinLocale(pathname: string): string {
  const basename = localeBasename(localeOfPath(pathname))
  return pathname.slice(basename.length) || '/'
}

/** A path of the route table at its address in `locale`: '/faq' -> '/hi/faq', '/' -> '/hi'. */
export const localizedPath = (locale: Locale, path: string) => {
  const basename = localeBasename(locale)
  return basename && path === '/' ? basename : `${basename}${path}`
}

export const textDirection = (locale: Locale) => (locale === 'ur-IN' ? 'rtl' : 'ltr')
