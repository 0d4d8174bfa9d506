// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  coverAreasReducer,
  hasUnsavedAreas,
  noAreas,
  selectedArea,
  type CoverAreasChange,
} from '@features/coverEditor/coverAreas'
import { sharedArea } from '@/lib/cover'

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

  it('places each added area where it covers no other area yet, the first in the middle', () => {
    const added = { type: 'added', picture: PICTURE } as const
    const state = apply(added, added, added, added)
    expect(rects(state)[0]).toEqual({ x: 375, y: 300, width: 250, height: 200, suggested: false })
    const all = state.areas
    for (const [index, area] of all.entries()) {
      for (const other of all.slice(index + 1)) expect(sharedArea(area, other)).toBe(0)
    }
  })

  it('places an added area beside the suggested faces, not over them', () => {
    const state = apply(
      {
        type: 'facesSuggested',
        faces: [{ x: 300, y: 250, width: 400, height: 300 }],
        picture: PICTURE,
      },
      { type: 'added', picture: PICTURE },
    )
    const [face, added] = state.areas
    expect(face && added && sharedArea(face, added)).toBe(0)
  })

  it('overlaps as little as it can once the photo is full', () => {
    const full = { type: 'drawn', rect: { x: 0, y: 0, ...PICTURE }, picture: PICTURE } as const
    const state = apply(full, { type: 'added', picture: PICTURE })
    expect(rects(state)[1]).toEqual({ x: 375, y: 300, width: 250, height: 200, suggested: false })
  })

  it('selects a new area, and the one the sender picks or moves', () => {
    const added = { type: 'added', picture: PICTURE } as const
    const twoAdded = apply(added, added)
    const [first, second] = twoAdded.areas
    expect(selectedArea(twoAdded)).toBe(second)
    const picked = coverAreasReducer(twoAdded, { type: 'selected', id: first?.id ?? 0 })
    expect(selectedArea(picked)?.id).toBe(first?.id)
    expect(picked.past).toBe(twoAdded.past)
    const removed = coverAreasReducer(picked, { type: 'removed', id: first?.id ?? 0 })
    expect(selectedArea(removed)).toBeUndefined()
  })

  it('has unsaved areas once the sender changed something, not for suggestions alone', () => {
    const suggested = apply({
      type: 'facesSuggested',
      faces: [{ x: 10, y: 20, width: 100, height: 120 }],
      picture: PICTURE,
    })
    expect(hasUnsavedAreas(noAreas)).toBe(false)
    expect(hasUnsavedAreas(suggested)).toBe(false)
    const drawn = coverAreasReducer(suggested, {
      type: 'drawn',
      rect: { x: 500, y: 500, width: 100, height: 100 },
      picture: PICTURE,
    })
    expect(hasUnsavedAreas(drawn)).toBe(true)
    expect(hasUnsavedAreas(coverAreasReducer(drawn, { type: 'undone' }))).toBe(false)
    const allRemoved = [drawn.areas[0], drawn.areas[1]].reduce(
      (state, area) => coverAreasReducer(state, { type: 'removed', id: area?.id ?? 0 }),
      drawn,
    )
    expect(hasUnsavedAreas(allRemoved)).toBe(false)
  })
})
