import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeHiddenDetails, type DetectedFormat } from '@/lib/media'
import { ascii, concat, u32be, utf16le } from '../canaries/bytes'
import { planted as plantedText } from '../canaries/fixture'
import {
  hevcConfigurationCanaryFixtures,
  layeredHevcConfiguration,
  withAv1MetadataInConfiguration,
  withBoxAfter,
  withConfiguration,
  withConfigurationTail,
  withDecoderSpecificInfo,
  withFlacCommentInConfiguration,
} from '../canaries/iso'
import { userDataUnit } from '../canaries/mpegVideo'
import { decodedMd5, type DecodedStream } from '../decoders'
import { blobBytes, fixtureBytes } from '../loadFixture'

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

  it('writes E-AC-3’s dec3 from its fields, and cuts it after them', async () => {
    const sound = writtenByFfmpeg('eac3.mp4', [
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.5', '-c:a', 'eac3'],
    ])
    const canary = 'CANARY-m4a-dec3-tail'
    await expectCleaned(withConfigurationTail(sound, 'dec3', canary), canary, 'm4a', 'audio')
  })

  it('keeps a second view’s lhvC to its parameter sets, as hvcC', async () => {
    const canary = 'CANARY-mp4-lhvC'
    const planted = withBoxAfter(
      fixtureBytes('hevc-silent.mp4'),
      'hvcC',
      layeredHevcConfiguration(canary),
    )
    await expectCleaned(planted, canary, 'mp4', 'video')
  })

  it('keeps vpcC to its fields: VP9 defines no initialization data', async () => {
    const video = writtenByFfmpeg('vp9.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10:duration=0.5'],
      ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8'],
    ])
    const canary = 'CANARY-mp4-vpcC-data'
    const data = plantedText('Asha Rao', canary)
    const planted = withConfiguration(video, 'vpcC', (box) => {
      const grown = concat(box, data)
      grown.writeUInt16BE(data.length, 8 + 10)
      return grown
    })
    const { blob, remaining } = await removeHiddenDetails(new Blob([planted]), 'mp4')
    const cleaned = await blobBytes(blob)
    expect(holds(cleaned, canary)).toBe(false)
    expect(remaining).toEqual([])
    // ffmpeg refuses a vpcC with initialization data: the copy decodes as the video before it.
    const source = join(work, 'vp9.mp4')
    writeFileSync(`${source}.cleaned.mp4`, cleaned)
    expect(decodedMd5(`${source}.cleaned.mp4`, 'video')).toBe(decodedMd5(source, 'video'))
  })

  it('refuses a VP9 video whose vpcC is of a version other than 1, saying why', async () => {
    const video = writtenByFfmpeg('vp9-version.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10:duration=0.2'],
      ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8'],
    ])
    const planted = withConfiguration(video, 'vpcC', (box) => {
      const changed = Buffer.from(box)
      changed[8] = 0
      return changed
    })
    await expect(removeHiddenDetails(new Blob([planted]), 'mp4')).rejects.toThrow(
      'The video’s VP8 or VP9 settings (vpcC) are of a version TipWire cannot read, so it cannot be fully checked',
    )
  })

  it('drops the user data from MPEG-4 Visual’s headers, where FFmpeg writes its name', async () => {
    const bytes = writtenByFfmpeg('mpeg4.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc=size=176x144:rate=10:duration=1', '-c:v', 'mpeg4'],
    ])
    await expectCleaned(bytes, 'Lavc', 'mp4', 'video')
  })

  it('drops the user data from MPEG-2 video’s sequence header in esds, as some muxers write it', async () => {
    const source = writtenByFfmpeg('mpeg2.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc=size=176x144:rate=10:duration=1', '-c:v', 'mpeg2video'],
    ])
    // The stream's sequence header and extension, as its first frame opens with them.
    const sequenceStart = source.indexOf(Uint8Array.of(0, 0, 1, 0xb3))
    const pictures = source.indexOf(Uint8Array.of(0, 0, 1, 0xb8), sequenceStart)
    const sequence = source.subarray(sequenceStart, pictures)
    const canary = 'CANARY-mpeg2-esds'
    const info = concat(sequence, userDataUnit(canary))
    const planted = withConfiguration(source, 'esds', withDecoderSpecificInfo(info))
    await expectCleaned(planted, canary, 'mp4', 'video')
  })

  it('refuses another codec’s settings in esds, which it does not read: Vorbis’s hold its comments', async () => {
    const bytes = writtenByFfmpeg('vorbis.mp4', [
      ...[
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:duration=1',
        '-c:a',
        'libvorbis',
        '-strict',
        '-2',
      ],
    ])
    expect(holds(bytes, 'Lavf')).toBe(true)
    await expect(removeHiddenDetails(new Blob([bytes]), 'mp4')).rejects.toThrow(
      'The file’s codec settings (esds) are of a kind TipWire cannot read, so it cannot be fully checked',
    )
  })

  it('refuses an AAC configuration of a layout it does not read, saying why', async () => {
    const bytes = fixtureBytes('voice-memo.m4a')
    // The decoder-specific info (tag 5, a 4-byte size of 5) after the esds box's name, and in
    // its second byte GASpecificConfig's extension flag, which AAC LC leaves unset.
    const info = Buffer.from(bytes).indexOf(Uint8Array.of(5, 0x80, 0x80, 0x80, 5), 0) + 5
    const planted = bytes.slice()
    planted[info + 1] = (planted[info + 1] ?? 0) | 1
    await expect(removeHiddenDetails(new Blob([planted]), 'm4a')).rejects.toThrow(
      'The sound’s AAC settings (esds) are of a kind TipWire cannot read, so it cannot be fully checked',
    )
  })

  it.each([
    [
      'a codec’s global header (glbl)',
      'located.mp4',
      'avcC',
      'glbl',
      'The video holds codec settings TipWire cannot read (glbl), so it cannot be fully checked',
    ],
    [
      'AC-4’s configuration (dac4)',
      'voice-memo.m4a',
      'esds',
      'dac4',
      'The sound is AC-4, whose settings TipWire cannot read (dac4), so it cannot be fully checked',
    ],
  ])('refuses a file holding %s, saying why', async (_place, source, after, type, reason) => {
    const body = plantedText('Asha Rao', `CANARY-${type}`)
    const planted = withBoxAfter(
      fixtureBytes(source),
      after,
      concat(u32be(8 + body.length), ascii(type), body),
    )
    await expect(removeHiddenDetails(new Blob([planted]), 'mp4')).rejects.toThrow(reason)
  })
})
