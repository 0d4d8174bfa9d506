import { describe, expect, it } from 'vitest'
import { formatCount, pluralForm } from '@/lib/formatCount'
import { formatRupees } from '@/lib/formatRupees'

// Intl is the reference: the app writes these out only to spare pages loading its locale data.
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
})

const samples = [
  0, 1, 2, 9, 10, 99, 100, 999, 1000, 1500, 9999, 10000, 99999, 100000, 123456, 999999, 1000000,
  12345678, 123456789, 1234567890, 2000.4, 2799.5, -1, -999, -1000, -150000, -2799.5,
]

describe('numbers grouped as en-IN writes them', () => {
  it.each(samples)('counts %d as Intl does, to the whole', (count) => {
    expect(formatCount(count)).toBe(
      new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(count),
    )
  })

  it.each(samples)('prices %d rupees as Intl does', (amount) => {
    expect(formatRupees(amount)).toBe(rupees.format(amount))
  })

  it.each([
    [1, 'point'],
    [0, 'points'],
    [2, 'points'],
    [5, 'points'],
    [11, 'points'],
    [21, 'points'],
    [101, 'points'],
  ])('calls %d karma %s', (count, word) => {
    expect(pluralForm(count, { one: 'point', other: 'points' })).toBe(word)
  })
})
