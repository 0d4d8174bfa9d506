// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { hasVisibleText, withoutDirectionControls } from '@/lib/writtenText'

describe('hasVisibleText', () => {
  it.each([
    ['nothing', ''],
    ['spaces of every width', ' \t\u00A0\u2003\u3000'],
    ['Braille blanks', '\u2800\u2800\u2800'],
    ['a next-line control', '\u0085'],
    ['line and paragraph separators', '\u2028\u2029'],
    ['combining marks alone', '\u0301\u0308\u0903\u20DD'],
    ['zero-width spaces, joiners and a byte-order mark', '\u200B\u200C\u200D\u2060\uFEFF'],
    ['Hangul fillers, letters drawn as nothing', '\u115F\u1160\u3164\uFFA0'],
    ['direction controls', '\u202E\u2066\u200F\u061C'],
    ['variation selectors and tags', '\uFE0F\u{E0041}\u{E007F}'],
  ])('finds nothing to see in %s', (_case, text) => {
    expect(hasVisibleText(text)).toBe(false)
  })

  it.each([
    ['a letter among blanks', '\u2800 a \u2028'],
    ['Hindi', 'काम'],
    ['Urdu', 'کام'],
    ['a digit', '\u20030'],
    ['an emoji', '\u{1F4F7}'],
    ['punctuation', '?!'],
    ['a letter behind a zero-width space', '\u200Bकाम'],
  ])('sees %s', (_case, text) => {
    expect(hasVisibleText(text)).toBe(true)
  })
})

describe('withoutDirectionControls', () => {
  it('drops a right-to-left override, so the words read in their own order', () => {
    expect(withoutDirectionControls('\u202Ereport from the station')).toBe(
      'report from the station',
    )
  })

  it('drops every embedding, override, isolate and direction mark', () => {
    expect(
      withoutDirectionControls(
        'a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j\u200Ek\u200Fl\u061Cm',
      ),
    ).toBe('abcdefghijklm')
  })

  it('keeps joiners, which shape letters and emoji rather than order them', () => {
    const persian = 'می\u200Cخواهم'
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'
    expect(withoutDirectionControls(persian)).toBe(persian)
    expect(withoutDirectionControls(family)).toBe(family)
  })
})
