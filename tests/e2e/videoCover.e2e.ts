import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { boxesAt, type CoverTrack, type SoundChoice } from '@/lib/videoCover'
import { decodedMd5 } from '../lib/media/decoders'
import {
  cancelPicked,
  coverPicked,
  openPicked,
  rendererCpuSeconds,
  videoEnginePages,
} from './support/videoEngine'
import { leftIn } from './support/leftInFile'
import {
  areaOf,
  brightestInside,
  decodedFrames,
  psnrOutside,
  streamsOf,
  FILL_BRIGHTEST,
  type DecodedFrames,
  type FramesFiltered,
} from './support/videoFrames'
import { voiceOf } from './support/voiceMeasures'

const engine = videoEnginePages()
const fixture = (name: string) => resolve('tests/fixtures/media', name)
const folder = mkdtempSync(join(tmpdir(), 'tipwire-video-cover-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/**
 * The codec's edge: H.264 and VP9 code a picture in blocks, so a hard edge bleeds a pixel or two
 * into its neighbours. Inside, each box is judged 2 px in from its edges; outside, 2 px away.
 */
const EDGE_PX = 2
/**
 * The original is already lossy (H.264 at CRF 30, VP9 at CRF 40) and the covered file is encoded
 * once more, at mediabunny's 'high' quality for the frame's size: the worst frame measured 36 dB
 * from the MP4 and 38 dB from the WebM here, with no artefact to see. Below 30 dB artefacts are
 * plainly visible; a frame one step out of place (the faces move 3 px a frame) scores 23.5 dB,
 * and colours read with the wrong matrix (BT.601 for BT.709) 27 dB.
 */
const PSNR_OUTSIDE_DB = 30

/** The fixtures' faces, as tracks: fractions of the 320 × 240 picture, moving as ffmpeg moved them. */
const FACE_TRACKS: CoverTrack[] = [
  {
    id: 'left-to-right',
    keys: [
      { time: 0, x: 10 / 320, y: 20 / 240, width: 80 / 320, height: 96 / 240 },
      { time: 2, x: 110 / 320, y: 20 / 240, width: 80 / 320, height: 96 / 240 },
      { time: 4, x: 210 / 320, y: 20 / 240, width: 80 / 320, height: 96 / 240 },
    ],
  },
  {
    // Shown from 1 s to 3 s only: before and after, the face is the original's.
    id: 'right-to-left',
    keys: [
      { time: 1, x: 190 / 320, y: 124 / 240, width: 80 / 320, height: 96 / 240 },
      { time: 3, x: 110 / 320, y: 124 / 240, width: 80 / 320, height: 96 / 240 },
    ],
  },
]

/**
 * A box crossing the picture from its upper left to its lower right, wherever the faces are: for
 * clips whose picture is shown otherwise than stored.
 */
const CROSSING: CoverTrack[] = [
  {
    id: 'upper-left',
    keys: [
      { time: 0, x: 0.05, y: 0.1, width: 0.3, height: 0.2 },
      { time: 4, x: 0.6, y: 0.5, width: 0.3, height: 0.2 },
    ],
  },
]

/** `from` made `name`, with ffmpeg's `options` after its input. */
function made(name: string, from: string, options: string[]) {
  const path = join(folder, name)
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', from, ...options, path])
  return path
}

function written(name: string, bytes: Buffer) {
  const path = join(folder, name)
  writeFileSync(path, bytes)
  return path
}

/**
 * Every frame of `covered` against the same frame of `original`: inside each box showing at
 * the original frame's time, the fill; outside every box, close to the original, shown `as` the
 * covered file is where ffmpeg would not show it so itself.
 */
function expectCovered(
  coveredPath: string,
  originalPath: string,
  tracks: CoverTrack[],
  as?: (covered: DecodedFrames) => FramesFiltered,
) {
  const covered: DecodedFrames = decodedFrames(coveredPath)
  const original = decodedFrames(originalPath, as?.(covered))
  expect([covered.width, covered.height]).toEqual([original.width, original.height])
  expect(covered.pixels).toHaveLength(original.pixels.length)
  let brightest = 0
  let worstPsnr = Infinity
  let framesWithBoxes = 0
  covered.pixels.forEach((frame, index) => {
    const boxes = boxesAt(tracks, original.times[index] ?? NaN)
    if (boxes.length > 0) framesWithBoxes += 1
    for (const box of boxes) {
      brightest = Math.max(
        brightest,
        brightestInside(frame, covered, areaOf(box, covered, -EDGE_PX)),
      )
    }
    const around = boxes.map((box) => areaOf(box, covered, EDGE_PX))
    worstPsnr = Math.min(
      worstPsnr,
      psnrOutside(frame, original.pixels[index] as Buffer, covered, around),
    )
  })
  expect(framesWithBoxes).toBeGreaterThan(0)
  expect(brightest).toBeLessThanOrEqual(FILL_BRIGHTEST)
  expect(worstPsnr).toBeGreaterThanOrEqual(PSNR_OUTSIDE_DB)
}

/** Each sound packet's MD5, in order, as ffmpeg reads them without decoding. */
const soundPackets = (path: string) =>
  execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-map', '0:a:0', '-c', 'copy', '-f', 'framemd5', '-'],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    // stream, dts, pts, duration, size, MD5, then any side data (WebM's DiscardPadding).
    .map((line) => line.split(',')[5]?.trim())

/** The sound as ffmpeg decodes it: 48 kHz mono samples. */
const decodedSound = (path: string) =>
  execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-map', '0:a:0', '-ac', '1', '-ar', '48000', '-f', 's16le', '-'],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  )

describe('what the engine says of a video', () => {
  it('says how long and how large a video it can cover is, and that its sound can be kept or disguised', async () => {
    const page = await engine.pick(fixture('faces-moving.mp4'))
    expect(await openPicked(page)).toEqual({
      coverable: true,
      duration: 4,
      width: 320,
      height: 240,
      sound: { keepable: true, disguisable: true },
    })
    await page.close()
  })

  it("says an HEVC picture cannot be decoded here, with the track's codec", async () => {
    const page = await engine.pick(fixture('faces-moving-hevc.mov'))
    expect(await openPicked(page)).toEqual({
      coverable: false,
      reason: 'pictureNotDecodable',
      codec: expect.stringMatching(/^(hev1|hvc1)\./),
    })
    await page.close()
  })

  it('says a recording of sound alone has no picture', async () => {
    const page = await engine.pick(fixture('voice-memo.m4a'))
    expect(await openPicked(page)).toEqual({ coverable: false, reason: 'noPicture' })
    await page.close()
  })
})

describe.each(['faces-moving.mp4', 'faces-moving.webm'])('covering %s', (name) => {
  it.each<SoundChoice>(['keep', 'remove', 'disguise'])(
    'fills every box in every frame, keeps the rest, leaves nothing identifying, with the sound: %s',
    async (sound) => {
      const page = await engine.pick(fixture(name))
      const { bytes, container, progress } = await coverPicked(page, { tracks: FACE_TRACKS, sound })
      await page.close()
      // product.md §7: H.264 in MP4 where the browser encodes it, as Chromium here does.
      expect(container).toBe('mp4')
      const path = written(`${name}-${sound}.mp4`, bytes)
      expectCovered(path, fixture(name), FACE_TRACKS)

      if (sound === 'remove') expect(streamsOf(path, 'a')).toEqual([])
      else if (sound === 'disguise') {
        // Made anew as Opus: its pitch moved (disguiseVoice.e2e.ts states the bounds), its length kept.
        expect(streamsOf(path, 'a')).toEqual([{ codec_name: 'opus' }])
        const [original, disguised] = [voiceOf(fixture(name)), voiceOf(path)]
        expect(disguised.pitch / original.pitch).toBeLessThanOrEqual(0.92)
        expect(Math.abs(disguised.seconds - original.seconds)).toBeLessThanOrEqual(0.05)
      } else {
        // Copied packet for packet, never re-encoded.
        expect(soundPackets(path)).toEqual(soundPackets(fixture(name)))
        if (name.endsWith('.mp4'))
          expect(decodedMd5(path, 'audio')).toBe(decodedMd5(fixture(name), 'audio'))
        else {
          // WebM cuts the last Opus packet short (its DiscardPadding); ffmpeg decodes an MP4's
          // last packet whole, its own copy of the sound into MP4 too. So the copy decodes as
          // ffmpeg's copy does: the original's samples, then what is left of that packet.
          const ffmpegsCopy = made('sound-copied-by-ffmpeg.mp4', fixture(name), [
            '-map',
            '0:a',
            '-c',
            'copy',
          ])
          expect(decodedMd5(path, 'audio')).toBe(decodedMd5(ffmpegsCopy, 'audio'))
          const original = decodedSound(fixture(name))
          const copy = decodedSound(path)
          expect(copy.subarray(0, original.length).equals(original)).toBe(true)
          expect(copy.length - original.length).toBeLessThanOrEqual(0.02 * 48_000 * 2)
        }
      }

      expect(leftIn(path, bytes, folder)).toEqual({ identifying: [], words: [] })

      const shares = progress.map(({ done }) => done)
      expect(shares.at(-1)).toBe(1)
      expect(shares).toEqual([...shares].sort((a, b) => a - b))
      expect(
        progress.some(({ secondsLeft }) => secondsLeft !== undefined && secondsLeft >= 0),
      ).toBe(true)
    },
  )

  it('keeps the frames before and after a box as they were, among the covered ones', async () => {
    // Only the box shown from 1 s to 3 s: the frames before and after it go to the encoder as
    // decoded, the others copied out and covered (coveringFrames.ts), in one new file.
    const fromOneToThree = FACE_TRACKS.filter(({ id }) => id === 'right-to-left')
    const page = await engine.pick(fixture(name))
    const { bytes } = await coverPicked(page, { tracks: fromOneToThree, sound: 'keep' })
    await page.close()
    const path = written(`${name}-one-to-three.mp4`, bytes)
    expectCovered(path, fixture(name), fromOneToThree)
    expect(leftIn(path, bytes, folder)).toEqual({ identifying: [], words: [] })
  })
})

describe('a phone clip filmed upright', () => {
  it('covers the boxes where they are in the picture as shown', async () => {
    // The same clip, its picture stored turned and shown turned back a quarter, as phones write it.
    const rotated = made('rotated.mp4', fixture('faces-moving.mp4'), [
      ...['-c', 'copy', '-metadata:s:v:0', 'rotate=90'],
    ])
    const page = await engine.pick(rotated)
    expect(await openPicked(page)).toMatchObject({ coverable: true, width: 240, height: 320 })
    const { bytes } = await coverPicked(page, { tracks: CROSSING, sound: 'keep' })
    await page.close()
    expectCovered(written('rotated-covered.mp4', bytes), rotated, CROSSING)
  })
})

describe('pictures mediabunny would draw on a canvas to remake', () => {
  it('makes pixels that are not square square, and turns them upright, covering the boxes where they are shown', async () => {
    // Stored 320 × 240 with each pixel a third wider than high (as a DV camera stores 4:3 or
    // 16:9), and turned a quarter as a phone's clip is.
    const wide = made('wide-pixels.mp4', fixture('faces-moving.mp4'), [
      ...['-vf', 'setsar=4/3', '-c:v', 'libx264', '-crf', '18', '-c:a', 'copy'],
    ])
    const turned = made('wide-pixels-turned.mp4', wide, [
      ...['-c', 'copy', '-metadata:s:v:0', 'rotate=90'],
    ])
    const page = await engine.pick(turned)
    expect(await openPicked(page)).toMatchObject({ coverable: true, width: 240, height: 427 })
    const { bytes } = await coverPicked(page, { tracks: CROSSING, sound: 'keep' })
    await page.close()
    const path = written('wide-pixels-covered.mp4', bytes)
    // Square pixels, upright, the shape it was shown in (mediabunny rounds its sides to even).
    expect(decodedFrames(path)).toMatchObject({ width: 240, height: 428 })
    expectCovered(path, turned, CROSSING, ({ width, height }) => ({
      filter: `transpose=cclock,scale=${width}:${height}:flags=bilinear`,
      width,
      height,
    }))
  })

  it('mirrors a picture whose track says it is shown mirrored, covering the boxes where they are shown', async () => {
    // The track's matrix mirrors it left to right: -1 across, moved back by its width (16.16).
    const bytes = readFileSync(fixture('faces-moving.mp4'))
    const matrix = bytes.indexOf('tkhd') + 4 + 40
    bytes.writeInt32BE(-0x10000, matrix)
    bytes.writeInt32BE(320 * 0x10000, matrix + 24)
    const mirrored = written('mirrored.mp4', bytes)
    const page = await engine.pick(mirrored)
    expect(await openPicked(page)).toMatchObject({ coverable: true, width: 320, height: 240 })
    const { bytes: covered } = await coverPicked(page, { tracks: FACE_TRACKS, sound: 'keep' })
    await page.close()
    expectCovered(written('mirrored-covered.mp4', covered), mirrored, FACE_TRACKS, (size) => ({
      filter: 'hflip',
      ...size,
    }))
  })
})

describe("the worker's frame transformer", () => {
  it('remakes a frame as mediabunny draws it on its canvas: turned, mirrored, its pixels made square, I420 and NV12, odd sizes too', async () => {
    const page = await engine.pick(fixture('faces-moving.mp4'))
    const cases = await page.evaluate(async () => {
      const { VideoSample, registerVideoSampleTransformer, transformedByPlanes } =
        window.framePixels
      /** A dark frame with a bright block in its upper left, where only one turn puts it. */
      const marked = (format: 'I420' | 'NV12', width: number, height: number) => {
        const bytes = new Uint8Array(width * height * 2).fill(128).fill(30, 0, width * height)
        for (let y = 4; y < 16; y++) bytes.fill(220, y * width + 6, y * width + 22)
        return new VideoFrame(bytes, {
          format,
          codedWidth: width,
          codedHeight: height,
          timestamp: 0,
        })
      }
      /** The bright block's box in a sample, as the browser shows its pixels. */
      const blockOf = async (sample: InstanceType<typeof VideoSample>) => {
        const frame = sample.toVideoFrame()
        const [width, height] = [frame.displayWidth, frame.displayHeight]
        const rgba = new Uint8Array(frame.codedWidth * frame.codedHeight * 4)
        await frame.copyTo(rgba, { format: 'RGBA' })
        frame.close()
        const lit = { left: width, top: height, right: -1, bottom: -1 }
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++)
            if ((rgba[(y * width + x) * 4] ?? 0) > 128) {
              lit.left = Math.min(lit.left, x)
              lit.top = Math.min(lit.top, y)
              lit.right = Math.max(lit.right, x)
              lit.bottom = Math.max(lit.bottom, y)
            }
        return { width, height, ...lit }
      }
      const options = { roundDimensionsTo: 2, fit: 'fill', alpha: 'discard' } as const
      const shapes = [
        { format: 'I420', width: 64, height: 48, wide: false },
        { format: 'NV12', width: 64, height: 48, wide: true },
        { format: 'I420', width: 63, height: 47, wide: true },
        { format: 'NV12', width: 63, height: 47, wide: false },
      ] as const
      const made = shapes.flatMap((shape) =>
        [0, 90, 180, 270].flatMap((rotation) =>
          [false, true].map((flip) => {
            const frame = marked(shape.format, shape.width, shape.height)
            // Wide pixels: shown a third wider than stored.
            const shown = shape.wide
              ? new VideoFrame(frame, {
                  displayWidth: Math.round((shape.width * 4) / 3),
                  displayHeight: shape.height,
                })
              : frame
            if (shown !== frame) frame.close()
            const sample = new VideoSample(shown, {
              rotation: rotation as 0 | 90 | 180 | 270,
              flip,
            })
            return {
              name: `${shape.format} ${shape.width}x${shape.height}${shape.wide ? ' wide' : ''} ${rotation}${flip ? ' mirrored' : ''}`,
              sample,
            }
          }),
        ),
      )
      // mediabunny's own canvas first: no transformer is registered on this page yet.
      const drawn = await Promise.all(
        made.map(async ({ sample }) => blockOf(await sample.transform(options))),
      )
      registerVideoSampleTransformer(transformedByPlanes)
      return Promise.all(
        made.map(async ({ name, sample }, index) => ({
          name,
          drawn: drawn[index],
          remade: await blockOf(await sample.transform(options)),
        })),
      )
    })
    await page.close()
    expect(cases).toHaveLength(32)
    for (const { name, drawn, remade } of cases) {
      expect({ name, width: remade.width, height: remade.height }).toEqual({
        name,
        width: drawn?.width,
        height: drawn?.height,
      })
      // The block's edges where the canvas puts them, give or take the edge's blending.
      for (const edge of ['left', 'top', 'right', 'bottom'] as const)
        expect(
          Math.abs(remade[edge] - (drawn?.[edge] ?? -99)),
          `${name} ${edge}`,
        ).toBeLessThanOrEqual(1)
    }
  })
})

