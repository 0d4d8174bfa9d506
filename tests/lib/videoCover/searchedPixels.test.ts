// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { framePlanes, type PlanesFormat } from '@/lib/videoCover/framePlanes'
import { asShown, shrunk } from '@/lib/videoCover/searchedPixels'

/** A frame whose every sample of each plane is `sampleAt(plane, x, y)`, laid out by framePlanes. */
function frameOf(
  format: PlanesFormat,
  width: number,
  height: number,
  sampleAt: (plane: number, x: number, y: number, byte: number) => number,
) {
  const stored = framePlanes(format, width, height)
  const bytes = new Uint8Array(stored.size)
  stored.planes.forEach((plane, index) => {
    for (let y = 0; y < plane.height; y++)
      for (let x = 0; x < plane.width; x++)
        for (let byte = 0; byte < plane.bytesPerSample; byte++)
          bytes[plane.offset + y * plane.stride + x * plane.bytesPerSample + byte] = sampleAt(
            index,
            x,
            y,
            byte,
          )
  })
  return { bytes, stored }
}

/** The RGB of each pixel, in rows. */
const rgbOf = (pixels: Uint8ClampedArray, width: number) =>
  Array.from({ length: pixels.length / 4 }, (_, index) => [
    ...pixels.subarray(index * 4, index * 4 + 3),
  ]).reduce<number[][][]>(
    (rows, pixel, index) => (index % width ? rows.at(-1)?.push(pixel) : rows.push([pixel]), rows),
    [],
  )

const near = (pixel: number[] | undefined, expected: number[]) =>
  pixel?.forEach((value, channel) => expect(value).toBeCloseTo(expected[channel] ?? -1, -0.5))

describe('a frame made small for the face detector', () => {
  it('averages the brightness each small pixel covers: black and white halves stay apart', () => {
    const halves = frameOf('I420', 16, 8, (plane, x) => (plane > 0 ? 128 : x < 8 ? 16 : 235))
    const small = shrunk(halves.bytes, halves.stored, 4, 2)
    expect(rgbOf(small, 4)).toEqual([
      [
        [0, 0, 0],
        [0, 0, 0],
        [255, 255, 255],
        [255, 255, 255],
      ],
      [
        [0, 0, 0],
        [0, 0, 0],
        [255, 255, 255],
        [255, 255, 255],
      ],
    ])
    expect(small.filter((_, index) => index % 4 === 3).every((alpha) => alpha === 255)).toBe(true)
  })

  it('averages what a small pixel covers: rows of black and white alternate into grey', () => {
    const rows = frameOf('I420', 4, 4, (plane, _x, y) => (plane > 0 ? 128 : y % 2 ? 16 : 235))
    near(rgbOf(shrunk(rows.bytes, rows.stored, 2, 2), 2)[0]?.[0], [127, 127, 127])
  })

  it.each([
    ['BT.601', undefined, [81, 90, 240]],
    ['BT.709', 'bt709', [63, 102, 240]],
  ] as const)('turns %s red into red', (_name, matrix, [y, u, v]) => {
    const red = frameOf('I420', 4, 4, (plane) => [y, u, v][plane] ?? 0)
    const small = shrunk(red.bytes, red.stored, 2, 2, matrix ? { matrix } : {})
    near(rgbOf(small, 2)[0]?.[0], [255, 0, 0])
  })

  it('reads full-range brightness from 0', () => {
    const grey = frameOf('I420', 4, 4, (plane) => (plane > 0 ? 128 : 100))
    near(
      rgbOf(shrunk(grey.bytes, grey.stored, 1, 1, { fullRange: true }), 1)[0]?.[0],
      [100, 100, 100],
    )
  })

  it('reads an NV12 frame, its colours in pairs, as the same picture in I420', () => {
    // Brightness rising across, blue rising down, red falling across, in both layouts.
    const brightness = (x: number, y: number) => 16 + x * 12 + y * 3
    const [blue, red] = [(y: number) => 90 + y * 20, (x: number) => 200 - x * 15]
    const i420 = frameOf('I420', 16, 8, (plane, x, y) =>
      plane === 0 ? brightness(x, y) : plane === 1 ? blue(y) : red(x),
    )
    const nv12 = frameOf('NV12', 16, 8, (plane, x, y, byte) =>
      plane === 0 ? brightness(x, y) : byte === 0 ? blue(y) : red(x),
    )
    const colorSpace = { matrix: 'bt709', fullRange: false } as const
    expect(Array.from(shrunk(nv12.bytes, nv12.stored, 4, 2, colorSpace))).toEqual(
      Array.from(shrunk(i420.bytes, i420.stored, 4, 2, colorSpace)),
    )
  })

  it('averages each colour of RGBX, which the browser gives for any other format', () => {
    const rgbx = frameOf('RGBX', 4, 2, (_plane, x, _y, byte) =>
      byte === 0 ? x * 60 : byte === 1 ? 30 : 0,
    )
    expect(rgbOf(shrunk(rgbx.bytes, rgbx.stored, 2, 1), 2)).toEqual([
      [
        [30, 30, 0],
        [150, 30, 0],
      ],
    ])
  })
})

describe('small pixels as the picture is shown', () => {
  // A picture stored 2 × 1: red on the left, blue on the right.
  const stored = () => Uint8ClampedArray.from([255, 0, 0, 255, 0, 0, 255, 255])
  const red = [255, 0, 0]
  const blue = [0, 0, 255]

  it.each([
    [0, false, 2, 1, [[red, blue]]],
    [0, true, 2, 1, [[blue, red]]],
    [90, false, 1, 2, [[red], [blue]]],
    [180, false, 2, 1, [[blue, red]]],
    [270, false, 1, 2, [[blue], [red]]],
    [180, true, 2, 1, [[red, blue]]],
    [90, true, 1, 2, [[red], [blue]]],
    [270, true, 1, 2, [[blue], [red]]],
  ] as const)('turned %i° clockwise, mirrored: %s', (rotation, flip, width, height, rows) => {
    expect(rgbOf(asShown(stored(), { rotation, flip, width, height }), width)).toEqual(rows)
  })
})
