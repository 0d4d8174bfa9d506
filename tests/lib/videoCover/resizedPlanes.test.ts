// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { framePlanes } from '@/lib/videoCover/framePlanes'
import { resized } from '@/lib/videoCover/resizedPlanes'

describe('resized', () => {
  it('gives the same bytes back when the frame is the size asked for', () => {
    const stored = framePlanes('I420', 4, 2)
    const bytes = new Uint8Array(stored.size)
    expect(resized(bytes, stored, 4, 2).bytes).toBe(bytes)
  })

  it('keeps a flat picture flat in every plane, at the new size', () => {
    const stored = framePlanes('I420', 6, 4)
    const bytes = new Uint8Array(stored.size).fill(128).fill(77, 0, 24)
    const { bytes: wider, frame } = resized(bytes, stored, 8, 4)
    expect([frame.width, frame.height, frame.size]).toEqual([8, 4, 32 + 2 * 8])
    expect(Array.from(wider.subarray(0, 32))).toEqual(Array(32).fill(77))
    expect(Array.from(wider.subarray(32))).toEqual(Array(16).fill(128))
  })

  it('blends each new sample from its two neighbours, their centres lined up', () => {
    // Two samples made four: the new centres fall at -¼ (held at the edge), ¼, ¾ and 1¼.
    const stored = framePlanes('I420', 2, 1)
    const bytes = new Uint8Array([0, 255, 128, 128])
    expect(Array.from(resized(bytes, stored, 4, 1).bytes.subarray(0, 4))).toEqual([0, 64, 191, 255])
    const downward = framePlanes('I420', 1, 2)
    expect(
      Array.from(resized(new Uint8Array([0, 255, 128, 128]), downward, 1, 4).bytes.subarray(0, 4)),
    ).toEqual([0, 64, 191, 255])
  })

  it('blends an RGBX pixel byte by byte with the same byte of its neighbour', () => {
    const stored = framePlanes('RGBX', 2, 1)
    const bytes = new Uint8Array([10, 20, 30, 0, 50, 60, 70, 0])
    expect(Array.from(resized(bytes, stored, 4, 1).bytes)).toEqual([
      10, 20, 30, 0, 20, 30, 40, 0, 40, 50, 60, 0, 50, 60, 70, 0,
    ])
  })
})
