/**
 * The languages TipWire speaks (product.md §15), each named in its own script as the language
 * control offers it. English lives at the spec's own routes, each other language under its
 * language code: /hi, /ur, /bn, /mr, /ta, /te, /ml. The address holds the choice; nothing is
 * stored. Each is India's locale: bare 'bn' is Bangladesh's Bengali, with Bangladesh's numbers.
 */
export const LANGUAGE_NAMES = {
  'en-IN': 'English',
  'hi-IN': 'हिन्दी',
  'ur-IN': 'اردو',
  'bn-IN': 'বাংলা',
  'mr-IN': 'मराठी',
  'ta-IN': 'தமிழ்',
  'te-IN': 'తెలుగు',
  'ml-IN': 'മലയാളം',
} as const
export type Locale = keyof typeof LANGUAGE_NAMES
export const LOCALES = Object.keys(LANGUAGE_NAMES) as Locale[]

export const DEFAULT_LOCALE: Locale = 'en-IN'

/** The router's basename for each language: English has none, another its code ('/hi'). */
export const localeBasename = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? '' : `/${locale.slice(0, 2)}`

/** The language of an address: its first segment, English when that names no language. */
export function localeOfPath(pathname: string): Locale {
  const [, first] = pathname.split('/')
  return LOCALES.find((locale) => localeBasename(locale) === `/${first}`) ?? DEFAULT_LOCALE
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
