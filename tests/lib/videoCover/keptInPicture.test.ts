// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { boxAt, type CoverBox, type CoverKey } from '@/lib/videoCover'
import { keptInPicture } from '@/lib/videoCover/keptInPicture'

const inside = (value: number) => Math.min(1, Math.max(0, value))

const clipped = ({ x, y, width, height }: CoverBox) => ({
  x: inside(x),
  y: inside(y),
  width: inside(x + width) - inside(x),
  height: inside(y + height) - inside(y),
})

const expectBox = (box: CoverBox | undefined, expected: CoverBox) => {
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(box?.[side]).toBeCloseTo(expected[side], 9)
  }
}

describe('boxes kept inside the picture', () => {
  it('keeps the part of a box inside the picture, and a box outside it as none at the edge', () => {
    const [across, outside] = keptInPicture([
      { time: 0, x: -0.2, y: 0.9, width: 0.3, height: 0.2 },
      { time: 1, x: -0.5, y: 0.9, width: 0.3, height: 0.2 },
    ])
    expectBox(across, { x: 0, y: 0.9, width: 0.1, height: 0.1 })
    expectBox(outside, { x: 0, y: 0.9, width: 0, height: 0.1 })
  })

  it('moves as the box did at every moment, where it comes into the picture and leaves it', () => {
    const keys: CoverKey[] = [
      { time: 0, x: -0.3, y: 0.8, width: 0.3, height: 0.3 },
      { time: 1, x: 0.5, y: 0.6, width: 0.3, height: 0.3 },
      { time: 2, x: 0.9, y: 0.75, width: 0.4, height: 0.3 },
    ]
    const kept = { id: 'kept', keys: keptInPicture(keys) }
    for (let time = 0; time <= 2; time += 0.01) {
      expectBox(boxAt(kept, time), clipped(boxAt({ id: 'whole', keys }, time) as CoverBox))
    }
  })

  it('adds no key to a box that stays inside', () => {
    const keys: CoverKey[] = [
      { time: 0, x: 0, y: 0.1, width: 0.3, height: 0.3 },
      { time: 1, x: 0.7, y: 0.6, width: 0.3, height: 0.4 },
    ]
    expect(keptInPicture(keys)).toEqual(keys)
  })
})
