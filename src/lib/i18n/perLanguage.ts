import { activeLocale } from './catalogues'

/**
 * A value made for the active language the first time it is asked for there, then kept: an Intl
 * formatter costs tens of milliseconds to make on a slow phone.
 */
export function perLanguage<Value>(make: (locale: string) => Value) {
  const made = new Map<string, Value>()
  return () => {
    const locale = activeLocale()
    let value = made.get(locale)
    if (value === undefined) made.set(locale, (value = make(locale)))
    return value
  }
}
