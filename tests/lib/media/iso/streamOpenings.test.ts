import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeHiddenDetails } from '@/lib/media'
import { ascii, utf16le } from '../canaries/bytes'
import {
  withNalUnitAfterSlices,
  withDataStreamElementInFirstFrame,
  withEscapedUserDataSeiInFirstSample,
  withHdr10PlusInFirstSample,
  withUserDataSeiInChunks,
  withUserDataSeiInFirstFragment,
  withSuffixSeiInFirstSample,
  withUserDataSeiInFirstSample,
} from '../canaries/iso'
import { found } from '../canaries/ebml'
import { matroskaCanaryFixtures } from '../canaries/matroska'
import { decodedMd5, pictureHeaderTrace } from '../decoders'
import { blobBytes, fixtureBytes } from '../loadFixture'
import { cleanedCopy } from '../cleanedCopy'
import { writeVideo } from '../../../../scripts/media-fixtures/droneVideo.mjs'

const work = mkdtempSync(join(tmpdir(), 'stream-user-data-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const holds = (bytes: Uint8Array, text: string) =>
  [ascii(text), utf16le(text)].some((form) => Buffer.from(bytes).includes(form))

/**
 * The type and size of every SEI message in the picture stream, as FFmpeg's own bitstream
 * reader (the trace_headers filter) parses them: what blanking must not move.
 */
function seiMessages(path: string) {
  const { trace: stderr } = pictureHeaderTrace(path)
  return [...stderr.matchAll(/(last_payload_(?:type|size)_byte)\s+\d+ = (\d+)$/gm)].map(
    ([, field, value]) => `${field} ${value}`,
  )
}

/** Cleans `planted`, writes it and its cleaned copy as `name`, and gives what the engine said. */
async function cleanedBeside(planted: Uint8Array, name: string, format: 'mp4' | 'm4a') {
  const { cleaned, removed, remaining } = await cleanedCopy(planted, format)
  const path = join(work, name)
  writeFileSync(path, planted)
  writeFileSync(`${path}.cleaned.${format}`, cleaned)
  return { cleaned, removed, remaining, path, cleanedPath: `${path}.cleaned.${format}` }
}

describe('data in a stream’s frames that decoders skip', () => {
  it.each([
    ['located.mp4', 'avc', 'x264 - core 164'],
    ['hevc-silent.mp4', 'hevc', undefined],
  ] as const)(
    'is blanked in %s where it lies, and the picture decodes the same',
    async (source, codec, encoder) => {
      const canary = `CANARY-mp4-sei-${codec}`
      const planted = withUserDataSeiInFirstSample(fixtureBytes(source), canary, codec)
      expect(holds(planted, canary)).toBe(true)
      const { cleaned, removed, remaining, encoderInStream } = await cleanedCopy(planted, 'mp4')
      expect(cleaned.length).toBe(planted.length)
      expect(holds(cleaned, canary)).toBe(false)
      expect(holds(cleaned, 'Asha Rao')).toBe(false)
      expect(removed).toContain('other')
      expect(remaining).toEqual([])
      expect(encoderInStream).toBe(encoder)
      const path = join(work, `${codec}.mp4`)
      writeFileSync(path, planted)
      writeFileSync(`${path}.cleaned.mp4`, cleaned)
      expect(decodedMd5(`${path}.cleaned.mp4`, 'video')).toBe(decodedMd5(path, 'video'))
    },
  )

  it('blanks a data stream element that opens an AAC stream, and the sound decodes the same', async () => {
    const canary = 'CANARY-m4a-aac-dse'
    const planted = withDataStreamElementInFirstFrame(fixtureBytes('voice-memo.m4a'), canary)
    expect(holds(planted, canary)).toBe(true)
    const { cleaned, removed, remaining } = await cleanedCopy(planted, 'm4a')
    expect(cleaned.length).toBe(planted.length)
    expect(holds(cleaned, canary)).toBe(false)
    expect(removed).toContain('other')
    expect(remaining).toEqual([])
    const path = join(work, 'aac.m4a')
    writeFileSync(path, planted)
    writeFileSync(`${path}.cleaned.m4a`, cleaned)
    expect(decodedMd5(`${path}.cleaned.m4a`, 'audio')).toBe(decodedMd5(path, 'audio'))
  })

  it('blanks SEI user data that opens a fragmented recording’s picture', async () => {
    const canary = 'CANARY-mp4-sei-fragment'
    const planted = withUserDataSeiInFirstFragment(fixtureBytes('fragmented.mp4'), canary)
    expect(holds(planted, canary)).toBe(true)
    const { cleaned, removed, remaining } = await cleanedCopy(planted, 'mp4')
    expect(holds(cleaned, canary)).toBe(false)
    expect(removed).toContain('other')
    expect(remaining).toEqual([])
    const path = join(work, 'fragmented.mp4')
    writeFileSync(path, planted)
    writeFileSync(`${path}.cleaned.mp4`, cleaned)
    expect(decodedMd5(`${path}.cleaned.mp4`, 'video')).toBe(decodedMd5(path, 'video'))
  })

  it('blanks a suffix SEI’s user data after an HEVC picture’s slices, and the picture decodes the same', async () => {
    const canary = 'CANARY-mp4-hevc-suffix-sei'
    const planted = withSuffixSeiInFirstSample(fixtureBytes('hevc-silent.mp4'), canary)
    expect(holds(planted, canary)).toBe(true)
    const { cleaned, removed, remaining, path, cleanedPath } = await cleanedBeside(
      planted,
      'suffix.mp4',
      'mp4',
    )
    expect(cleaned.length).toBe(planted.length)
    expect(holds(cleaned, canary)).toBe(false)
    expect(removed).toContain('other')
    expect(remaining).toEqual([])
    expect(decodedMd5(cleanedPath, 'video')).toBe(decodedMd5(path, 'video'))
  })

  it('keeps the escaping of an SEI around its blanked payload, so every message reads as before', async () => {
    const canary = 'CANARY-mp4-escaped-sei'
    const planted = withEscapedUserDataSeiInFirstSample(fixtureBytes('located.mp4'), canary)
    expect(holds(planted, canary)).toBe(true)
    const { cleaned, remaining, path, cleanedPath } = await cleanedBeside(
      planted,
      'escaped.mp4',
      'mp4',
    )
    expect(holds(cleaned, canary)).toBe(false)
    expect(remaining).toEqual([])
    const messages = seiMessages(path)
    expect(messages).toContain('last_payload_type_byte 3')
    expect(seiMessages(cleanedPath)).toEqual(messages)
    expect(decodedMd5(cleanedPath, 'video')).toBe(decodedMd5(path, 'video'))
  })

  it.each([
    ['an MP4', 'first', []],
    ['an MP4', 'fifth', []],
    [
      'a fragmented MP4',
      'first',
      ['-movflags', '+frag_keyframe+empty_moov', '-frag_duration', '500000'],
    ],
  ])(
    'blanks the padding of an Opus packet in %s (the %s), and the sound decodes the same',
    async (kind, nth, options) => {
      const fixture = matroskaCanaryFixtures().find(({ name }) =>
        name.endsWith(`as webm: the padding of the ${nth} Opus packet`),
      )
      const { bytes, canaries } = found(fixture, 'Opus padding canary')
      const webm = join(work, `opus-padding-${nth}.webm`)
      writeFileSync(webm, bytes)
      const mp4 = join(work, `opus-padding-${nth}-${options.length}.mp4`)
      execFileSync('ffmpeg', [
        ...['-v', 'error', '-i', webm, '-map', '0:a:0', '-c', 'copy', '-map_metadata', '-1'],
        ...options,
        ...['-fflags', '+bitexact', '-f', 'mp4', mp4],
      ])
      const planted = new Uint8Array(readFileSync(mp4))
      for (const canary of canaries) expect(holds(planted, canary)).toBe(true)
      const { cleaned, removed, remaining, path, cleanedPath } = await cleanedBeside(
        planted,
        `opus-${nth}-${kind.replaceAll(' ', '-')}.mp4`,
        'm4a',
      )
      expect(canaries.filter((canary) => holds(cleaned, canary))).toEqual([])
      expect(removed).toContain('other')
      expect(remaining).toEqual([])
      expect(decodedMd5(cleanedPath, 'audio')).toBe(decodedMd5(path, 'audio'))
    },
  )

  it.each([
    ['filler data', 0x0c, []],
    ['a unit of a type decoders ignore', 0x1e, []],
    ['an SEI message of a type no decoder knows', 0x06, [200]],
    ['an SEI message of SEI’s filler payload', 0x06, [3]],
  ])(
    'is blanked in %s after a picture’s slices, and the picture decodes the same',
    async (_, header, messageType) => {
      const canary = `CANARY-mp4-nal-${header}-${messageType.join('')}`
      const text = Buffer.concat([ascii(`Asha Rao ${canary}`), utf16le(canary)])
      // An SEI unit holds messages: the type, the size, then the text.
      const body = Buffer.concat([
        Buffer.from([...messageType, ...(messageType.length ? [text.length] : [])]),
        text,
      ])
      const planted = withNalUnitAfterSlices(fixtureBytes('located.mp4'), header, body)
      expect(holds(planted, canary)).toBe(true)
      const { cleaned, removed, remaining, path, cleanedPath } = await cleanedBeside(
        planted,
        `nal-unit-${header}-${messageType.join('')}.mp4`,
        'mp4',
      )
      expect(holds(cleaned, canary)).toBe(false)
      expect(holds(cleaned, 'Asha Rao')).toBe(false)
      expect(cleaned.length).toBe(planted.length)
      expect(removed).toContain('other')
      expect(remaining).toEqual([])
      expect(decodedMd5(cleanedPath, 'video')).toBe(decodedMd5(path, 'video'))
    },
  )

  it('keeps HDR10+ brightness metadata, which holds numbers a screen is lit by', async () => {
    const { bytes, metadata } = withHdr10PlusInFirstSample(fixtureBytes('located.mp4'))
    const { blob, remaining } = await removeHiddenDetails(
      new Blob([bytes as Uint8Array<ArrayBuffer>]),
      'mp4',
    )
    expect(Buffer.from(await blobBytes(blob)).includes(metadata)).toBe(true)
    expect(remaining).toEqual([])
  })

  it.each([
    [
      'in every chunk, as captions are',
      { first: 'CANARY-mov-sei-first', last: 'CANARY-mov-sei-last' },
    ],
    ['from a later chunk on, the opening holding none', { last: 'CANARY-mov-sei-only-last' }],
  ])('blanks user data %s, and the picture decodes the same', async (name, canaries) => {
    const planted = withUserDataSeiInChunks(fixtureBytes('apple-keys.mov'), canaries)
    const { cleaned, removed, remaining, path, cleanedPath } = await cleanedBeside(
      planted,
      `sei-chunks-${name.replaceAll(' ', '-')}.mov`,
      'mp4',
    )
    for (const canary of Object.values(canaries)) expect(holds(cleaned, canary)).toBe(false)
    expect(cleaned.length).toBe(planted.length)
    expect(removed).toContain('other')
    expect(remaining).toEqual([])
    expect(decodedMd5(cleanedPath, 'video')).toBe(decodedMd5(path, 'video'))
  })

  it('blanks a caption in every frame between a removed track’s samples, which stay zeroed', async () => {
    const path = join(work, 'captions-and-subtitles.mp4')
    writeVideo(path, { subtitles: true, captions: true, length: 20 })
    const planted = new Uint8Array(readFileSync(path))
    expect(holds(planted, 'SN:DJI0AB12345')).toBe(true)
    expect(holds(planted, 'SN DJI0AB12345')).toBe(true)
    const { cleaned, remaining } = await cleanedCopy(planted, 'mp4')
    expect(holds(cleaned, 'DJI0AB12345')).toBe(false)
    expect(holds(cleaned, '12.9716')).toBe(false)
    expect(remaining).toEqual([])
  })

  it('blanks a caption in one frame of six hundred, which a check’s reads pass over', async () => {
    const path = join(work, 'one-caption.mp4')
    // The 166th frame, in the sixth second's chunk, which a check's spread of reads passes over.
    writeVideo(path, { captions: 165, length: 20 })
    const planted = new Uint8Array(readFileSync(path))
    expect(holds(planted, 'SN DJI0AB12345')).toBe(true)
    const { cleaned, removed, remaining } = await cleanedCopy(planted, 'mp4')
    expect(holds(cleaned, 'DJI0AB12345')).toBe(false)
    expect(cleaned.length).toBe(planted.length)
    expect(removed).toContain('other')
    expect(remaining).toEqual([])
  })

  it('blanks a caption in every frame of a fragmented recording, fragment by fragment', async () => {
    const source = join(work, 'captions.mp4')
    const fragmented = join(work, 'captions-fragmented.mp4')
    writeVideo(source, { captions: true, length: 20 })
    execFileSync('ffmpeg', [
      ...['-v', 'quiet', '-i', source, '-c', 'copy'],
      ...['-movflags', '+frag_keyframe+empty_moov', '-frag_duration', '500000', fragmented],
    ])
    const planted = new Uint8Array(readFileSync(fragmented))
    expect(holds(planted, 'SN DJI0AB12345')).toBe(true)
    const { cleaned, remaining } = await cleanedCopy(planted, 'mp4')
    expect(holds(cleaned, 'DJI0AB12345')).toBe(false)
    expect(cleaned.length).toBe(planted.length)
    expect(remaining).toEqual([])
  })

  it('blanks user data in a later fragment, as a fragmented file is read', async () => {
    const planted = join(work, 'later-fragment.mov')
    writeFileSync(
      planted,
      withUserDataSeiInChunks(fixtureBytes('apple-keys.mov'), {
        first: 'CANARY-mp4-sei-first-fragment',
        last: 'CANARY-mp4-sei-later-fragment',
      }),
    )
    const fragmented = join(work, 'later-fragment.mp4')
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-i', planted, '-map', '0:v:0', '-c', 'copy', '-map_metadata', '-1'],
      ...['-movflags', '+frag_keyframe+empty_moov', '-frag_duration', '200000', fragmented],
    ])
    const bytes = readFileSync(fragmented)
    expect(holds(bytes, 'CANARY-mp4-sei-later-fragment')).toBe(true)
    const { blob, remaining } = await removeHiddenDetails(new Blob([bytes]), 'mp4')
    const cleaned = await blobBytes(blob)
    expect(holds(cleaned, 'CANARY-mp4-sei-first-fragment')).toBe(false)
    expect(holds(cleaned, 'CANARY-mp4-sei-later-fragment')).toBe(false)
    expect(remaining).toEqual([])
  })
})
