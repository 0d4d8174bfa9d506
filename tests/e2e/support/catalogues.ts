import { readFileSync } from 'node:fs'
import { formatter } from '@lingui/format-po'
import { CATALOGUE_AREAS } from '../../../src/lib/i18n/catalogueAreas'
import type { Locale } from '../../../src/lib/i18n/locales'

const po = formatter({ explicitIdAsDefault: true })

/** Every message of `locale`, by id, as written in its catalogues (src/locales). */
export async function messagesOf(locale: Locale): Promise<Map<string, string>> {
  const messages = new Map<string, string>()
  for (const area of CATALOGUE_AREAS) {
    const filename = `src/locales/${locale}/${area}.po`
    const file = readFileSync(filename, 'utf8')
    const catalogue = await po.parse(file, { locale, sourceLocale: 'en-IN', filename })
    for (const [id, { translation }] of Object.entries(catalogue))
      messages.set(id, translation ?? '')
  }
  return messages
}

/** A message that has no argument, as it reads on screen. */
export function textOf(messages: Map<string, string>, id: string) {
  const text = messages.get(id)
  if (text === undefined) throw new Error(`No message ${id}`)
  return text
}

// Words of the ICU syntax, not of the language.
const SYNTAX =
  /\{[^{}]*\}|<\/?\d+\/?>|\b(?:plural|select|selectordinal|number|one|other|few|many|zero|two)\b/g

/** The English words of the English catalogue, lower-cased: what must not be left in a translation. */
export function englishWords(messages: Map<string, string>) {
  const words = new Set<string>()
  for (const text of messages.values()) {
    let plain = text
    // Nested plurals: strip placeholders until none is left.
    while (SYNTAX.test(plain)) plain = plain.replace(SYNTAX, ' ')
    for (const [word] of plain.matchAll(/\p{Script=Latin}{3,}/gu)) words.add(word.toLowerCase())
  }
  return words
}
