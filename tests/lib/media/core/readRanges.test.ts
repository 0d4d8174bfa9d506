// @vitest-environment node
import { expect, it } from 'vitest'
import { readRanges } from '@/lib/media/core/blobBytes'

const SIZE = 200_000
const file = new Blob([Uint8Array.from({ length: SIZE }, (_, index) => index % 251)])
const expected = (start: number, end: number) =>
  Uint8Array.from({ length: Math.min(end, SIZE) - start }, (_, index) => (start + index) % 251)

it('reads each range, in the order asked, whether near, far, overlapping or past the end', async () => {
  const ranges = [
    { start: 150_000, end: 150_100 },
    { start: 10, end: 20 },
    { start: 15, end: 40 },
    { start: 5_000, end: 5_010 },
    { start: 199_990, end: 200_500 },
    { start: 60_000, end: 60_000 },
  ]
  const read = await readRanges(file, ranges)
  expect(read).toEqual(ranges.map(({ start, end }) => expected(start, end)))
})
