// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { blockFrames } from '@/lib/media/matroska/blockFrames'

/** A block's header for track 1 (an EBML number of one byte), timestamp 0, and `lacing` bits. */
const header = (lacing: number) => [0x81, 0, 0, lacing]
const FIXED = 0x04

describe("a Matroska block's frames", () => {
  it('takes fixed-size frames from the whole block, when only its start was read', () => {
    // Four frames of 1,000 bytes: the block is 4 + 1 + 4,000 bytes, of which 2,500 were read.
    const read = Uint8Array.from([...header(FIXED), 3, ...new Array<number>(2495).fill(7)])
    expect(blockFrames(read, 4005)).toEqual([
      { start: 5, end: 1005 },
      { start: 1005, end: 2005 },
      { start: 2005, end: 2500 },
    ])
  })

  it('drops frames past what lacing that does not add up gives, when the block was read whole', () => {
    const block = Uint8Array.from([...header(0x02), 1, 200, ...new Array<number>(50).fill(7)])
    expect(blockFrames(block)).toEqual([])
  })
})
