// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { boxAt, boxesAt, type CoverTrack } from '@/lib/videoCover'

const track: CoverTrack = {
  id: 'face-1',
  keys: [
    { time: 1, x: 0.1, y: 0.2, width: 0.2, height: 0.2 },
    { time: 3, x: 0.5, y: 0.2, width: 0.4, height: 0.3 },
    { time: 4, x: 0.5, y: 0.6, width: 0.4, height: 0.3 },
  ],
}

describe('boxAt', () => {
  it('shows nothing before the first key or after the last', () => {
    expect(boxAt(track, 0.99)).toBeUndefined()
    expect(boxAt(track, 4.01)).toBeUndefined()
  })

  it('is the key itself at a key', () => {
    expect(boxAt(track, 1)).toEqual({ x: 0.1, y: 0.2, width: 0.2, height: 0.2 })
    expect(boxAt(track, 4)).toEqual({ x: 0.5, y: 0.6, width: 0.4, height: 0.3 })
  })

  it('moves and grows in a straight line between two keys', () => {
    const box = boxAt(track, 2)
    expect(box?.x).toBeCloseTo(0.3)
    expect(box?.y).toBeCloseTo(0.2)
    expect(box?.width).toBeCloseTo(0.3)
    expect(box?.height).toBeCloseTo(0.25)
    expect(boxAt(track, 3.5)?.y).toBeCloseTo(0.4)
  })

  it('shows a track of one key at that moment only', () => {
    const moment = { id: 'm', keys: [{ time: 2, x: 0, y: 0, width: 1, height: 1 }] }
    expect(boxAt(moment, 2)).toEqual({ x: 0, y: 0, width: 1, height: 1 })
    expect(boxAt(moment, 2.001)).toBeUndefined()
    expect(boxAt({ id: 'empty', keys: [] }, 0)).toBeUndefined()
  })
})

describe('boxesAt', () => {
  it('gives the box of every track showing at a moment', () => {
    const later: CoverTrack = {
      id: 'face-2',
      keys: [
        { time: 3.5, x: 0, y: 0, width: 0.1, height: 0.1 },
        { time: 5, x: 0, y: 0, width: 0.1, height: 0.1 },
      ],
    }
    expect(boxesAt([track, later], 2)).toHaveLength(1)
    expect(boxesAt([track, later], 3.75)).toHaveLength(2)
    expect(boxesAt([track, later], 6)).toEqual([])
  })
})
