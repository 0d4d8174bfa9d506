import { execFileSync } from 'node:child_process'
import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { withoutPngHiddenDetails } from '@/lib/media/png/chunks'
import { crc32 } from '../canaries/bytes'

const chunk = (type: string, data: Uint8Array) => {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

const JUNK = Buffer.from('Asha Rao, 12 MG Road')

/** A 2 × 1 picture of 1-bit indices, whose palette lists its two colours and then `extra`. */
function indexedPng(extra: Uint8Array) {
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 1, 1, 3, 0, 0, 0])
  const palette = Buffer.concat([Buffer.from([255, 0, 0, 0, 0, 255]), extra])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(Buffer.from([0, 0b0100_0000]))),
    chunk('IEND', new Uint8Array()),
  ])
}

/** The picture's RGBA pixels as ffmpeg draws them: its palette decoded (the palette alone is not). */
const decodedMd5 = (png: Uint8Array) =>
  execFileSync('ffmpeg', ['-v', 'error', '-i', 'pipe:0', '-pix_fmt', 'rgba', '-f', 'md5', '-'], {
    input: png,
  })
    .toString()
    .trim()

describe('a PNG palette', () => {
  it('is cut to the colours the bit depth can index, and draws the same picture', () => {
    const planted = indexedPng(Buffer.concat([JUNK, Buffer.alloc(3 - (JUNK.length % 3))]))
    const { bytes: cleaned, droppedData } = withoutPngHiddenDetails(planted)
    expect(Buffer.from(cleaned).includes('Asha Rao')).toBe(false)
    expect(droppedData).toBe(true)
    expect(decodedMd5(cleaned)).toBe(decodedMd5(planted))
    expect(Buffer.from(cleaned)).toEqual(indexedPng(new Uint8Array()))
  })
})

describe("a PNG's picture data", () => {
  it('is refused with its reason when its zlib stream cannot be walked to its end, never copied on trust', () => {
    const whole = indexedPng(new Uint8Array())
    const stream = deflateSync(Buffer.from([0, 0b0100_0000]))
    const cutShort = Buffer.from(whole).fill(
      0,
      whole.indexOf(stream) + 2,
      whole.indexOf(stream) + stream.length,
    )
    expect(() => withoutPngHiddenDetails(cutShort)).toThrow(
      'The PNG’s picture data could not be walked to its end',
    )
    expect(() => withoutPngHiddenDetails(whole)).not.toThrow()
  })
})
