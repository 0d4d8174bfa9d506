// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pixelBox } from '@/lib/videoCover/coverPixels'

describe('pixelBox', () => {
  it('is the same box where its edges fall on whole pixels', () => {
    expect(pixelBox({ x: 0.25, y: 0.5, width: 0.25, height: 0.25 }, 320, 240)).toEqual({
      x: 80,
      y: 120,
      width: 80,
      height: 60,
    })
  })

  it('grows outward to whole pixels, so no sliver at an edge stays uncovered', () => {
    // 10.4 to 30.6 across, 5.5 to 12.1 down.
    expect(pixelBox({ x: 0.104, y: 0.055, width: 0.202, height: 0.066 }, 100, 100)).toEqual({
      x: 10,
      y: 5,
      width: 21,
      height: 8,
    })
  })

  it('stays inside the frame', () => {
    expect(pixelBox({ x: -0.1, y: 0.9, width: 0.3, height: 0.3 }, 100, 50)).toEqual({
      x: 0,
      y: 45,
      width: 20,
      height: 5,
    })
  })

  it('covers nothing when the box lies outside the frame', () => {
    expect(pixelBox({ x: 1.2, y: 0, width: 0.1, height: 0.1 }, 100, 100)).toMatchObject({
      width: 0,
    })
  })
})
