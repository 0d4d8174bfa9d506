// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fileNameForDisplay, showInvisibleCharacters } from '@/lib/fileNameDisplay'

describe('showInvisibleCharacters', () => {
  it('writes out a right-to-left override, so a JPEG named like an .exe reads as one', () => {
    expect(showInvisibleCharacters('holiday-\u202Egpj.exe')).toBe('holiday-⟨U+202E⟩gpj.exe')
  })

  it.each([
    [
      'every bidi control',
      'a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u061Cl',
    ],
    ['zero-width characters and tags', 'a\u200Bb\u2060c\uFEFFd\u{E0041}e'],
    ['controls and line breaks', 'a\tb\nc\u0000d\u2028e\u2029f'],
    ['a soft hyphen and a Hangul filler', 'a\u00ADb\u3164c'],
  ])('writes out %s', (_case, name) => {
    expect(showInvisibleCharacters(name)).toMatch(/^a(⟨U\+[0-9A-F]{4,5}⟩[b-l])+$/)
  })

  it('writes a character beyond the first 65,536 with all its digits', () => {
    expect(showInvisibleCharacters('tag\u{E0041}')).toBe('tag⟨U+E0041⟩')
  })

  it('leaves joiners doing their work between letters or emoji as they are', () => {
    const persian = 'می\u200Cخواهم.jpg'
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}.jpg'
    expect(showInvisibleCharacters(persian)).toBe(persian)
    expect(showInvisibleCharacters(family)).toBe(family)
  })

  it('writes out joiners that join nothing', () => {
    expect(showInvisibleCharacters('photo\u200D.jpg\u200C')).toBe('photo⟨U+200D⟩.jpg⟨U+200C⟩')
  })

  it('leaves visible text, spaces and accents alone', () => {
    const name = 'Café déjà vu – été 2026 (1).jpeg'
    expect(showInvisibleCharacters(name)).toBe(name)
  })
})

describe('fileNameForDisplay', () => {
  it('shows a name of up to 60 characters whole', () => {
    const name = `${'a'.repeat(56)}.jpg`
    expect(fileNameForDisplay(name)).toBe(name)
  })

  it('shortens a 10,000-character name in the middle to 60 characters, keeping its extension', () => {
    const shown = fileNameForDisplay(`start-${'x'.repeat(9986)}-end.jpeg`)
    expect(Array.from(shown)).toHaveLength(60)
    expect(shown).toMatch(/^start-x+…x+-end\.jpeg$/)
  })

  it('keeps an extension whole at any length asked for', () => {
    expect(fileNameForDisplay(`${'a'.repeat(100)}.mpeg4`, 12)).toBe('aaaaa….mpeg4')
  })

  it('cuts a name without an extension in the middle too', () => {
    expect(fileNameForDisplay('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdef…xyz')
  })

  it('counts a written-out character as one and never cuts it or an emoji in half', () => {
    const name = `${'\u202E'.repeat(30)}${'\u{1F600}'.repeat(30)}.png`
    const shown = fileNameForDisplay(name, 20)
    expect(shown).toBe(`${'⟨U+202E⟩'.repeat(13)}…${'\u{1F600}'.repeat(2)}.png`)
  })

  it('writes out invisible characters of a name it does not shorten', () => {
    expect(fileNameForDisplay('holiday-\u202Egpj.exe')).toBe('holiday-⟨U+202E⟩gpj.exe')
  })
})
