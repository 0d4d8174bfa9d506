/**
 * A frame's planes made another size, each sample blended from the four nearest (bilinear), as
 * a picture whose pixels are not square is made square for the covered file: a DV camera's
 * 720 × 480 stored for 640 × 480 shown, say. Drawing it on a canvas did the same and cost
 * Chromium hundreds of megabytes of pooled memory (README, Memory).
 */
import { framePlanes, type FramePlanes, type Plane } from './framePlanes'

/** Weights in 256ths, so that blending stays in whole numbers. */
const WHOLE_SHIFT = 8
const WHOLE = 1 << WHOLE_SHIFT
const HALF = WHOLE >> 1

/**
 * For each of `to` positions, the two of `from` around its centre and the second's weight: the
 * centres of the two sizes' samples lined up, as a canvas or ffmpeg's bilinear scaler lines them.
 */
function neighbours(from: number, to: number) {
  const first = new Int32Array(to)
  const second = new Int32Array(to)
  const weight = new Int32Array(to)
  for (let index = 0; index < to; index++) {
    const centre = Math.min(from - 1, Math.max(0, ((index + 0.5) * from) / to - 0.5))
    first[index] = Math.floor(centre)
    second[index] = Math.min(from - 1, Math.floor(centre) + 1)
    weight[index] = Math.round((centre - Math.floor(centre)) * WHOLE)
  }
  return { first, second, weight }
}

/**
 * Where each byte of a row `to` samples wide comes from in a row `from` samples wide, for
 * samples of `size` bytes: the same byte of its two neighbours, and the second's weight.
 */
function byteNeighbours(from: number, to: number, size: number) {
  const samples = neighbours(from, to)
  const first = new Int32Array(to * size)
  const second = new Int32Array(to * size)
  const weight = new Int32Array(to * size)
  for (let at = 0; at < to * size; at++) {
    const [sample, byte] = [Math.floor(at / size), at % size]
    first[at] = (samples.first[sample] ?? 0) * size + byte
    second[at] = (samples.second[sample] ?? 0) * size + byte
    weight[at] = samples.weight[sample] ?? 0
  }
  return { first, second, weight }
}

/** Row `row` of plane `from`, made as wide as `columns` say, into `into`, in 256ths. */
function widenedRow(
  bytes: Uint8Array,
  from: Plane,
  row: number,
  columns: ReturnType<typeof byteNeighbours>,
  into: Int32Array,
) {
  const start = from.offset + row * from.stride
  const { first, second, weight } = columns
  for (let at = 0; at < into.length; at++) {
    const share = weight[at] ?? 0
    into[at] =
      (bytes[start + (first[at] ?? 0)] ?? 0) * (WHOLE - share) +
      (bytes[start + (second[at] ?? 0)] ?? 0) * share
  }
}

/**
 * Fills plane `to` of `into` with plane `from` of `bytes`, resampled across, then down where the
 * height changes too (pixels that are not square change only the width).
 */
function resample(bytes: Uint8Array, from: Plane, into: Uint8Array, to: Plane) {
  const rows = neighbours(from.height, to.height)
  const columns = byteNeighbours(from.width, to.width, from.bytesPerSample)
  const length = to.width * to.bytesPerSample
  const [upper, lower] = [new Int32Array(length), new Int32Array(length)]
  for (let y = 0; y < to.height; y++) {
    const down = rows.weight[y] ?? 0
    const start = to.offset + y * to.stride
    widenedRow(bytes, from, rows.first[y] ?? 0, columns, upper)
    if (down === 0) {
      for (let at = 0; at < length; at++)
        into[start + at] = ((upper[at] ?? 0) + HALF) >> WHOLE_SHIFT
      continue
    }
    widenedRow(bytes, from, rows.second[y] ?? 0, columns, lower)
    for (let at = 0; at < length; at++) {
      const blended = (upper[at] ?? 0) * (WHOLE - down) + (lower[at] ?? 0) * down
      into[start + at] = (blended + HALF * WHOLE) >> (2 * WHOLE_SHIFT)
    }
  }
}

/** `bytes`, laid out as `stored`, made `width` × `height`; the same bytes where it is that size. */
export function resized(
  bytes: Uint8Array<ArrayBuffer>,
  stored: FramePlanes,
  width: number,
  height: number,
) {
  if (width === stored.width && height === stored.height) return { bytes, frame: stored }
  const frame = framePlanes(stored.format, width, height, stored.fullRange)
  const into = new Uint8Array(frame.size)
  stored.planes.forEach((from, index) => {
    const to = frame.planes[index]
    if (to) resample(bytes, from, into, to)
  })
  return { bytes: into, frame }
}
