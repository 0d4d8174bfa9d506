import { describe, expect, it } from 'vitest'
import {
  pictureSize,
  pictureToStored,
  screenToPicture,
  storedToPicture,
  type Orientation,
} from '@/lib/cover'

// A 400 x 300 stored photo; turned a quarter (orientations 5-8) it is seen as 300 x 400.
const STORED = { width: 400, height: 300 }

describe('covered areas in photo pixels', () => {
  it.each([
    [1, { x: 10, y: 20, width: 30, height: 40 }],
    [2, { x: 360, y: 20, width: 30, height: 40 }],
    [3, { x: 360, y: 240, width: 30, height: 40 }],
    [4, { x: 10, y: 240, width: 30, height: 40 }],
    [5, { x: 20, y: 10, width: 40, height: 30 }],
    [6, { x: 20, y: 260, width: 40, height: 30 }],
    [7, { x: 340, y: 260, width: 40, height: 30 }],
    [8, { x: 340, y: 10, width: 40, height: 30 }],
  ] as const)(
    'puts a rectangle drawn on screen on the stored pixels it covers at orientation %i',
    (orientation, expected) => {
      const picture = pictureSize(STORED, orientation)
      // Shown at twice its size: 20 screen pixels are 10 picture pixels.
      const box = { width: picture.width * 2, height: picture.height * 2 }
      const onScreen = { x: 20, y: 40, width: 60, height: 80 }
      const inPicture = screenToPicture(onScreen, box, picture)
      expect(inPicture).toEqual({ x: 10, y: 20, width: 30, height: 40 })
      expect(pictureToStored(inPicture, orientation, STORED)).toEqual(expected)
    },
  )

  it.each([1, 2, 3, 4, 5, 6, 7, 8] as const)(
    'draws each stored pixel of a covered area where the editor showed it at orientation %i',
    (orientation: Orientation) => {
      const picture = pictureSize(STORED, orientation)
      const area = { x: 50, y: 70, width: 20, height: 10 }
      const stored = pictureToStored(area, orientation, STORED)
      const [a, b, c, d, e, f] = storedToPicture(orientation, STORED)
      const corners = [
        [stored.x, stored.y],
        [stored.x + stored.width, stored.y + stored.height],
      ].map(([x, y]) => [a * x! + c * y! + e, b * x! + d * y! + f])
      const xs = corners.map(([x]) => x!)
      const ys = corners.map(([, y]) => y!)
      expect({
        x: Math.min(...xs),
        y: Math.min(...ys),
        width: Math.max(...xs) - Math.min(...xs),
        height: Math.max(...ys) - Math.min(...ys),
      }).toEqual(area)
      expect(Math.max(...xs)).toBeLessThanOrEqual(picture.width)
    },
  )

  it('rounds outward to whole pixels, so no sliver of an edge stays uncovered', () => {
    const picture = { width: 1000, height: 1000 }
    const box = { width: 300, height: 300 }
    expect(screenToPicture({ x: 10, y: 10, width: 10, height: 10 }, box, picture)).toEqual({
      x: 33,
      y: 33,
      width: 34,
      height: 34,
    })
  })

  it('keeps an area dragged past the edge inside the photo', () => {
    const picture = { width: 400, height: 300 }
    expect(
      screenToPicture({ x: -50, y: 250, width: 200, height: 100 }, picture, picture),
    ).toEqual({ x: 0, y: 250, width: 150, height: 50 })
  })
})
