// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { makeTipReference } from '@features/tipForm/tipReference'

/** A stand-in for crypto.getRandomValues that hands out the given bytes in order. */
const bytesInOrder = (bytes: number[]) => {
  const queue = [...bytes]
  return (target: Uint8Array<ArrayBuffer>) => {
    target.forEach((_, index) => {
      target[index] = queue.shift() ?? 0
    })
    return target
  }
}

describe('tip reference', () => {
  it('reads TW- and two groups of four characters without look-alikes', () => {
    for (let index = 0; index < 200; index += 1) {
      expect(makeTipReference()).toMatch(/^TW-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    }
  })

  it('maps random bytes onto the alphabet 23456789ABCDEFGHJKMNPQRSTUVWXYZ', () => {
    expect(makeTipReference(bytesInOrder([0, 1, 2, 3, 8, 30, 31, 61]))).toBe('TW-2345-AZ2Z')
  })

  it('drops bytes of 248 and above, which would favour the first characters', () => {
    const biased = [248, 255, 0, 1, 2, 3, 4, 5, 6, 252]
    expect(makeTipReference(bytesInOrder([...biased, 7, 8, 9]))).toBe('TW-2345-6789')
  })
})