describe('a frame as a phone decodes it in hardware (NV12)', () => {
  it('is covered and searched as it comes, not converted, and the encoder takes it', async () => {
    const page = await engine.pick(fixture('faces-moving.mp4'))
    const seen = await page.evaluate(async () => {
      const { VideoSample, coveringFrames, searchedPixels } = window.framePixels
      const [width, height] = [64, 32]
      // Brightness 180 and one colour (blue 90, red 200) everywhere: a flat orange.
      const bytes = new Uint8Array(width * height * 1.5).fill(180, 0, width * height)
      for (let at = width * height; at < bytes.length; at += 2) bytes.set([90, 200], at)
      const init = { format: 'NV12', codedWidth: width, codedHeight: height, timestamp: 0 } as const
      const colorSpace = {
        matrix: 'bt709',
        primaries: 'bt709',
        transfer: 'bt709',
        fullRange: false,
      } as const
      const original = new VideoFrame(bytes, { ...init, colorSpace })
      const rgbaOf = async (frame: VideoFrame) => {
        const rgba = new Uint8Array(width * height * 4)
        await frame.copyTo(rgba, { format: 'RGBA' })
        return rgba
      }
      const before = await rgbaOf(original)
      // The same picture as a software decoder gives it: brightness, then each colour's plane.
      const quarter = (width * height) / 4
      const i420 = new Uint8Array(width * height * 1.5).fill(180, 0, width * height)
      i420.fill(90, width * height, width * height + quarter).fill(200, width * height + quarter)
      const shown = { rotation: 0, flip: false, width: 16, height: 8 } as const
      const searched = await Promise.all(
        [original, new VideoFrame(i420, { ...init, format: 'I420', colorSpace })].map(
          async (frame) => Array.from((await searchedPixels(frame, shown)).data),
        ),
      )

      const leftHalf = { id: 'left', keys: [{ time: 0, x: 0, y: 0, width: 0.5, height: 1 }] }
      const cover = coveringFrames([leftHalf], 0, 0)
      const covered = (
        await cover(new VideoSample(original, { timestamp: 0, duration: 1 / 30 }))
      ).toVideoFrame()
      const after = await rgbaOf(covered)

      const chunks: number[] = []
      const encoder = new VideoEncoder({
        output: (chunk) => chunks.push(chunk.byteLength),
        error: () => {},
      })
      encoder.configure({ codec: 'avc1.42001f', width, height })
      encoder.encode(covered, { keyFrame: true })
      await encoder.flush()
      const pixel = (rgba: Uint8Array | Uint8ClampedArray, x: number) =>
        Array.from(rgba.slice(x * 4, x * 4 + 3))
      return {
        format: covered.format,
        shown: pixel(before, 0),
        searched,
        left: pixel(after, 0),
        right: pixel(after, width - 1),
        encoded: chunks.length,
      }
    })
    await page.close()
    expect(seen.format).toBe('NV12')
    // The detector sees the picture in NV12 as it sees it in I420.
    expect(seen.searched[0]).toEqual(seen.searched[1])
    seen.left.forEach((value) => expect(value).toBeLessThanOrEqual(2))
    expect(seen.right).toEqual(seen.shown)
    expect(seen.encoded).toBe(1)
  })
})

