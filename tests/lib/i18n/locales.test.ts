// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  LOCALES,
  localeOfPath,
  localizedPath,
  pathWithinLocale,
  textDirection,
} from '@/lib/i18n/locales'

describe('the language of an address', () => {
  it.each([
    ['/', 'en-IN'],
    ['/faq', 'en-IN'],
    ['/hi', 'hi-IN'],
    ['/hi/login/user', 'hi-IN'],
    ['/ur/faq', 'ur-IN'],
    ['/bn', 'bn-IN'],
    ['/mr/for-users', 'mr-IN'],
    ['/ta/login/newsroom', 'ta-IN'],
    ['/te/faq', 'te-IN'],
    ['/ml', 'ml-IN'],
    ['/hindi', 'en-IN'],
    ['/en', 'en-IN'],
    ['/history', 'en-IN'],
  ])('reads %s as %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale)
  })

  it.each([
    ['/hi/faq', '/faq'],
    ['/hi', '/'],
    ['/ur/login/user', '/login/user'],
    ['/faq', '/faq'],
  ])('knows %s as the route table’s %s', (path, within) => {
    expect(pathWithinLocale(path)).toBe(within)
  })

  it.each([
    ['en-IN', '/', '/'],
    ['en-IN', '/faq', '/faq'],
    ['hi-IN', '/', '/hi'],
    ['hi-IN', '/faq#payments', '/hi/faq#payments'],
    ['ur-IN', '/login/user?from=dashboard', '/ur/login/user?from=dashboard'],
    ['bn-IN', '/', '/bn'],
    ['ml-IN', '/faq', '/ml/faq'],
  ] as const)('puts %s’s %s at %s', (locale, path, address) => {
    expect(localizedPath(locale, path)).toBe(address)
  })

  it('writes Urdu alone right to left', () => {
    expect(LOCALES.filter((locale) => textDirection(locale) === 'rtl')).toEqual(['ur-IN'])
  })
})
