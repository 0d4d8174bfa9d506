import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boxAt, type CoverBox, type CoverProgress, type CoverTrack } from '@/lib/videoCover'
import { openPage, sharedBrowser } from './support/browser'
import { servedBuild } from './support/servedBuild'

const browser = sharedBrowser()

// The face finder's own sample photo, read from its package: no photo of a person is committed.
const SAMPLE = resolve('node_modules/@vladmandic/face-api/demo/sample1.jpg')
const PICTURE = { width: 640, height: 360 }
const SECONDS = 4
const FRAMES_A_SECOND = 30

/**
 * Two people cut from the sample photo (330 × 360 pixels, drawn at half size), one above the
 * other, moving across a plain background in opposite directions and swaying: in pixels,
 * x = x[0] + x[1]·t + x[2]·sin(πt). `face` is where the face is in the cut, from the hairline to
 * the chin and cheek to cheek, measured by eye to a few pixels.
 */
const PEOPLE = [
  {
    cut: '330:360:360:280',
    x: [20, 110, 12],
    y: 0,
    face: { x: 30, y: 40, width: 90, height: 108 },
  },
  {
    cut: '330:360:1410:160',
    x: [455, -110, -12],
    y: 180,
    face: { x: 25, y: 37, width: 92, height: 103 },
  },
] as const

type Person = (typeof PEOPLE)[number]

/** Where the person's face is at `time`, as fractions of the picture. */
function faceAt({ x, y, face }: Person, time: number): CoverBox {
  return {
    x: (x[0] + x[1] * time + x[2] * Math.sin(Math.PI * time) + face.x) / PICTURE.width,
    y: (y + face.y) / PICTURE.height,
    width: face.width / PICTURE.width,
    height: face.height / PICTURE.height,
  }
}

/**
 * The clip, made with ffmpeg: H.264 in MP4, as a phone records it, with B-frames no other frame
 * refers to (x264's default), which the search leaves undecoded. `turned`, it is stored turned
 * a quarter, with the turn that shows it upright in its metadata, as phones store much of what
 * they film: faces must be found and placed in the picture as shown. A `.webm` path makes VP9,
 * every frame of which is decoded.
 */
function makeClip(path: string, { turned = false } = {}) {
  const encoder = path.endsWith('.webm')
    ? ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8']
    : ['-c:v', 'libx264', '-movflags', '+faststart']
  const cuts = PEOPLE.map(({ cut }, index) => `[1]crop=${cut},scale=165:180,setsar=1[cut${index}]`)
  const moves = PEOPLE.map(
    ({ x, y }, index) =>
      `[${index === 0 ? '0' : `moved${index - 1}`}][cut${index}]overlay=x='${x[0]}+(${x[1]})*t+(${x[2]})*sin(PI*t)':y=${y}[moved${index}]`,
  )
  const shown = `[moved${PEOPLE.length - 1}]${turned ? 'transpose=1' : 'null'}[shown]`
  const stored = turned ? `${path}.stored.mp4` : path
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi'],
    ...['-i', `color=c=0x6a7f8f:s=${PICTURE.width}x${PICTURE.height}:r=${FRAMES_A_SECOND}`],
    ...['-i', SAMPLE, '-filter_complex', [...cuts, ...moves, shown].join(';')],
    ...['-map', '[shown]', '-t', String(SECONDS)],
    ...[...encoder, '-pix_fmt', 'yuv420p', stored],
  ])
  if (!turned) return
  const turn = ['-c', 'copy', '-metadata:s:v:0', 'rotate=270']
  execFileSync('ffmpeg', ['-v', 'error', '-i', stored, ...turn, path])
  rmSync(stored)
}

/**
 * `path`, an MP4, made to lose its composition times (its `ctts` box now `free`): its packets'
 * times are in decoding order, B-frames and all, as some muxers write them.
 */
function dropCompositionTimes(path: string) {
  const bytes = readFileSync(path)
  bytes.write('free', bytes.indexOf('ctts'), 'latin1')
  writeFileSync(path, bytes)
}

/** Two seconds of grey in which frame n's is 20 + 3n (of 255), nearly lossless. */
const NUMBERED_FRAMES = 60
const brightnessOf = (frame: number) => 20 + 3 * frame
function makeNumberedClip(path: string) {
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i'],
    `color=c=black:s=64x64:r=${FRAMES_A_SECOND}:d=${NUMBERED_FRAMES / FRAMES_A_SECOND},format=gray,geq=lum='${brightnessOf(0)}+3*N'`,
    ...['-c:v', 'libx264', '-qp', '4', '-pix_fmt', 'yuv420p', path],
  ])
}

// The library's public face on a page of its own, built as the app is, and the clips beside it.
const folder = mkdtempSync(join(tmpdir(), 'tipwire-video-faces-'))
const pageURL = servedBuild('tests/e2e/support/videoCoverPage/build.mjs', folder)

beforeAll(() => {
  makeClip(join(folder, 'faces-moving.mp4'))
  makeClip(join(folder, 'faces-moving-turned.mp4'), { turned: true })
  makeClip(join(folder, 'faces-moving.webm'))
  makeNumberedClip(join(folder, 'numbered.mp4'))
  makeNumberedClip(join(folder, 'numbered-without-times.mp4'))
  dropCompositionTimes(join(folder, 'numbered-without-times.mp4'))
})

afterAll(() => rmSync(folder, { recursive: true, force: true }))

