// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { payloadParts } from '@/lib/media/iso/file'

/** A 40-byte media data box whose payload counts up from 1, and its bytes as a Blob. */
const mediaData = { type: 'mdat', start: 0, payloadStart: 8, end: 40 }
const file = new Blob([Uint8Array.from({ length: 40 }, (_, index) => index + 1)])

const written = async (parts: BlobPart[]) => [
  ...new Uint8Array(await new Blob(parts).arrayBuffer()),
]

describe('a media data box written from its kept samples', () => {
  it('copies the kept samples with their patches over them and zeroes the rest', async () => {
    const kept = [
      { start: 10, end: 20 },
      { start: 30, end: 36 },
    ]
    const patches = [
      { start: 12, end: 14, part: new Uint8Array([0, 0]) },
      { start: 31, end: 32, part: new Blob([new Uint8Array([0xee])]) },
    ]
    const bytes = await written(payloadParts(file, mediaData, kept, patches))
    expect(bytes).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8],
      ...[0, 0],
      ...[11, 12, 0, 0, 15, 16, 17, 18, 19, 20],
      ...new Array<number>(10).fill(0),
      ...[31, 0xee, 33, 34, 35, 36],
      ...new Array<number>(4).fill(0),
    ])
  })

  it.each([
    ['between two kept samples', { start: 22, end: 24 }],
    ['across a kept sample’s end', { start: 18, end: 22 }],
  ])('refuses a patch %s rather than leave out what it blanks', (_, range) => {
    const kept = [
      { start: 10, end: 20 },
      { start: 30, end: 36 },
    ]
    const patch = { ...range, part: new Uint8Array(range.end - range.start) }
    expect(() => payloadParts(file, mediaData, kept, [patch])).toThrow(/cannot be cleaned/)
  })
})
