// @vitest-environment node
import type { Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales'

// Compiled by Lingui's Vite plugin as the app gets them: a message that does not parse fails here.
const compiled = import.meta.glob<Messages>('/src/locales/*/*.po', {
  eager: true,
  import: 'messages',
})

const catalogue = (locale: string, area: string) => {
  const messages = compiled[`/src/locales/${locale}/${area}.po`]
  if (!messages) throw new Error(`No catalogue for ${locale}/${area}`)
  return messages
}

/**
 * The arguments and rich-text tags a compiled message uses, e.g. {count} and <0>. A compiled
 * message is text, or a list of texts and arguments; an argument is [name, type?, branches?].
 */
function slotsOf(message: unknown, found = new Set<string>()): Set<string> {
  if (typeof message === 'string') {
    for (const [tag] of message.matchAll(/<\/?\d+\/?>/g)) found.add(tag)
    return found
  }
  for (const token of Array.isArray(message) ? message : []) {
    if (!Array.isArray(token)) {
      slotsOf(token, found)
      continue
    }
    const [name, , branches] = token
    found.add(`{${String(name)}}`)
    if (typeof branches === 'object' && branches !== null)
      Object.values(branches).forEach((branch) => slotsOf(branch, found))
  }
  return found
}

/** The words a compiled message shows, its branches' included. */
function textOf(message: unknown): string {
  if (typeof message === 'string') return message
  return (Array.isArray(message) ? message : [])
    .map((token: unknown) => {
      if (!Array.isArray(token)) return textOf(token)
      const [, , branches] = token
      return typeof branches === 'object' && branches !== null
        ? Object.values(branches).map(textOf).join(' ')
        : ''
    })
    .join(' ')
}

/**
 * Latin words of three letters or more, lower-cased; an address, a file name or a setting's name
 * quoted as a phone shows it (“Most Compatible”) is not a word.
 */
const latinWords = (text: string) =>
  text
    .replace(/“[^”]*”/g, '')
    .split(/\s+/)
    .filter((token) => !/[@\d]/.test(token))
    .flatMap((token) => token.match(/\p{Script=Latin}{3,}/gu) ?? [])
    .map((word) => word.toLowerCase())

// Names and format labels, written alike in every language (product.md §15).
const KEPT_AS_WRITTEN = new Set([
  'tipwire',
  'paypal',
  'facebook',
  'instagram',
  'linkedin',
  'jpeg',
  'hdr',
  'hevc',
])

const ENGLISH_WORDS = new Set(
  CATALOGUE_AREAS.flatMap((area) =>
    Object.values(catalogue(DEFAULT_LOCALE, area)).flatMap((message) =>
      latinWords(textOf(message)),
    ),
  ),
)

describe.each(CATALOGUE_AREAS)('the %s catalogue', (area) => {
  const english = catalogue(DEFAULT_LOCALE, area)
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)

  it.each(others)('has in %s exactly the messages English has', (locale) => {
    expect(Object.keys(catalogue(locale, area)).sort()).toEqual(Object.keys(english).sort())
  })

  it.each(others)('fills in %s the same arguments and tags as English', (locale) => {
    const translated = catalogue(locale, area)
    const mismatched = Object.keys(english).filter((id) => {
      const [want, got] = [slotsOf(english[id]), slotsOf(translated[id])]
      return want.size !== got.size || [...want].some((slot) => !got.has(slot))
    })
    expect(mismatched).toEqual([])
  })

  it.each(others)('leaves in %s no English but names and format labels', (locale) => {
    const translated = catalogue(locale, area)
    const english = Object.entries(translated).flatMap(([id, message]) =>
      latinWords(textOf(message))
        .filter((word) => ENGLISH_WORDS.has(word) && !KEPT_AS_WRITTEN.has(word))
        .map((word) => `${id}: ${word}`),
    )
    expect(english).toEqual([])
  })
})
