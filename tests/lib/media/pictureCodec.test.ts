import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny'
import { afterAll, describe, expect, it } from 'vitest'
import { readPictureCodec, type DetectedFormat } from '@/lib/media'
import { fixtureBytes } from './loadFixture'

const folder = mkdtempSync(join(tmpdir(), 'tipwire-picture-codec-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** A second of picture in `codec` and `container`, made by ffmpeg: AV1 and HEVC in Matroska are in no fixture. */
function made(name: string, codecArguments: string[]) {
  const path = join(folder, name)
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '1'],
    ...codecArguments,
    path,
  ])
  return new Uint8Array(readFileSync(path))
}

/**
 * The codec string mediabunny, a reader of its own, gives the first picture track. It names
 * every HEVC track hev1, where the sample entry may say hvc1: decoders take both alike.
 */
async function mediabunnysCodec(bytes: Uint8Array) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS })
  try {
    const codec = await (await input.getPrimaryVideoTrack())?.getCodecParameterString()
    return codec?.replace(/^hev1/, 'hvc1') ?? null
  } finally {
    input.dispose()
  }
}

const fixtures: [string, DetectedFormat][] = [
  ['faces-moving.mp4', 'mp4'],
  ['faces-moving-hevc.mov', 'mov'],
  ['hevc-with-sound.mp4', 'mp4'],
  ['3gpp-user-data.mp4', 'mp4'],
  ['screen-recording.webm', 'webm'],
]

describe("a video's picture codec, as a decoder is asked about it", () => {
  it.each(fixtures)('names the picture of %s as mediabunny does', async (name, format) => {
    const bytes = fixtureBytes(name)
    expect(await readPictureCodec(new Blob([bytes]), format)).toBe(await mediabunnysCodec(bytes))
  })

  it.each([
    ['AV1 in MP4', 'av1.mp4', 'mp4', ['-c:v', 'libsvtav1']],
    ['HEVC in Matroska', 'hevc.mkv', 'mkv', ['-c:v', 'libx265', '-x265-params', 'log-level=none']],
    [
      'H.264 High in Matroska',
      'avc.mkv',
      'mkv',
      ['-c:v', 'libx264', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
    ],
  ] as const)('names %s as mediabunny does', async (_, name, format, codecArguments) => {
    const bytes = made(name, [...codecArguments])
    expect(await readPictureCodec(new Blob([bytes]), format)).toBe(await mediabunnysCodec(bytes))
  })

  it.each([
    ['faces-moving.webm', 'webm'],
    ['tagged.mkv', 'mkv'],
  ] as const)(
    'names VP9 in %s as its commonest profile, as WebM keeps no vpcC',
    async (name, format) => {
      expect(await readPictureCodec(new Blob([fixtureBytes(name)]), format)).toBe('vp09.00.10.08')
    },
  )

  it('names a feature phone’s H.263 by its sample entry, which no browser decodes', async () => {
    expect(await readPictureCodec(new Blob([fixtureBytes('feature-phone.3gp')]), '3gp')).toBe(
      's263',
    )
  })

  it('finds no picture in a recording of sound alone', async () => {
    expect(await readPictureCodec(new Blob([fixtureBytes('voice-memo.m4a')]), 'm4a')).toBeNull()
    expect(await readPictureCodec(new Blob([fixtureBytes('recorder.m4a')]), 'mp4')).toBeNull()
  })
})
