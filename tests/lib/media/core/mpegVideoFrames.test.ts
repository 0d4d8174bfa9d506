import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ascii, utf16le } from '../canaries/bytes'
import { ID, childOf, matroskaTree, writeEbml } from '../canaries/ebml'
import { FIRST_SLICE, VOP, userDataUnit, withUserDataBefore } from '../canaries/mpegVideo'
import { cleanedCopy } from '../cleanedCopy'
import { decodedMd5 } from '../decoders'

const work = mkdtempSync(join(tmpdir(), 'mpeg-video-frames-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/**
 * How each codec is coded into a raw stream and read back: FFmpeg's MPEG-4 Visual repeats its
 * headers and its name (user data, "Lavc…") before each key frame in a raw stream.
 */
const CODECS = {
  mpeg4: { encoder: 'mpeg4', raw: 'm4v', before: VOP },
  mpeg2: { encoder: 'mpeg2video', raw: 'mpeg2video', demuxer: 'mpegvideo', before: FIRST_SLICE },
} as const

/** Eight frames of `codec` as FFmpeg codes them, in a raw stream. */
function rawStream(codec: keyof typeof CODECS) {
  const path = join(work, `source-${codec}`)
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10'],
    ...['-frames:v', '8', '-c:v', CODECS[codec].encoder, '-g', '4', '-f', CODECS[codec].raw, path],
  ])
  return new Uint8Array(readFileSync(path))
}

const holds = (bytes: Uint8Array, text: string) =>
  [ascii(text), utf16le(text)].some((form) => Buffer.from(bytes).includes(form))

/**
 * The file without the sequence header FFmpeg copies from an MPEG-2 stream into its codec
 * configuration (the esds's decoder-specific info, made a descriptor of a tag no reader takes;
 * Matroska's CodecPrivate, removed), which TipWire does not read and refuses: the header stays
 * in the key frames, where decoders find it.
 */
function withoutSequenceHeaderConfiguration(bytes: Uint8Array, container: 'mp4' | 'matroska') {
  if (container === 'mp4') {
    const esds = Buffer.from(bytes).indexOf('esds')
    const copy = Buffer.from(bytes)
    copy[copy.indexOf(Buffer.from([0x05, 0x80, 0x80, 0x80]), esds)] = 0x13
    return new Uint8Array(copy)
  }
  const { ebmlHeader, segment, tracks } = matroskaTree(bytes)
  tracks.children = tracks.children.filter((child) => child.id !== ID.crc32)
  const entry = childOf(tracks, ID.trackEntry)
  entry.children = entry.children.filter((child) => child.id !== ID.codecPrivate)
  return writeEbml([ebmlHeader, segment])
}

/** The planted raw stream of `codec` in `container`, as FFmpeg muxes it, packet for packet. */
function muxed(
  planted: Uint8Array,
  codec: keyof typeof CODECS,
  name: string,
  container: 'mp4' | 'matroska',
) {
  const input = join(work, `${name}.raw`)
  const output = join(work, `${name}.${container === 'mp4' ? 'mp4' : 'mkv'}`)
  const { raw, demuxer = raw } = { demuxer: undefined, ...CODECS[codec] }
  writeFileSync(input, planted)
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-fflags', '+genpts', '-f', demuxer, '-i', input, '-c', 'copy'],
    ...['-map_metadata', '-1', '-fflags', '+bitexact', '-f', container, output],
  ])
  const muxedBytes = new Uint8Array(readFileSync(output))
  if (codec === 'mpeg4') return { bytes: muxedBytes, path: output }
  const bytes = withoutSequenceHeaderConfiguration(muxedBytes, container)
  writeFileSync(output, bytes)
  return { bytes, path: output }
}

describe('MPEG video user data in coded frames', () => {
  it.each([
    ['mpeg4', 'mp4', 'mp4'],
    ['mpeg4', 'matroska', 'mkv'],
    ['mpeg2', 'mp4', 'mp4'],
    ['mpeg2', 'matroska', 'mkv'],
  ] as const)(
    'is blanked in every %s frame of %s, and the picture decodes the same',
    async (codec, container, format) => {
      const canaries = [
        `CANARY-${format}-${codec}-user-data-first`,
        `CANARY-${format}-${codec}-user-data-last`,
      ]
      const planted = withUserDataBefore(rawStream(codec), CODECS[codec].before, (at, count) => {
        if (at === 0) return userDataUnit(canaries[0] ?? '')
        return at === count - 1 ? userDataUnit(canaries[1] ?? '') : undefined
      })
      const { bytes, path } = muxed(planted, codec, `planted-${codec}-${format}`, container)
      for (const canary of canaries) expect(holds(bytes, canary)).toBe(true)
      const { cleaned, removed, remaining } = await cleanedCopy(bytes, format)
      const cleanedPath = `${path}.cleaned.${format}`
      writeFileSync(cleanedPath, cleaned)
      expect(cleaned.length).toBe(bytes.length)
      for (const canary of canaries) expect(holds(cleaned, canary)).toBe(false)
      expect(holds(cleaned, 'Asha Rao')).toBe(false)
      expect(removed).toContain('other')
      expect(remaining).toEqual([])
      expect(decodedMd5(cleanedPath, 'video')).toBe(decodedMd5(path, 'video'))
    },
  )

  it('keeps FFmpeg’s own MPEG-4 Visual user data before each key frame, and names it', async () => {
    const { bytes } = muxed(rawStream('mpeg4'), 'mpeg4', 'lavc', 'mp4')
    const { cleaned, encoderInStream } = await cleanedCopy(bytes, 'mp4')
    expect(encoderInStream).toMatch(/^Lavc\d/)
    expect(Buffer.from(cleaned).includes(ascii(encoderInStream ?? ''))).toBe(true)
  })

  it('keeps a unit naming Xvid, whose build FFmpeg’s decoder reads to work around its bugs', async () => {
    const xvid = Buffer.concat([Buffer.from([0, 0, 1, 0xb2]), ascii('XviD0064')])
    const planted = withUserDataBefore(rawStream('mpeg4'), VOP, (at) =>
      at === 1 ? xvid : undefined,
    )
    const { bytes } = muxed(planted, 'mpeg4', 'xvid', 'matroska')
    const { cleaned, remaining } = await cleanedCopy(bytes, 'mkv')
    expect(Buffer.from(cleaned).includes(xvid)).toBe(true)
    expect(remaining).toEqual([])
  })
})