describe('sound no container takes as it is', () => {
  it('says AMR sound can be neither kept nor disguised here, fails to keep it rather than re-encode it, and covers the video with it removed', async () => {
    // A phone's 3GP: its H.264 picture with AMR voice, copied together by ffmpeg.
    const threeGpp = join(folder, 'h264-amr.3gp')
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-i', fixture('faces-moving.mp4'), '-i', fixture('voice.amr')],
      ...['-map', '0:v', '-map', '1:a', '-t', '1', '-c', 'copy', '-f', '3gp', threeGpp],
    ])
    const page = await engine.pick(threeGpp)
    expect(await openPicked(page)).toMatchObject({
      coverable: true,
      sound: { keepable: false, disguisable: false },
    })
    await expect(coverPicked(page, { tracks: FACE_TRACKS, sound: 'keep' })).rejects.toThrow(
      'The sound of this video cannot be copied into a new file',
    )
    const { bytes } = await coverPicked(page, { tracks: FACE_TRACKS, sound: 'remove' })
    await page.close()
    expect(streamsOf(written('h264-amr-covered.mp4', bytes), 'a')).toEqual([])
  })
})

describe('cancelling', () => {
  it('rejects with an AbortError mid-way and leaves nothing running', async () => {
    // Six times the clip, copied end to end: long enough to cancel a fifth of the way in.
    const long = join(folder, 'long.mp4')
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-stream_loop', '5', '-i', fixture('faces-moving.mp4')],
      ...['-c', 'copy', long],
    ])
    const page = await engine.pick(long)
    const { rejection, doneWhenCancelled } = await cancelPicked(
      page,
      { tracks: FACE_TRACKS, sound: 'keep' },
      0.2,
    )
    expect(rejection).toEqual({ isDomException: true, name: 'AbortError' })
    expect(doneWhenCancelled).toBeGreaterThan(0.19)
    expect(doneWhenCancelled).toBeLessThan(0.9)

    // Decoding and encoding have stopped: over the next second the page and its workers idle.
    await page.waitForTimeout(300)
    const before = await rendererCpuSeconds(engine.browser())
    await page.waitForTimeout(1000)
    expect((await rendererCpuSeconds(engine.browser())) - before).toBeLessThan(0.1)
    // And the worker answers the next call.
    expect(await openPicked(page)).toMatchObject({ coverable: true, width: 320, height: 240 })
    await page.close()
  })
})
