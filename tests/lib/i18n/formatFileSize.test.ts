// @vitest-environment node
import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { formatFileSize } from '@/lib/i18n/formatFileSize'
import { isolatedRightToLeft } from '../../support/languages'

describe('formatFileSize', () => {
  afterEach(() => i18n.activate('en-IN'))

  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [2, '2 bytes'],
    [1023, '1,023 bytes'],
    [1024, '1 kB'],
    [2048, '2 kB'],
    [1536, '1.5 kB'],
    [2196, '2.1 kB'],
    [2_500_000, '2.4 MB'],
    [1_048_575, '1 MB'],
    [25 * 1024 * 1024, '25 MB'],
    [500 * 1024 * 1024, '500 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [5 * 1024 ** 4, '5,120 GB'],
  ])('shows %i bytes as %s', (size, shown) => {
    expect(formatFileSize(size)).toBe(shown)
  })

  it('shows sizes in Hindi as English does, with its word for bytes', () => {
    i18n.loadAndActivate({ locale: 'hi-IN', messages: {} })
    expect(formatFileSize(2196)).toBe('2.1 kB')
    expect(formatFileSize(500)).toBe('500 बाइट')
  })

  it('shows sizes in Urdu digits with one decimal, isolated so that the number reads first', () => {
    i18n.loadAndActivate({ locale: 'ur-IN', messages: {} })
    expect(formatFileSize(2196)).toBe(isolatedRightToLeft('۲٫۱ kB'))
    expect(formatFileSize(25 * 1024 * 1024)).toBe(isolatedRightToLeft('۲۵ MB'))
    expect(formatFileSize(500)).toBe(isolatedRightToLeft('۵۰۰ بائٹس'))
  })
})
