/**
 * A decoded frame's pixels as the face detector takes them (FACES.md): copied out of the frame
 * (framePlanes.ts), made small by averaging, and turned and mirrored as the picture is shown.
 * Drawing each frame small on a canvas did the same, and took about 4 ms of a 720p frame's
 * search, a sixth of Suggest faces on the bench's clip (docs/benchmarks.md, run X).
 */
import { framePlanes, mirrored, sidesTurned, turned, type FramePlanes } from './framePlanes'
import { copiedPlanes } from './planeFrames'

/** How the picture is shown: its turn and mirroring, and its size as the detector takes it. */
export interface ShownSmall {
  rotation: 0 | 90 | 180 | 270
  flip: boolean
  width: number
  height: number
}

/**
 * At most this many samples each way are averaged for one small pixel, however large the frame:
 * a 4K frame costs no more than a 720p one.
 */
const SAMPLES_ACROSS = 2
const OPAQUE = 255

/**
 * The rows (or columns) of the source one small row takes: the first, the step and how many;
 * and the row of a half-size colour plane at their centre.
 */
function footprints(from: number, to: number) {
  return Array.from({ length: to }, (_, index) => {
    const first = Math.floor((index * from) / to)
    const span = Math.max(1, Math.floor(((index + 1) * from) / to) - first)
    const step = Math.ceil(span / SAMPLES_ACROSS)
    const count = Math.ceil(span / step)
    return { first, step, count, colour: (first + ((count - 1) * step) / 2) >> 1 }
  })
}

/** The weights of red and blue in brightness, by the frame's matrix (BT.601 where not named). */
const MATRIX_WEIGHTS: Record<string, { red: number; blue: number }> = {
  bt709: { red: 0.2126, blue: 0.0722 },
  'bt2020-ncl': { red: 0.2627, blue: 0.0593 },
}
const BT601 = { red: 0.299, blue: 0.114 }

/** Turns a YUV sample into RGB, as the frame's colour space defines it (ITU-R BT.601 §2.5). */
function yuvToRgb({ matrix, fullRange }: VideoColorSpaceInit) {
  const { red, blue } = MATRIX_WEIGHTS[matrix ?? ''] ?? BT601
  const green = 1 - red - blue
  const [lumaScale, lumaZero, chromaScale] = fullRange ? [1, 0, 1] : [255 / 219, 16, 255 / 224]
  const [rFromV, bFromU] = [2 * (1 - red) * chromaScale, 2 * (1 - blue) * chromaScale]
  const [gFromU, gFromV] = [(bFromU * blue) / green, (rFromV * red) / green]
  return (y: number, u: number, v: number, into: Uint8ClampedArray, at: number) => {
    const luma = (y - lumaZero) * lumaScale
    const cb = u - 128
    const cr = v - 128
    // A Uint8ClampedArray clamps to 0..255 as it takes each value.
    into[at] = luma + rFromV * cr
    into[at + 1] = luma - gFromU * cb - gFromV * cr
    into[at + 2] = luma + bFromU * cb
    into[at + 3] = OPAQUE
  }
}

/**
 * Where a YUV frame's colour lies: the blue plane (NV12's one plane of pairs), how many bytes
 * apart its samples are, and how far red's sample is from blue's.
 */
function colourSamples({ format, planes }: FramePlanes) {
  const [, blue, red] = planes
  if (format === 'RGBX' || !blue) return undefined
  return { blue, across: blue.bytesPerSample, toRed: red ? red.offset - blue.offset : 1 }
}

/**
 * `bytes`, laid out as `stored`, made `width` × `height` as RGBX: each small pixel the average
 * of the samples it covers (brightness, or each colour), a YUV frame's colour taken at its
 * centre.
 */
export function shrunk(
  bytes: Uint8Array,
  stored: FramePlanes,
  width: number,
  height: number,
  colorSpace: VideoColorSpaceInit = {},
) {
  const small = new Uint8ClampedArray(width * height * 4)
  const [main] = stored.planes
  if (!main) return small
  const colour = colourSamples(stored)
  const rows = footprints(stored.height, height)
  const columns = footprints(stored.width, width)
  const toRgb = yuvToRgb(colorSpace)
  const sampleBytes = main.bytesPerSample
  let to = 0
  for (const row of rows) {
    const rowStep = row.step * main.stride
    for (const column of columns) {
      const across = column.step * sampleBytes
      let first = 0
      let second = 0
      let third = 0
      let rowAt = main.offset + row.first * main.stride + column.first * sampleBytes
      for (let down = 0; down < row.count; down++, rowAt += rowStep) {
        for (let index = 0, at = rowAt; index < column.count; index++, at += across) {
          first += bytes[at] ?? 0
          if (sampleBytes === 4) {
            second += bytes[at + 1] ?? 0
            third += bytes[at + 2] ?? 0
          }
        }
      }
      const count = row.count * column.count
      if (colour) {
        const { blue, across, toRed } = colour
        const at = blue.offset + row.colour * blue.stride + column.colour * across
        toRgb(first / count, bytes[at] ?? 128, bytes[at + toRed] ?? 128, small, to)
      } else {
        small.set([first / count, second / count, third / count, OPAQUE], to)
      }
      to += 4
    }
  }
  return small
}

/** The size of the small picture as stored: turned a quarter, its sides swap. */
const storedSize = ({ rotation, width, height }: ShownSmall) => sidesTurned(width, height, rotation)

/**
 * Small RGBX pixels of the frame as stored (storedSize), turned and mirrored as the picture is
 * shown: turned first, then mirrored left to right.
 */
export function asShown(small: Uint8ClampedArray<ArrayBuffer>, shown: ShownSmall) {
  const { width, height } = storedSize(shown)
  const { bytes, frame } = turned(
    new Uint8Array(small.buffer),
    framePlanes('RGBX', width, height),
    shown.rotation,
  )
  if (shown.flip) mirrored(bytes, frame)
  return new Uint8ClampedArray(bytes.buffer)
}

/** `frame`'s pixels as the detector takes them: `shown.width` × `shown.height`, as shown. */
export async function searchedPixels(frame: VideoFrame, shown: ShownSmall) {
  const { bytes, stored } = await copiedPlanes(frame)
  const small = storedSize(shown)
  const pixels = shrunk(bytes, stored, small.width, small.height, frame.colorSpace.toJSON())
  return new ImageData(asShown(pixels, shown), shown.width, shown.height)
}
