/**
 * A frame's pixels as planes in one buffer, turned upright and covered here rather than drawn on
 * a canvas: Chromium pools about 450 MB of shared memory for the decoded frames drawn on a canvas,
 * and none for pixels copied out of them (README, Memory). Three layouts: I420, as software
 * decoders give 8-bit video (the picture's brightness, then its two colour planes at half size
 * each way); NV12, as phones' hardware decoders give it (the brightness, then one half-size plane
 * of the two colours side by side); and RGBX, which the browser converts any other frame to as
 * it copies it.
 */
import { pixelBox } from './coverPixels'
import type { CoverBox } from './coverTracks'

export type PlanesFormat = 'I420' | 'NV12' | 'RGBX'

export interface Plane {
  /** Where the plane starts in the buffer and how far apart its rows are, in bytes. */
  offset: number
  stride: number
  /** Its size in samples. */
  width: number
  height: number
  /** How many pixels of the picture one sample spans, across and down. */
  span: number
  bytesPerSample: 1 | 2 | 4
  /** The byte a covered sample is filled with, every byte of it. */
  fill: number
}

export interface FramePlanes {
  format: PlanesFormat
  width: number
  height: number
  /** Whether its brightness runs from 0 rather than 16 (I420 and NV12 only). */
  fullRange: boolean
  planes: Plane[]
  size: number
}

/** Black in YUV: no brightness (16 of 255 in limited range, 0 in full range) and no colour. */
const LIMITED_RANGE_BLACK = 16
const NO_COLOUR = 128

type PlaneShape = Pick<Plane, 'span' | 'fill' | 'bytesPerSample'>

function shapesOf(format: PlanesFormat, fullRange: boolean): PlaneShape[] {
  // RGBX's fourth byte is unused: black is four zeros.
  if (format === 'RGBX') return [{ span: 1, fill: 0, bytesPerSample: 4 }]
  const brightness = {
    span: 1,
    fill: fullRange ? 0 : LIMITED_RANGE_BLACK,
    bytesPerSample: 1,
  } as const
  const colour = { span: 2, fill: NO_COLOUR, bytesPerSample: 1 } as const
  return format === 'I420'
    ? [brightness, colour, colour]
    : [brightness, { ...colour, bytesPerSample: 2 }]
}

/**
 * The planes of a `width` × `height` frame, packed one after another, each starting on a whole
 * sample of its own (an NV12 colour plane after an odd number of brightness bytes).
 */
export function framePlanes(
  format: PlanesFormat,
  width: number,
  height: number,
  fullRange = false,
): FramePlanes {
  let size = 0
  const planes = shapesOf(format, fullRange).map(({ span, fill, bytesPerSample }) => {
    const offset = Math.ceil(size / bytesPerSample) * bytesPerSample
    const plane = {
      offset,
      stride: Math.ceil(width / span) * bytesPerSample,
      width: Math.ceil(width / span),
      height: Math.ceil(height / span),
      span,
      bytesPerSample,
      fill,
    }
    size = offset + plane.stride * plane.height
    return plane
  })
  return { format, width, height, fullRange, planes, size }
}

/** A `width` × `height` picture's sides once turned `rotation`: a quarter turn swaps them. */
export const sidesTurned = (width: number, height: number, rotation: number) =>
  rotation % 180 === 0 ? { width, height } : { width: height, height: width }

/** Where each plane lies, as a VideoFrame's `layout` and `copyTo` take it. */
export const planeLayout = ({ planes }: FramePlanes) =>
  planes.map(({ offset, stride }) => ({ offset, stride }))

/** Each plane's samples, one, two or four bytes at a time, to move them whole. */
function samplesOf(bytes: Uint8Array<ArrayBuffer>, plane: Plane) {
  const { offset, width, height, bytesPerSample } = plane
  if (bytesPerSample === 1) return bytes.subarray(offset, offset + plane.stride * height)
  const Samples = bytesPerSample === 2 ? Uint16Array : Uint32Array
  return new Samples(bytes.buffer, bytes.byteOffset + offset, width * height)
}

/** Samples per row of a plane, its stride counted in samples. */
const rowLength = (plane: Plane) => plane.stride / plane.bytesPerSample

/**
 * Where the samples of a plane turned `rotation` degrees clockwise come from in `from`, the plane
 * as stored: the sample at (x, y) of the turned plane is `first + x * across + y * down`.
 */
function walkOf(from: Plane, rotation: 90 | 180 | 270) {
  const row = rowLength(from)
  const [lastColumn, lastRow] = [from.width - 1, (from.height - 1) * row]
  if (rotation === 90) return { first: lastRow, across: -row, down: 1 }
  if (rotation === 180) return { first: lastRow + lastColumn, across: -1, down: -row }
  return { first: lastColumn, across: row, down: -1 }
}

/** A plane on its side: packed as framePlanes packs it, it takes the same bytes at the same place. */
const onItsSide = (plane: Plane): Plane => ({
  ...plane,
  width: plane.height,
  height: plane.width,
  stride: plane.height * plane.bytesPerSample,
})

/**
 * `bytes`, laid out as `stored`, turned `rotation` degrees clockwise: the picture as it is shown.
 * Unturned, it is `bytes` itself.
 */
export function turned(
  bytes: Uint8Array<ArrayBuffer>,
  stored: FramePlanes,
  rotation: 0 | 90 | 180 | 270,
) {
  if (rotation === 0) return { bytes, frame: stored }
  const sideways = rotation !== 180
  const turnedBytes = new Uint8Array(stored.size)
  const planes = stored.planes.map((from) => {
    const to = sideways ? onItsSide(from) : from
    const [source, target] = [samplesOf(bytes, from), samplesOf(turnedBytes, to)]
    const { first, across, down } = walkOf(from, rotation)
    const row = rowLength(to)
    for (let y = 0; y < to.height; y++) {
      for (let x = 0; x < to.width; x++) {
        // Always inside the plane: `?? 0` is for the type checker only.
        target[y * row + x] = source[first + x * across + y * down] ?? 0
      }
    }
    return to
  })
  const frame = { ...stored, ...sidesTurned(stored.width, stored.height, rotation), planes }
  return { bytes: turnedBytes, frame }
}

/** `bytes`, laid out as `frame`, mirrored left to right in place, as a mirrored picture is shown. */
export function mirrored(bytes: Uint8Array<ArrayBuffer>, frame: FramePlanes) {
  for (const plane of frame.planes) {
    const samples = samplesOf(bytes, plane)
    const row = rowLength(plane)
    for (let start = 0; start < plane.height * row; start += row)
      samples.subarray(start, start + plane.width).reverse()
  }
}

/**
 * Fills each box solid in every plane of `bytes`. A box is grown outward to whole pixels, and in
 * a plane of half size to whole samples of it, so no sliver of what it covers stays at its edges.
 */
export function coverPlanes(bytes: Uint8Array, frame: FramePlanes, boxes: readonly CoverBox[]) {
  for (const box of boxes) {
    const { x, y, width, height } = pixelBox(box, frame.width, frame.height)
    if (width === 0 || height === 0) continue
    for (const plane of frame.planes) {
      const [left, right] = [Math.floor(x / plane.span), Math.ceil((x + width) / plane.span)]
      const [top, bottom] = [Math.floor(y / plane.span), Math.ceil((y + height) / plane.span)]
      for (let row = top; row < bottom; row++) {
        const start = plane.offset + row * plane.stride
        bytes.fill(
          plane.fill,
          start + left * plane.bytesPerSample,
          start + right * plane.bytesPerSample,
        )
      }
    }
  }
}
