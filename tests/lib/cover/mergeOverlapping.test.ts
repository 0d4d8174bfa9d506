// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mergeOverlapping } from '@/lib/cover'

describe('one suggestion per face', () => {
  it('turns boxes found around the same face into one box around all of them', () => {
    expect(
      mergeOverlapping([
        { x: 100, y: 100, width: 50, height: 60 },
        { x: 110, y: 120, width: 50, height: 60 },
        { x: 95, y: 130, width: 40, height: 40 },
      ]),
    ).toEqual([{ x: 95, y: 100, width: 65, height: 80 }])
  })

  it('keeps faces side by side apart, even when their boxes touch', () => {
    const faces = [
      { x: 0, y: 0, width: 50, height: 50 },
      { x: 45, y: 0, width: 50, height: 50 },
      { x: 300, y: 10, width: 20, height: 20 },
    ]
    expect(mergeOverlapping(faces)).toEqual(faces)
  })
})
