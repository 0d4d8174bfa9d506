/**
 * A video's frames as Debian's ffmpeg decodes them, the outside judge of the covered file: each
 * frame's pixels (RGB, as shown: a rotated clip is turned upright) and its time.
 */
import { execFileSync } from 'node:child_process'
import type { CoverBox } from '@/lib/videoCover'

/**
 * Black after a lossy encode: H.264's black is luma 16, decoded back to RGB 0, give or take what
 * the encoder's rounding leaves (14 at most measured here). Uncovered, every box's area of the
 * fixtures has a pixel at 229 or more.
 */
export const FILL_BRIGHTEST = 40

/** An area of a frame, in whole pixels. */
export interface PixelArea {
  x: number
  y: number
  width: number
  height: number
}

export interface DecodedFrames {
  width: number
  height: number
  /** Each frame's RGB pixels, row by row. */
  pixels: Buffer[]
  /** Each frame's presentation time in seconds. */
  times: number[]
}

const probe = (path: string, entries: string) =>
  execFileSync(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', entries, '-of', 'json', path],
    { encoding: 'utf8' },
  )

/** The picture's size as shown: ffmpeg turns a rotated picture upright as it decodes. */
function shownSize(path: string) {
  const [stream] = JSON.parse(probe(path, 'stream=width,height:stream_side_data=rotation'))
    .streams as { width: number; height: number; side_data_list?: { rotation?: number }[] }[]
  if (!stream) throw new Error(`${path} has no picture`)
  const rotation = stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation
  return Math.abs(rotation ?? 0) % 180 === 90
    ? { width: stream.height, height: stream.width }
    : { width: stream.width, height: stream.height }
}

/**
 * How to show frames otherwise than ffmpeg would: an ffmpeg filter each goes through as stored
 * (ffmpeg's own turning off), and the size it makes them. Debian's ffmpeg 5.1 reads a mirroring
 * matrix as a half turn.
 */
export interface FramesFiltered {
  filter: string
  width: number
  height: number
}

export function decodedFrames(path: string, filtered?: FramesFiltered): DecodedFrames {
  const { width, height } = filtered ?? shownSize(path)
  const input = filtered ? ['-noautorotate', '-i', path, '-vf', filtered.filter] : ['-i', path]
  const raw = execFileSync(
    'ffmpeg',
    ['-v', 'error', ...input, '-map', '0:v:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { maxBuffer: 512 * 1024 * 1024 },
  )
  const frameBytes = width * height * 3
  const pixels = Array.from({ length: raw.length / frameBytes }, (_, index) =>
    raw.subarray(index * frameBytes, (index + 1) * frameBytes),
  )
  const { frames } = JSON.parse(probe(path, 'frame=best_effort_timestamp_time')) as {
    frames: { best_effort_timestamp_time: string }[]
  }
  return {
    width,
    height,
    pixels,
    times: frames.map((frame) => Number(frame.best_effort_timestamp_time)),
  }
}

/**
 * `box` in the frame's pixels, its edges at the nearest pixel, grown by `by` pixels on every side
 * (shrunk, for a negative `by`).
 */
export function areaOf(box: CoverBox, { width, height }: DecodedFrames, by: number): PixelArea {
  const left = Math.round(box.x * width) - by
  const top = Math.round(box.y * height) - by
  const right = Math.round((box.x + box.width) * width) + by
  const bottom = Math.round((box.y + box.height) * height) + by
  return { x: left, y: top, width: right - left, height: bottom - top }
}

const holds = ({ x, y, width, height }: PixelArea, column: number, row: number) =>
  column >= x && column < x + width && row >= y && row < y + height

/** The brightest channel of any pixel inside `area`. */
export function brightestInside(frame: Buffer, { width }: DecodedFrames, area: PixelArea) {
  let brightest = 0
  for (let row = area.y; row < area.y + area.height; row++) {
    for (let column = area.x; column < area.x + area.width; column++) {
      const at = (row * width + column) * 3
      brightest = Math.max(brightest, frame[at] ?? 0, frame[at + 1] ?? 0, frame[at + 2] ?? 0)
    }
  }
  return brightest
}

/** PSNR in dB between two frames of the same size, over the pixels outside every area. */
export function psnrOutside(
  frame: Buffer,
  original: Buffer,
  { width, height }: DecodedFrames,
  areas: readonly PixelArea[],
) {
  let squares = 0
  let counted = 0
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      if (areas.some((area) => holds(area, column, row))) continue
      for (let channel = 0; channel < 3; channel++) {
        const at = (row * width + column) * 3 + channel
        squares += ((frame[at] ?? 0) - (original[at] ?? 0)) ** 2
        counted += 1
      }
    }
  }
  return squares === 0 ? Infinity : 10 * Math.log10((255 * 255 * counted) / squares)
}

/** The streams of one kind in a file, by ffprobe: 'a' sound, 'v' picture. */
export const streamsOf = (path: string, kind: 'a' | 'v') =>
  JSON.parse(
    execFileSync(
      'ffprobe',
      [
        '-v',
        'error',
        '-select_streams',
        kind,
        '-show_entries',
        'stream=codec_name',
        '-of',
        'json',
        path,
      ],
      { encoding: 'utf8' },
    ),
  ).streams as { codec_name: string }[]
