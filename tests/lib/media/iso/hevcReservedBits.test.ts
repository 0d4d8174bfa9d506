import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { withPropertyPayload } from '../canaries/heif'
import { withConfiguration } from '../canaries/iso'
import { cleanedCopy } from '../cleanedCopy'
import { decodedMd5, heifPictureMd5 } from '../decoders'
import { fixtureBytes } from '../loadFixture'

const work = mkdtempSync(join(tmpdir(), 'hevc-reserved-bits-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/**
 * hvcC's bits reserved as ones (ISO/IEC 14496-15 §8.3.3.1), by payload byte: before
 * min_spatial_segmentation_idc, parallelismType, chromaFormat, bitDepthLumaMinus8 and
 * bitDepthChromaMinus8.
 */
const RESERVED_ONES = [
  [13, 0xf0],
  [15, 0xfc],
  [16, 0xfc],
  [17, 0xf8],
  [18, 0xf8],
] as const
/** The first array's header, after 22 bytes of fields and the count; its bit after completeness is reserved zero. */
const FIRST_ARRAY_AT = 23
const ARRAY_RESERVED_BIT = 0x40

/** The payload of the first hvcC box in `bytes`. */
function hvcCPayload(bytes: Uint8Array) {
  const at = Buffer.from(bytes).indexOf('hvcC') + 4
  const size = Buffer.from(bytes).readUInt32BE(at - 8)
  return bytes.subarray(at, at - 8 + size)
}

/** The payload with its reserved bits flipped from what the format defines: bits a writer chose. */
function withReservedBitsFlipped(payload: Uint8Array) {
  const flipped = Uint8Array.from(payload)
  for (const [at, ones] of RESERVED_ONES) flipped[at] = (flipped[at] ?? 0) & ~ones
  flipped[FIRST_ARRAY_AT] = (flipped[FIRST_ARRAY_AT] ?? 0) | ARRAY_RESERVED_BIT
  return flipped
}

/**
 * The reserved bits as the format defines them, and the fields beside them as they were (the
 * count of arrays aside: an SEI array goes).
 */
function expectReservedBitsWritten(cleaned: Uint8Array, original: Uint8Array) {
  const written = Uint8Array.from(original)
  for (const [at, ones] of RESERVED_ONES) written[at] = (written[at] ?? 0) | ones
  written[FIRST_ARRAY_AT] = (written[FIRST_ARRAY_AT] ?? 0) & ~ARRAY_RESERVED_BIT
  const fieldsAndFirstArray = (bytes: Uint8Array) => [
    ...bytes.subarray(0, FIRST_ARRAY_AT - 1),
    bytes[FIRST_ARRAY_AT],
  ]
  expect(fieldsAndFirstArray(cleaned)).toEqual(fieldsAndFirstArray(written))
}

describe('hvcC’s reserved bits', () => {
  it('are written as the format defines them in a video, and the picture decodes the same', async () => {
    const source = fixtureBytes('hevc-silent.mp4')
    const original = hvcCPayload(source)
    const planted = withConfiguration(source, 'hvcC', (box) =>
      Buffer.concat([box.subarray(0, 8), withReservedBitsFlipped(box.subarray(8))]),
    )
    const { cleaned, remaining } = await cleanedCopy(planted, 'mp4')
    expectReservedBitsWritten(hvcCPayload(cleaned), original)
    expect(remaining).toEqual([])
    const path = join(work, 'reserved.mp4')
    writeFileSync(path, planted)
    writeFileSync(`${path}.cleaned.mp4`, cleaned)
    expect(decodedMd5(`${path}.cleaned.mp4`, 'video')).toBe(decodedMd5(path, 'video'))
  })

  it('are written as the format defines them in a photo, and the picture draws the same', async () => {
    const source = fixtureBytes('motion-photo.heic')
    const original = hvcCPayload(source)
    const planted = withPropertyPayload(source, 'hvcC', withReservedBitsFlipped(original))
    const { cleaned, remaining } = await cleanedCopy(planted, 'heic')
    expectReservedBitsWritten(hvcCPayload(cleaned), original)
    expect(remaining).toEqual([])
    const path = join(work, 'reserved.heic')
    writeFileSync(path, planted)
    writeFileSync(`${path}.cleaned.heic`, cleaned)
    expect(heifPictureMd5(`${path}.cleaned.heic`)).toBe(heifPictureMd5(path))
  })
})
