// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EncodedPacketSink, type EncodedPacket } from 'mediabunny'
import { afterAll, describe, expect, it } from 'vitest'
import { decodedPackets, fedTimes } from '@/lib/videoCover/decodedPackets'
import { unreferencedPictures } from '@/lib/videoCover/unreferencedPictures'
import { withVideoInput } from '@/lib/videoCover/videoInput'

const folder = mkdtempSync(join(tmpdir(), 'tipwire-decoded-packets-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** Three seconds of the moving faces, 320 × 240, encoded by x264 with `options`. */
function x264Clip(name: string, options: string[]) {
  const path = join(folder, `${name}.mp4`)
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-i', 'tests/fixtures/media/faces-moving.mp4', '-t', '3'],
    ...['-vf', 'scale=320:240,fps=30', '-an', '-c:v', 'libx264', ...options, path],
  ])
  return path
}

/**
 * The clip's packets, in decoding order, as the search hands them to the decoder: which it
 * leaves out (their indices), and how many of those are reference pictures.
 */
async function leftOutOf(path: string, followsReferences = true) {
  return withVideoInput(new Blob([readFileSync(path)]), async (input) => {
    const track = await input.getPrimaryVideoTrack()
    const config = await track?.getDecoderConfig()
    if (!track || !config) throw new Error(`${path} has no picture track`)
    const fed = fedTimes(true)
    const packets = decodedPackets(config, followsReferences, fed)
    const all: EncodedPacket[] = []
    const decoded = new Set<EncodedPacket>()
    const handOver = () => {
      for (const packet of packets.decoded()) {
        fed.add(packet.microsecondTimestamp)
        decoded.add(packet)
      }
    }
    for await (const packet of new EncodedPacketSink(track).packets()) {
      all.push(packet)
      packets.add(packet)
      handOver()
    }
    packets.end()
    handOver()
    const unreferenced = unreferencedPictures(config)
    const leftOut = all.flatMap((packet, index) => (decoded.has(packet) ? [] : [index]))
    const references = leftOut.filter(
      (index) => !unreferenced(all[index]?.data ?? new Uint8Array()),
    )
    const times = all.map((packet) => packet.microsecondTimestamp)
    return { leftOut, references: references.length, times }
  })
}

/** The MD5 of each frame FFmpeg decodes from `path`, in the order it shows them. */
const decodedFrames = (path: string) =>
  execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-map', '0:v', '-f', 'framemd5', '-'], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  })
    .split('\n')
    .filter((line) => /^\d/.test(line))
    .map((line) => line.split(',').at(-1)?.trim())

/**
 * `path`'s picture without the packets at `indices` (decoding order), as FFmpeg's noise filter
 * drops them, written as a raw H.264 stream: no times a muxer could shift.
 */
function withoutPackets(path: string, indices: number[]) {
  const out = join(folder, `without-${indices.length}-${path.split('/').at(-1)}.h264`)
  const drop = indices.map((index) => `eq(n\\,${index})`).join('+') || '0'
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-i', path, '-map', '0:v', '-c', 'copy'],
    ...['-bsf:v', `noise=drop=${drop}`, out],
  ])
  return out
}

/**
 * The frames FFmpeg decodes from the clip with the left-out packets dropped, beside those it
 * decodes from the whole clip at the kept pictures' places in showing order: the judge of
 * what the search leaves out, outside the code that chose it. A picture left out that another
 * was predicted from would change that other's pixels.
 */
function keptBesideWhole(path: string, { leftOut, times }: { leftOut: number[]; times: number[] }) {
  const whole = decodedFrames(path)
  const shown = times.toSorted((one, other) => one - other)
  const keptPlaces = times
    .filter((_, index) => !leftOut.includes(index))
    .map((time) => shown.indexOf(time))
    .toSorted((one, other) => one - other)
  return {
    kept: decodedFrames(withoutPackets(path, leftOut)),
    whole: keptPlaces.map((place) => whole[place]),
  }
}

describe('the packets the search decodes', () => {
  it.each([
    [
      "veryfast: one reference, B-pyramid, weighted P (the bench clip, OBS's default)",
      ['-preset', 'veryfast'],
      true,
    ],
    [
      'veryfast in four slices a picture',
      ['-preset', 'veryfast', '-x264-params', 'slices=4'],
      true,
    ],
    [
      'slow: five references, strict B-pyramid',
      ['-preset', 'slow', '-x264-params', 'b-pyramid=strict'],
      true,
    ],
    [
      'medium: three references, B-pyramid, every B-reference named by a picture after it',
      ['-preset', 'medium'],
      false,
    ],
  ])(
    'leave out the reference B-pictures no kept picture is predicted from, x264 %s',
    async (name, options, leavesOutReferences) => {
      const path = x264Clip(name.replace(/\W+/g, '-'), options)
      const search = await leftOutOf(path)
      const withoutFollowing = await leftOutOf(path, false)
      expect(search.references > 0).toBe(leavesOutReferences)
      expect(withoutFollowing.references).toBe(0)
      expect(search.leftOut.length - withoutFollowing.leftOut.length).toBe(search.references)
      const { kept, whole } = keptBesideWhole(path, search)
      expect(kept).toEqual(whole)
      expect(kept.length).toBeGreaterThan(0)
    },
  )

  it('leave out no reference picture where B-pictures are no reference (no B-pyramid)', async () => {
    const path = x264Clip('no-pyramid', ['-preset', 'medium', '-x264-params', 'b-pyramid=none'])
    const search = await leftOutOf(path)
    expect(search.references).toBe(0)
    expect(search.leftOut.length).toBeGreaterThan(0)
    const { kept, whole } = keptBesideWhole(path, search)
    expect(kept).toEqual(whole)
  })

  it('leave out no reference picture of an interlaced clip, whose fields are not followed', async () => {
    const path = x264Clip('interlaced', ['-preset', 'medium', '-flags', '+ildct+ilme'])
    expect((await leftOutOf(path)).references).toBe(0)
  })
})
