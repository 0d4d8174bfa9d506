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

  it("finds a Bengali tip typed in either normal form, and keeps its vowel signs: 'কল' is not 'কাল'", () => {
    // ো as one vowel sign or two, and ড় as one letter or ড with a nukta.
    const titles = ['রাস্তার মোড়ে দুর্ঘটনা', 'কলের জল বন্ধ', 'কাল থেকে ধর্মঘট']
    expect(found(titles, 'মোড়ে'.normalize('NFD'))).toEqual(['রাস্তার মোড়ে দুর্ঘটনা'])
    expect(found(titles, 'কল')).toEqual(['কলের জল বন্ধ'])
    expect(found(titles, 'কাল')).toEqual(['কাল থেকে ধর্মঘট'])
  })

  it('finds a Bengali khanda ta typed as one letter or as ত, a virama and a joiner', () => {
    const titles = ['হঠাৎ বিদ্যুৎ বিভ্রাট']
    expect(found(titles, 'বিদ্যুত\u09CD\u200D')).toEqual(titles)
  })

  it("finds a Tamil tip whatever the normal form, and keeps its vowel signs: 'பல்' is not 'பால்'", () => {
    const titles = ['கோயில் திருவிழாவில் நெரிசல்', 'பால் விலை உயர்வு', 'பல் மருத்துவமனை மூடல்']
    // ோ as one vowel sign (U+0BCB) or as its two parts, ெ and ா.
    expect(found(titles, 'கோயில்'.normalize('NFD'))).toEqual(['கோயில் திருவிழாவில் நெரிசல்'])
    expect(
      found(
        titles.map((title) => title.normalize('NFD')),
        'கோயில்',
      ),
    ).toHaveLength(1)
    expect(found(titles, 'பால்')).toEqual(['பால் விலை உயர்வு'])
    expect(found(titles, 'பல்')).toEqual(['பல் மருத்துவமனை மூடல்'])
  })

  it('finds a Telugu tip whatever the normal form of its vowel signs', () => {
    const titles = ['వైద్యశాలలో మందుల కొరత', 'వర్షానికి రోడ్డు మునిగింది']
    // ై as one vowel sign (U+0C48) or as its two parts.
    expect(found(titles, 'వైద్యశాల'.normalize('NFD'))).toEqual(['వైద్యశాలలో మందుల కొరత'])
    expect(found(titles, 'రోడ్డు మునిగింది')).toEqual(['వర్షానికి రోడ్డు మునిగింది'])
    expect(found(titles, 'రొడ్డు')).toEqual([])
  })

  it('finds a Malayalam tip whatever the normal form, its chillu written as one letter or three', () => {
    // ൽ as one letter (U+0D7D), and as ല, a virama and a zero-width joiner, as older keyboards wrote it.
    const titles = ['കൊച്ചിയിൽ വെള്ളക്കെട്ട്', 'കോഴിക്കോട് റോഡ് തകർന്നു']
    const olderSpelling = 'കൊച്ചിയില\u0D4D\u200D'
    expect(found(titles, olderSpelling.normalize('NFD'))).toEqual(['കൊച്ചിയിൽ വെള്ളക്കെട്ട്'])
    expect(found(['കൊച്ചിയില\u0D4D\u200D വെള്ളക്കെട്ട്'], 'കൊച്ചിയിൽ')).toHaveLength(1)
    expect(found(titles, 'തകർന്നു')).toEqual(['കോഴിക്കോട് റോഡ് തകർന്നു'])
  })
})
