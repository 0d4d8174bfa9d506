import { describe, expect, it } from 'vitest'
import { formatAlternatives } from '@/lib/formatAlternatives'

describe('formatAlternatives', () => {
  it.each([
    [['PayPal', 'direct deposit', 'gift cards'], 'PayPal, direct deposit or gift cards'],
    [['PayPal', 'bank transfer'], 'PayPal or bank transfer'],
    [['PayPal'], 'PayPal'],
    [[], ''],
  ])('joins %j as %j', (items, joined) => {
    expect(formatAlternatives(items)).toBe(joined)
  })
})
