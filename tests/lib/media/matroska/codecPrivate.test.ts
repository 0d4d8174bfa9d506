import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeHiddenDetails, type DetectedFormat } from '@/lib/media'
import { ascii, concat, u32be, u8, utf16le } from '../canaries/bytes'
import { ID, childOf, found, matroskaTree, writeEbml } from '../canaries/ebml'
import { planted } from '../canaries/fixture'
import { vorbisCommentList } from '../canaries/matroska'
import {
  hevcConfigurationCanaryFixtures,
  isoCanaryFixtures,
  withAv1Metadata,
} from '../canaries/iso'
import { decodedMd5, type DecodedStream } from '../decoders'
import { blobBytes } from '../loadFixture'

const work = mkdtempSync(join(tmpdir(), 'matroska-codec-private-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const holds = (bytes: Uint8Array, text: string) =>
  [ascii(text), utf16le(text)].some((form) => Buffer.from(bytes).includes(form))

/** `input`'s first stream copied into a Matroska `format` file by ffmpeg, as it is, with no tags. */
function remuxed(input: string, format: 'webm' | 'matroska', name: string) {
  const path = join(work, name)
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-i', input, '-map', '0:0', '-c', 'copy', '-map_metadata', '-1'],
    ...['-fflags', '+bitexact', '-f', format, path],
  ])
  return new Uint8Array(readFileSync(path))
}

/** The first track's CodecPrivate, changed by `change` (the Tracks' CRC-32, then wrong, goes). */
function withCodecPrivate(bytes: Uint8Array, change: (data: Uint8Array) => Uint8Array) {
  const { ebmlHeader, segment, tracks } = matroskaTree(bytes)
  tracks.children = tracks.children.filter((child) => child.id !== ID.crc32)
  const codecPrivate = childOf(childOf(tracks, ID.trackEntry), ID.codecPrivate)
  codecPrivate.data = change(found(codecPrivate.data, 'CodecPrivate'))
  return writeEbml([ebmlHeader, segment])
}

/**
 * Cleaned: the same length, none of `words` left in any form, nothing left for the engine's
 * reader, and the stream decoded by ffmpeg as before.
 */
async function expectCleaned(
  bytes: Uint8Array,
  words: readonly string[],
  format: DetectedFormat,
  stream: DecodedStream,
) {
  for (const word of words) expect(holds(bytes, word)).toBe(true)
  const { blob, remaining } = await removeHiddenDetails(new Blob([new Uint8Array(bytes)]), format)
  const cleaned = await blobBytes(blob)
  expect(cleaned.length).toBe(bytes.length)
  expect(words.filter((word) => holds(cleaned, word))).toEqual([])
  expect(remaining).toEqual([])
  const original = join(work, `original-${words[0]}.${format}`)
  writeFileSync(original, bytes)
  writeFileSync(`${original}.cleaned.${format}`, cleaned)
  expect(decodedMd5(`${original}.cleaned.${format}`, stream)).toBe(decodedMd5(original, stream))
  return cleaned
}

const FLAC_COMMENT_BLOCK = 4
const LAST_FLAC_BLOCK = 0x80
/** STREAMINFO's header after 'fLaC', and its MD5, its last 16 bytes. */
const STREAM_INFO_AT = 4
const MD5_AT = STREAM_INFO_AT + 4 + 18

/** FLAC's CodecPrivate with a VORBIS_COMMENT block after STREAMINFO. */
const withFlacComment = (canary: string) => (data: Uint8Array) => {
  const body = vorbisCommentList(canary)
  const header = concat(u8(FLAC_COMMENT_BLOCK | LAST_FLAC_BLOCK), u32be(body.length).subarray(1))
  const grown = concat(data, header, body)
  grown[STREAM_INFO_AT] = (data[STREAM_INFO_AT] ?? 0) & ~LAST_FLAC_BLOCK
  return grown
}

