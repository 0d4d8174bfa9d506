// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { coverPlanes, framePlanes, mirrored, turned } from '@/lib/videoCover/framePlanes'

/** An I420 frame whose samples count up from 0 (brightness) and 100 (colour), plane by plane. */
function countingI420(width: number, height: number) {
  const frame = framePlanes('I420', width, height)
  const bytes = new Uint8Array(frame.size)
  frame.planes.forEach(({ offset, stride, height: rows }, index) => {
    for (let at = 0; at < stride * rows; at++) bytes[offset + at] = (index === 0 ? 0 : 100) + at
  })
  return { frame, bytes }
}

/** The rows of plane `index` of `bytes`, as arrays. */
function rowsOf(bytes: Uint8Array, frame: ReturnType<typeof framePlanes>, index: number) {
  const plane = frame.planes[index]
  if (!plane) throw new Error(`no plane ${index}`)
  return Array.from({ length: plane.height }, (_, row) =>
    Array.from(
      bytes.subarray(plane.offset + row * plane.stride, plane.offset + (row + 1) * plane.stride),
    ),
  )
}

describe('framePlanes', () => {
  it('lays an I420 frame out as its brightness, then two colour planes at half size, rounded up', () => {
    const { planes, size } = framePlanes('I420', 5, 3)
    expect(planes.map(({ offset, stride, height }) => ({ offset, stride, height }))).toEqual([
      { offset: 0, stride: 5, height: 3 },
      { offset: 15, stride: 3, height: 2 },
      { offset: 21, stride: 3, height: 2 },
    ])
    expect(size).toBe(27)
  })

  it('lays an NV12 frame out as its brightness, then one half-size plane of colour pairs on a whole pair', () => {
    const { planes, size } = framePlanes('NV12', 5, 3)
    expect(planes.map(({ offset, stride, height }) => ({ offset, stride, height }))).toEqual([
      { offset: 0, stride: 5, height: 3 },
      { offset: 16, stride: 6, height: 2 },
    ])
    expect(size).toBe(28)
  })

  it('lays an RGBX frame out as one plane of four bytes a pixel', () => {
    expect(framePlanes('RGBX', 4, 2)).toMatchObject({ size: 32, planes: [{ stride: 16 }] })
  })
})

describe('mirrored', () => {
  it('mirrors every plane left to right, row by row', () => {
    const { frame, bytes } = countingI420(4, 2)
    mirrored(bytes, frame)
    expect(rowsOf(bytes, frame, 0)).toEqual([
      [3, 2, 1, 0],
      [7, 6, 5, 4],
    ])
    expect(rowsOf(bytes, frame, 1)).toEqual([[101, 100]])
    expect(rowsOf(bytes, frame, 2)).toEqual([[101, 100]])
  })

  it('moves an RGBX pixel whole, its four bytes together', () => {
    const frame = framePlanes('RGBX', 2, 1)
    const bytes = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])
    mirrored(bytes, frame)
    expect(Array.from(bytes)).toEqual([5, 6, 7, 8, 1, 2, 3, 4])
  })
})

describe('turned', () => {
  it('turns a frame stored on its side a quarter clockwise, as a phone shows it', () => {
    const { frame, bytes } = countingI420(4, 2)
    const shown = turned(bytes, frame, 90)
    expect([shown.frame.width, shown.frame.height]).toEqual([2, 4])
    // Stored: 0 1 2 3 / 4 5 6 7. Turned clockwise, the left column read upward is the top row.
    expect(rowsOf(shown.bytes, shown.frame, 0)).toEqual([
      [4, 0],
      [5, 1],
      [6, 2],
      [7, 3],
    ])
    expect(rowsOf(shown.bytes, shown.frame, 1)).toEqual([[100], [101]])
  })

  it('turns a frame upside down and a quarter anticlockwise', () => {
    const { frame, bytes } = countingI420(4, 2)
    expect(rowsOf(turned(bytes, frame, 180).bytes, frame, 0)).toEqual([
      [7, 6, 5, 4],
      [3, 2, 1, 0],
    ])
    const anticlockwise = turned(bytes, frame, 270)
    expect(rowsOf(anticlockwise.bytes, anticlockwise.frame, 0)).toEqual([
      [3, 7],
      [2, 6],
      [1, 5],
      [0, 4],
    ])
  })

  it('moves an RGBX pixel whole, its four bytes together', () => {
    const frame = framePlanes('RGBX', 2, 1)
    const bytes = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])
    const shown = turned(bytes, frame, 90)
    expect([shown.frame.width, shown.frame.height]).toEqual([1, 2])
    expect(Array.from(shown.bytes)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(Array.from(turned(bytes, frame, 180).bytes)).toEqual([5, 6, 7, 8, 1, 2, 3, 4])
  })
})

describe('an NV12 frame', () => {
  /** 4 × 2: brightness 0-7, then the colour pairs (blue 100, red 200) and (blue 101, red 201). */
  const nv12 = () => {
    const frame = framePlanes('NV12', 4, 2)
    return { frame, bytes: new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 100, 200, 101, 201]) }
  }

  it('turns and mirrors its colour pairs whole', () => {
    const { frame, bytes } = nv12()
    const shown = turned(bytes, frame, 180)
    expect(Array.from(shown.bytes)).toEqual([7, 6, 5, 4, 3, 2, 1, 0, 101, 201, 100, 200])
    mirrored(shown.bytes, shown.frame)
    expect(Array.from(shown.bytes)).toEqual([4, 5, 6, 7, 0, 1, 2, 3, 100, 200, 101, 201])
  })

  it('fills a box black: its brightness, and both colours of each pair it touches', () => {
    const { frame, bytes } = nv12()
    coverPlanes(bytes, frame, [{ x: 0, y: 0, width: 0.25, height: 0.5 }])
    expect(Array.from(bytes)).toEqual([16, 1, 2, 3, 4, 5, 6, 7, 128, 128, 101, 201])
  })
})

describe('coverPlanes', () => {
  it('fills a box black in brightness and colour, the colour planes grown outward to whole samples', () => {
    const { frame, bytes } = countingI420(8, 4)
    // Pixels 3 to 5 across, 1 to 2 down: colour samples 1 to 2 across, 0 to 1 down.
    coverPlanes(bytes, frame, [{ x: 3 / 8, y: 1 / 4, width: 3 / 8, height: 2 / 4 }])
    expect(rowsOf(bytes, frame, 0)).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 16, 16, 16, 14, 15],
      [16, 17, 18, 16, 16, 16, 22, 23],
      [24, 25, 26, 27, 28, 29, 30, 31],
    ])
    expect(rowsOf(bytes, frame, 1)).toEqual([
      [100, 128, 128, 103],
      [104, 128, 128, 107],
    ])
    expect(rowsOf(bytes, frame, 2)[0]).toEqual([100, 128, 128, 103])
  })

  it('fills full-range brightness with 0, its black', () => {
    const frame = framePlanes('I420', 2, 2, true)
    const bytes = new Uint8Array(frame.size).fill(200)
    coverPlanes(bytes, frame, [{ x: 0, y: 0, width: 1, height: 1 }])
    expect(Array.from(bytes)).toEqual([0, 0, 0, 0, 128, 128])
  })

  it('fills an RGBX box with black, all four bytes', () => {
    const frame = framePlanes('RGBX', 2, 1)
    const bytes = new Uint8Array(8).fill(255)
    coverPlanes(bytes, frame, [{ x: 0.5, y: 0, width: 0.5, height: 1 }])
    expect(Array.from(bytes)).toEqual([255, 255, 255, 255, 0, 0, 0, 0])
  })
})
