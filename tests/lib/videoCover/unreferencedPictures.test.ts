// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EncodedPacketSink } from 'mediabunny'
import { afterAll, describe, expect, it } from 'vitest'
import { skippedLeadingPictures, unreferencedPictures } from '@/lib/videoCover/unreferencedPictures'
import { withVideoInput } from '@/lib/videoCover/videoInput'
import { pictureHeaderTrace } from '../media/decoders'

const fixture = (name: string) => `tests/fixtures/media/${name}`

/** What `skippable` (made for the clip's stream) says of each of its packets, in decode order. */
async function saidOfClip(
  path: string,
  made: (config: VideoDecoderConfig) => (data: Uint8Array) => boolean = unreferencedPictures,
) {
  return withVideoInput(new Blob([readFileSync(path)]), async (input) => {
    const track = await input.getPrimaryVideoTrack()
    const config = await track?.getDecoderConfig()
    if (!track || !config) throw new Error(`${path} has no picture track`)
    const skippable = made(config)
    const said: boolean[] = []
    for await (const packet of new EncodedPacketSink(track).packets())
      said.push(skippable(packet.data))
    return said
  })
}

/**
 * Which of a clip's H.264 pictures no other refers to, in decode order, as FFmpeg's own
 * bitstream reader sees them: every slice of the picture with a nal_ref_idc of 0.
 */
function unreferencedByFFmpeg(path: string) {
  const { trace } = pictureHeaderTrace(path)
  const slices = [...trace.matchAll(/nal_ref_idc\s+\S+ = (\d+)\n.*nal_unit_type\s+\S+ = (\d+)/g)]
    .map(([, ref, type]) => ({ ref: Number(ref), type: Number(type) }))
    .filter(({ type }) => type === 1 || type === 5)
  return slices.map(({ ref }) => ref === 0)
}

describe('pictures no other picture refers to', () => {
  it('are the H.264 pictures FFmpeg reads as never referred to, B-frames of an x264 clip', async () => {
    const path = fixture('faces-moving.mp4')
    const said = await saidOfClip(path)
    expect(said).toEqual(unreferencedByFFmpeg(path))
    expect(said.filter(Boolean).length).toBeGreaterThan(0)
  })

  it('are none in a codec not read here (VP9)', async () => {
    expect(await saidOfClip(fixture('faces-moving.webm'))).not.toContain(true)
  })

  it('are none where the NAL units do not end with the packet, a picture brings parameter sets, or the lengths are unknown', () => {
    const unreferencedB = [0, 0, 0, 2, 0x01, 0x9e]
    const avcC = (lengthByte: number) => Uint8Array.of(1, 0x64, 0, 0x1f, lengthByte)
    const fromAvcC = unreferencedPictures({ codec: 'avc1.64001f', description: avcC(0xff) })
    expect(fromAvcC(Uint8Array.from(unreferencedB))).toBe(true)
    expect(fromAvcC(Uint8Array.from([...unreferencedB, 0]))).toBe(false)
    expect(fromAvcC(Uint8Array.from([0, 0, 0, 2, 0x21, 0x9e]))).toBe(false)
    // The same picture bringing a PPS, which the pictures after it are decoded with.
    expect(fromAvcC(Uint8Array.from([0, 0, 0, 2, 0x68, 0xce, ...unreferencedB]))).toBe(false)
    expect(unreferencedPictures({ codec: 'avc1.64001f' })(Uint8Array.from(unreferencedB))).toBe(
      false,
    )
  })
})

describe('HEVC pictures that skip random access', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tipwire-leading-pictures-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('are the RASL pictures FFmpeg reads after a clip that starts at a clean random access', async () => {
    // x265's open GOPs, cut at the key picture at 4 s: a CRA, then three RASL pictures whose
    // references were before it.
    const whole = join(folder, 'open-gops.mp4')
    const cut = join(folder, 'cut-at-cra.mp4')
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=s=320x240:r=30:d=6', '-c:v', 'libx265'],
      ...['-x265-params', 'keyint=60:min-keyint=60:open-gop=1:bframes=3:log-level=error'],
      ...['-tag:v', 'hvc1', whole],
    ])
    execFileSync('ffmpeg', ['-v', 'error', '-ss', '4.2', '-i', whole, '-c', 'copy', cut])
    const types = [...pictureHeaderTrace(cut).trace.matchAll(/nal_unit_type\s+\S+ = (\d+)/g)]
      .map(([, type]) => Number(type))
      .filter((type) => type < 32)
    const said = await saidOfClip(cut, skippedLeadingPictures)
    expect(said).toEqual(types.map((type) => type === 8 || type === 9))
    expect(said.slice(0, 4)).toEqual([false, true, true, true])
  })

  it('are none in H.264', async () => {
    expect(await saidOfClip(fixture('faces-moving.mp4'), skippedLeadingPictures)).not.toContain(
      true,
    )
  })
})