async function openLibraryPage() {
  const watched = await openPage(browser())
  await watched.page.goto(`${pageURL()}/`)
  await watched.page.waitForFunction(() => 'videoCover' in window)
  return watched
}

/** How much of `face` `box` covers, from 0 to 1. */
function coveredShare(box: CoverBox | undefined, face: CoverBox) {
  if (!box) return 0
  const width = Math.min(box.x + box.width, face.x + face.width) - Math.max(box.x, face.x)
  const height = Math.min(box.y + box.height, face.y + face.height) - Math.max(box.y, face.y)
  return (Math.max(0, width) * Math.max(0, height)) / (face.width * face.height)
}

const frameTimes = Array.from(
  { length: SECONDS * FRAMES_A_SECOND },
  (_, frame) => frame / FRAMES_A_SECOND,
)

describe('Suggest faces in a video, in a real browser', () => {
  it.each(['faces-moving.mp4', 'faces-moving-turned.mp4', 'faces-moving.webm'])(
    'proposes one track per face of %s, covering it in every frame, and says how far it has come',
    async (clip) => {
      const { page, context, problems } = await openLibraryPage()
      const { tracks, progress } = await page.evaluate(async (clip) => {
        const file = await (await fetch(`/${clip}`)).blob()
        const progress: CoverProgress[] = []
        const tracks = await window.videoCover.suggestFaceTracks(
          file,
          (step) => progress.push(step),
          new AbortController().signal,
        )
        return { tracks, progress }
      }, clip)

      expect(tracks).toHaveLength(2)
      // Each person's track: the one covering most of their face in the first frame.
      const followers = PEOPLE.map((person) => {
        const shareOf = (track: CoverTrack) => coveredShare(boxAt(track, 0), faceAt(person, 0))
        return tracks.reduce((one, other) => (shareOf(other) > shareOf(one) ? other : one))
      })
      expect(new Set(followers.map(({ id }) => id)).size).toBe(2)
      PEOPLE.forEach((person, index) => {
        const track = followers[index] as CoverTrack
        const shares = frameTimes.map((time) =>
          coveredShare(boxAt(track, time), faceAt(person, time)),
        )
        // All of it was covered in every frame when measured; 2 % allows for the face's edges,
        // measured by eye.
        expect(Math.min(...shares)).toBeGreaterThanOrEqual(0.98)
        // Not by covering the picture: each box was 3.6 to 4.5 times the face's area on average
        // when measured, 4.8 at most (it is the detector's box, which takes in the ears and the
        // neck, a quarter larger on every side).
        const face = person.face.width * person.face.height
        for (const time of frameTimes) {
          const box = boxAt(track, time) as CoverBox
          expect((box.width * PICTURE.width * box.height * PICTURE.height) / face).toBeLessThan(6)
        }
      })

      const done = progress.map((step) => step.done)
      expect(done).toEqual([...done].sort((one, other) => one - other))
      expect(progress.at(-1)).toEqual({ done: 1, secondsLeft: 0 })
      expect(progress.some(({ secondsLeft }) => secondsLeft !== undefined && secondsLeft > 0)).toBe(
        true,
      )
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('stops on Cancel with an AbortError, while a frame is searched, and suggests again after it', async () => {
    const { page, context, problems } = await openLibraryPage()
    const outcome = await page.evaluate(async () => {
      const file = await (await fetch('/faces-moving.mp4')).blob()
      const cancel = new AbortController()
      let reported = 0
      const failure = await window.videoCover
        .suggestFaceTracks(
          file,
          () => {
            reported += 1
            // Once the next frame is searched.
            setTimeout(() => cancel.abort(), 0)
          },
          cancel.signal,
        )
        .then(
          () => 'none',
          (error: Error) => error.name,
        )
      const reportedAtCancel = reported
      // The first search would have said more meanwhile, had it gone on.
      const again = await window.videoCover.suggestFaceTracks(
        file,
        () => {},
        new AbortController().signal,
      )
      return { failure, reportedAtCancel, reported, suggestedAgain: again.length }
    })
    expect(outcome).toEqual({
      failure: 'AbortError',
      reportedAtCancel: 1,
      reported: 1,
      suggestedAgain: 2,
    })
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('the frames a search takes', () => {
  it.each(['numbered.mp4', 'numbered-without-times.mp4'])(
    'are timed as the covered file times them, which the boxes count in: %s',
    async (clip) => {
      const { page, context, problems } = await openLibraryPage()
      const seen = await page.evaluate(async (clip) => {
        const file = await (await fetch(`/${clip}`)).blob()
        const sampled = await window.framePixels.openSampledFrames(file)
        const frames: { time: number; red: number }[] = []
        for await (const { time, pixels } of sampled.frames)
          frames.push({ time, red: pixels.data[0] ?? NaN })
        sampled.stop()
        return { start: sampled.start, frames }
      }, clip)
      expect(problems).toEqual([])
      await context.close()
      expect(seen.frames.length).toBeGreaterThanOrEqual(4)
      for (const { time, red } of seen.frames) {
        // ffmpeg's grey is full range, stored limited: the red the detector sees is that grey.
        const frame = Math.round((red - brightnessOf(0)) / 3)
        // mediabunny times the n-th frame shown n frames after the first (its decoder wrapper).
        expect(time).toBeCloseTo(seen.start + frame / FRAMES_A_SECOND, 5)
      }
    },
  )
})
