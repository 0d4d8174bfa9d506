// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatFileSize } from '@/lib/i18n/formatFileSize'

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [2, '2 bytes'],
    [1023, '1,023 bytes'],
    [1024, '1 kB'],
    [2048, '2 kB'],
    [1536, '1.5 kB'],
    [2_500_000, '2.4 MB'],
    [1_048_575, '1 MB'],
    [25 * 1024 * 1024, '25 MB'],
    [500 * 1024 * 1024, '500 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [5 * 1024 ** 4, '5,120 GB'],
  ])('shows %i bytes as %s', (size, shown) => {
    expect(formatFileSize(size)).toBe(shown)
  })
})
