import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeHiddenDetails, type DetectedFormat } from '@/lib/media'
import { ascii, utf16le } from '../canaries/bytes'
import {
  hevcConfigurationCanaryFixtures,
  withAv1MetadataInConfiguration,
  withConfigurationTail,
  withFlacCommentInConfiguration,
} from '../canaries/iso'
import { decodedMd5, type DecodedStream } from '../decoders'
import { blobBytes } from '../loadFixture'

const work = mkdtempSync(join(tmpdir(), 'configurations-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const holds = (bytes: Uint8Array, text: string) =>
  [ascii(text), utf16le(text)].some((form) => Buffer.from(bytes).includes(form))

/** An MP4 ffmpeg writes with `args` (its input and codec), with no metadata of its own. */
function writtenByFfmpeg(name: string, args: readonly string[]) {
  const path = join(work, name)
  execFileSync('ffmpeg', ['-v', 'error', ...args, '-map_metadata', '-1', '-f', 'mp4', path])
  return readFileSync(path)
}

/**
 * The planted file cleaned: the same length, no canary left in any form nor the name planted
 * with it, nothing left to read, and its picture or sound decoded by ffmpeg as the planted file's.
 */
async function expectCleaned(
  bytes: Uint8Array,
  canary: string,
  format: DetectedFormat,
  stream: DecodedStream,
) {
  expect(holds(bytes, canary)).toBe(true)
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>])
  const { blob: sent, remaining, encoderInStream } = await removeHiddenDetails(blob, format)
  const cleaned = await blobBytes(sent)
  expect(cleaned.length).toBe(bytes.length)
  expect(holds(cleaned, canary)).toBe(false)
  expect(holds(cleaned, 'Asha Rao')).toBe(false)
  expect(remaining).toEqual([])
  expect(encoderInStream).toBeUndefined()
  const planted = join(work, `${canary}.${format}`)
  writeFileSync(planted, bytes)
  writeFileSync(`${planted}.cleaned.${format}`, cleaned)
  expect(decodedMd5(`${planted}.cleaned.${format}`, stream)).toBe(decodedMd5(planted, stream))
  return cleaned
}

describe('codec configurations, rewritten to what decoding needs', () => {
  it.each(hevcConfigurationCanaryFixtures().map((fixture) => [fixture.name, fixture] as const))(
    'keeps an HEVC video’s hvcC to its parameter sets: %s',
    async (_name, { bytes, canaries: [canary = ''] }) => {
      await expectCleaned(bytes, canary, 'mp4', 'video')
    },
  )

  it('drops the metadata OBUs of an AV1 video’s av1C', async () => {
    const video = writtenByFfmpeg('av1.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10:duration=0.5'],
      ...['-c:v', 'libaom-av1', '-cpu-used', '8', '-crf', '50'],
    ])
    const canary = 'CANARY-mp4-av1C-metadata'
    await expectCleaned(withAv1MetadataInConfiguration(video, canary), canary, 'mp4', 'video')
  })

  it('keeps STREAMINFO alone in FLAC’s dfLa, its MD5 of the sound zeroed', async () => {
    // FLAC in MP4 is experimental in ffmpeg's muxer, which writes STREAMINFO alone in dfLa.
    const sound = writtenByFfmpeg('flac.mp4', [
      ...['-i', resolve('tests/fixtures/media/recording.flac'), '-map', '0:a', '-c:a', 'copy'],
      ...['-strict', '-2'],
    ])
    const canary = 'CANARY-m4a-dfLa-comment'
    const planted = withFlacCommentInConfiguration(sound, canary)
    const cleaned = await expectCleaned(planted, canary, 'm4a', 'audio')
    // STREAMINFO's MD5: its last 16 bytes, after dfLa's header, version and flags, block header.
    const md5At = Buffer.from(cleaned).indexOf('dfLa') + 4 + 4 + 4 + 18
    expect(planted.subarray(md5At, md5At + 16).some((byte) => byte !== 0)).toBe(true)
    expect(cleaned.subarray(md5At, md5At + 16)).toEqual(new Uint8Array(16))
  })

  it('cuts Opus’s dOps after its fields', async () => {
    const sound = writtenByFfmpeg('opus.mp4', [
      ...['-i', resolve('tests/fixtures/media/voice-note.opus'), '-map', '0:a', '-c:a', 'copy'],
    ])
    const canary = 'CANARY-m4a-dOps-tail'
    await expectCleaned(withConfigurationTail(sound, 'dOps', canary), canary, 'm4a', 'audio')
  })
})
