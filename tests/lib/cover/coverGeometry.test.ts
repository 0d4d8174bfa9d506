// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { screenToPicture } from '@/lib/cover'

describe('a rectangle drawn on screen, in photo pixels', () => {
  it.each([
    ['a landscape photo', { width: 400, height: 300 }],
    // A phone photo stored on its side and shown upright (EXIF orientations 5 to 8).
    ['a photo turned upright', { width: 300, height: 400 }],
  ])('scales with the box %s is shown in', (_name, picture) => {
    const box = { width: picture.width * 2, height: picture.height * 2 }
    expect(screenToPicture({ x: 20, y: 40, width: 60, height: 80 }, box, picture)).toEqual({
      x: 10,
      y: 20,
      width: 30,
      height: 40,
    })
  })

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
    expect(screenToPicture({ x: -50, y: 250, width: 200, height: 100 }, picture, picture)).toEqual({
      x: 0,
      y: 250,
      width: 150,
      height: 50,
    })
  })
})