describe('Matroska codec configurations, written anew from their fields', () => {
  it('keeps STREAMINFO alone in FLAC’s CodecPrivate, its MD5 zeroed', async () => {
    const made = remuxed(resolve('tests/fixtures/media/recording.flac'), 'matroska', 'flac.mkv')
    const canary = 'CANARY-mkv-flac-comment'
    const bytes = withCodecPrivate(made, withFlacComment(canary))
    const cleaned = await expectCleaned(bytes, [canary, 'Asha Rao'], 'mkv', 'audio')
    const fLaC = Buffer.from(cleaned).indexOf('fLaC')
    expect(cleaned[fLaC + STREAM_INFO_AT]).toBe(LAST_FLAC_BLOCK)
    expect(cleaned.subarray(fLaC + MD5_AT, fLaC + MD5_AT + 16)).toEqual(new Uint8Array(16))
  })

  it('drops the metadata OBUs of an AV1 track’s av1C', async () => {
    const path = join(work, 'av1.webm')
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10:duration=0.5'],
      ...['-c:v', 'libaom-av1', '-cpu-used', '8', '-crf', '50', '-fflags', '+bitexact', path],
    ])
    const canary = 'CANARY-webm-av1C-metadata'
    const grow = withAv1Metadata(canary)
    const bytes = withCodecPrivate(readFileSync(path), (data) => grow(Buffer.from(data)))
    await expectCleaned(bytes, [canary, 'Asha Rao'], 'webm', 'video')
  })

  it('cuts AAC’s AudioSpecificConfig to its fields', async () => {
    const made = remuxed(resolve('tests/fixtures/media/voice.aac'), 'matroska', 'aac.mkv')
    const canary = 'CANARY-mkv-aac-tail'
    const bytes = withCodecPrivate(made, (data) => concat(data, planted('Asha Rao', canary)))
    await expectCleaned(bytes, [canary, 'Asha Rao'], 'mkv', 'audio')
  })

  it('refuses an AAC layout it does not read, rather than send what follows its fields', async () => {
    const made = remuxed(resolve('tests/fixtures/media/voice.aac'), 'matroska', 'aac-eld.mkv')
    // AAC-ELD (object type 39, escaped: 31 then 7), 48 kHz, mono, then an ELDSpecificConfig.
    const eld = Uint8Array.of(0xf8, 0xe6, 0x20, 0x00, 0x00)
    const bytes = withCodecPrivate(made, () => concat(eld, planted('Asha Rao', 'CANARY-mkv-eld')))
    await expect(removeHiddenDetails(new Blob([bytes]), 'mkv')).rejects.toThrow('CodecPrivate')
  })

  it('drops the user data from MPEG-4 Visual’s headers, where FFmpeg writes its name', async () => {
    const path = join(work, 'mpeg4.mkv')
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=176x144:rate=10:duration=1'],
      ...['-c:v', 'mpeg4', '-map_metadata', '-1', path],
    ])
    await expectCleaned(readFileSync(path), ['Lavc'], 'mkv', 'video')
  })

  it('refuses the settings of a codec it does not read: Theora’s hold a comment header', async () => {
    const path = join(work, 'theora.mkv')
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=5:duration=1'],
      ...['-c:v', 'libtheora', path],
    ])
    const bytes = readFileSync(path)
    expect(holds(bytes, 'Lavf')).toBe(true)
    await expect(removeHiddenDetails(new Blob([bytes]), 'mkv')).rejects.toThrow(
      'of a codec TipWire cannot read',
    )
  })

  it('drops the SEI units of an H.264 track’s avcC', async () => {
    const fixture = isoCanaryFixtures().find(
      ({ name, format }) => format === 'mp4' && name.endsWith('an SEI message in avcC'),
    )
    const { bytes, canaries } = found(fixture, 'H.264 canary')
    const planted = join(work, 'avc-sei.mp4')
    writeFileSync(planted, bytes)
    const made = remuxed(planted, 'matroska', 'avc-sei.mkv')
    await expectCleaned(made, [...canaries, 'Asha Rao'], 'mkv', 'video')
  })

  it('drops the SEI arrays of an HEVC track’s hvcC', async () => {
    const [fixture] = hevcConfigurationCanaryFixtures()
    const { bytes, canaries } = found(fixture, 'HEVC canary')
    const planted = join(work, 'hevc-sei.mp4')
    writeFileSync(planted, bytes)
    const made = remuxed(planted, 'matroska', 'hevc-sei.mkv')
    await expectCleaned(made, [...canaries, 'Asha Rao'], 'mkv', 'video')
  })
})
