// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sampleTips, type Tip } from '@features/purchases/sampleTips'
import { tipsMatching } from '@features/purchases/tipSearch'

const tipTitled = (title: string): Tip => ({
  ...(sampleTips[0] as Tip),
  id: title,
  title,
  excerpt: '',
  location: '',
})

/** The titles of `titles`' tips that `query` finds. */
const found = (titles: string[], query: string) =>
  tipsMatching(titles.map(tipTitled), query).map((tip) => tip.title)

describe('searching tips in every script', () => {
  it('ignores case and the accents of Latin letters, typed composed or not', () => {
    expect(found(['Café on the corner', 'Tea stall'], 'cafe')).toEqual(['Café on the corner'])
    expect(found(['Cafe on the corner'], 'CAFÉ')).toEqual(['Cafe on the corner'])
    expect(found(['Cafe\u0301 on the corner'], 'café')).toEqual(['Cafe\u0301 on the corner'])
  })

  it("keeps Devanagari vowel signs: 'काम' is not 'कम'", () => {
    const titles = ['मज़दूरों को काम नहीं मिला', 'बारिश कम हुई']
    expect(found(titles, 'काम')).toEqual(['मज़दूरों को काम नहीं मिला'])
    expect(found(titles, 'कम')).toEqual(['बारिश कम हुई'])
  })

  it("keeps Urdu letters and marks: 'کام' is not 'کم', 'آم' is not 'ام'", () => {
    const titles = ['مزدوروں کو کام نہیں ملا', 'بارش کم ہوئی', 'آم کی فصل خراب']
    expect(found(titles, 'کام')).toEqual(['مزدوروں کو کام نہیں ملا'])
    expect(found(titles, 'کم')).toEqual(['بارش کم ہوئی'])
    expect(found(['اماں کی دکان', 'آم کی فصل خراب'], 'آم')).toEqual(['آم کی فصل خراب'])
  })

  it('finds a Hindi title whatever the normal form of the title or the query', () => {
    // ज़ as one code point (U+095B), and as ज with a nukta sign.
    const composed = 'पुल पर \u095Bंग लगा'
    const decomposed = 'पुल पर \u091C\u093Cंग लगा'
    expect(found([composed], '\u091C\u093Cंग')).toEqual([composed])
    expect(found([decomposed], '\u095Bंग')).toEqual([decomposed])
    expect(found([composed.normalize('NFD')], composed.normalize('NFC'))).toEqual([
      composed.normalize('NFD'),
    ])
  })
})
