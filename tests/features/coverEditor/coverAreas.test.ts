import { describe, expect, it } from 'vitest'
import { coverAreasReducer, noAreas, type CoverAreasChange } from '@features/coverEditor/coverAreas'

const PICTURE = { width: 1000, height: 800 }
const apply = (...changes: CoverAreasChange[]) => changes.reduce(coverAreasReducer, noAreas)
const rects = (state: ReturnType<typeof apply>) =>
  state.areas.map(({ x, y, width, height, suggested }) => ({ x, y, width, height, suggested }))

describe('covered areas in the editor', () => {
  it('offers found faces as suggestions, which Undo does not take back', () => {
    const state = apply(
      {
        type: 'facesSuggested',
        faces: [{ x: 10, y: 20, width: 100, height: 120 }],
        picture: PICTURE,
      },
      { type: 'undone' },
    )
    expect(rects(state)).toEqual([{ x: 10, y: 20, width: 100, height: 120, suggested: true }])
  })

  it('makes a suggestion the sender adjusts their own', () => {
    const suggested = apply({
      type: 'facesSuggested',
      faces: [{ x: 10, y: 20, width: 100, height: 120 }],
      picture: PICTURE,
    })
    const id = suggested.areas[0]?.id ?? 0
    const moved = coverAreasReducer(suggested, {
      type: 'moved',
      id,
      rect: { x: 30, y: 20, width: 100, height: 120 },
      picture: PICTURE,
    })
    expect(rects(moved)).toEqual([{ x: 30, y: 20, width: 100, height: 120, suggested: false }])
  })

  it('undoes a whole drag at once, and a removal', () => {
    const added = apply({ type: 'added', picture: PICTURE })
    const id = added.areas[0]?.id ?? 0
    const before = rects(added)
    const dragged = [40, 80, 120].reduce(
      (state, x, step) =>
        coverAreasReducer(state, {
          type: 'moved',
          id,
          rect: { x, y: 0, width: 250, height: 200 },
          picture: PICTURE,
          continues: step > 0,
        }),
      added,
    )
    expect(rects(coverAreasReducer(dragged, { type: 'undone' }))).toEqual(before)
    const removed = coverAreasReducer(added, { type: 'removed', id })
    expect(removed.areas).toEqual([])
    expect(rects(coverAreasReducer(removed, { type: 'undone' }))).toEqual(before)
  })

  it('keeps a drawn area inside the photo and no smaller than a slip of the finger', () => {
    const state = apply({
      type: 'drawn',
      rect: { x: 990, y: 790, width: 3, height: 3 },
      picture: PICTURE,
    })
    expect(rects(state)).toEqual([{ x: 980, y: 780, width: 20, height: 20, suggested: false }])
  })
})
