import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}

/** The 2 × 1 picture's control chunk for one animation frame, shown for 1/10 s. */
const frameControl = (sequence: number) =>
  chunk(
    'fcTL',
    Buffer.concat([
      u32(sequence),
      u32(2),
      u32(1),
      u32(0),
      u32(0),
      u32(0x0001000a),
      Buffer.from([0, 0]),
    ]),
  )

/** The 2 × 1 picture animated: its IDAT as the first frame, then `frames` as fdAT chunks. */
function animatedPng(frames: readonly Uint8Array[]) {
  const picture = indexedPng(new Uint8Array())
  const idat = picture.indexOf('IDAT') - 4
  const iend = picture.length - 12
  return Buffer.concat([
    picture.subarray(0, idat),
    chunk('acTL', Buffer.concat([u32(2), u32(0)])),
    frameControl(0),
    picture.subarray(idat, iend),
    frameControl(1),
    ...frames.map((frame, index) => chunk('fdAT', Buffer.concat([u32(2 + index), frame]))),
    picture.subarray(iend),
  ])
}

/** Each frame's pixels as ffmpeg's APNG decoder draws them (it reads a file, not a pipe). */
function framesMd5(png: Uint8Array) {
  const folder = mkdtempSync(join(tmpdir(), 'tipwire-apng-'))
  const path = join(folder, 'animated.png')
  writeFileSync(path, png)
  try {
    return execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'apng',
      '-i',
      path,
      '-pix_fmt',
      'rgba',
      '-f',
      'framemd5',
      '-',
    ])
      .toString()
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

describe("an animated PNG's frame data", () => {
  const frame = deflateSync(Buffer.from([0, 0b1000_0000]))

  it('ends where each frame’s zlib stream ends, later fdAT chunks going, and the frames draw the same', () => {
    const planted = animatedPng([Buffer.concat([frame, JUNK]), JUNK])
    const { bytes: cleaned, droppedData } = withoutPngHiddenDetails(planted)
    expect(Buffer.from(cleaned).includes(JUNK)).toBe(false)
    expect(droppedData).toBe(true)
    expect(Buffer.from(cleaned)).toEqual(animatedPng([frame]))
    expect(framesMd5(planted)).toHaveLength(2)
    expect(framesMd5(cleaned)).toEqual(framesMd5(planted))
  })

  it('is numbered again from 0 without a gap where a chunk went', () => {
    const split = animatedPng([frame.subarray(0, 4), frame.subarray(4)])
    const planted = Buffer.concat([
      split.subarray(0, split.indexOf('IEND') - 4),
      chunk('fcTL', frameControl(4).subarray(8, -4)),
      chunk('fdAT', Buffer.concat([u32(5), frame, JUNK])),
      chunk('fdAT', Buffer.concat([u32(6), JUNK])),
      split.subarray(split.indexOf('IEND') - 4),
    ])
    const { bytes: cleaned } = withoutPngHiddenDetails(planted)
    const sequences = [
      ...Buffer.from(cleaned)
        .toString('latin1')
        .matchAll(/fcTL|fdAT/g),
    ].map(({ index }) => Buffer.from(cleaned).readUInt32BE(index + 4))
    expect(sequences).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('says nothing went where an fdAT after the end of its frame’s stream held only its number', () => {
    const planted = animatedPng([frame, new Uint8Array()])
    const { bytes: cleaned, droppedData } = withoutPngHiddenDetails(planted)
    expect(Buffer.from(cleaned)).toEqual(animatedPng([frame]))
    expect(droppedData).toBe(false)
    expect(framesMd5(cleaned)).toEqual(framesMd5(planted))
  })
})
