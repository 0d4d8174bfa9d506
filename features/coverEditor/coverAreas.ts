/**
 * The editor's covered areas, in picture pixels, and the changes the sender makes to them:
 * drawn, added, selected, moved, resized, removed, undone. Faces found on the device arrive as
 * areas marked suggested; an area the sender adjusts is theirs.
 */
import { placeNewArea, withinPicture, type Rect, type Size } from '@/lib/cover'

export interface CoverArea extends Rect {
  id: number
  suggested: boolean
}

export interface CoverAreasState {
  areas: CoverArea[]
  /** The areas before each change, latest last: Undo goes back one. */
  past: CoverArea[][]
  lastId: number
  /** The area chosen last (a tap, Enter, a move), which Remove area removes; not a change to undo. */
  selectedId?: number
}

export const noAreas: CoverAreasState = { areas: [], past: [], lastId: 0 }

export const selectedArea = (state: CoverAreasState) =>
  state.areas.find((area) => area.id === state.selectedId)

/**
 * Whether closing would throw away areas the sender has worked on. Suggestions left as they came
 * are offered again on the next opening: losing them loses nothing.
 */
export const hasUnsavedAreas = (state: CoverAreasState) =>
  state.past.length > 0 && state.areas.length > 0

/** An added area is this share of the photo's width and height, where it covers nothing yet. */
const ADDED_SHARE = 0.25

const changed = (state: CoverAreasState, areas: CoverArea[]): CoverAreasState => ({
  ...state,
  areas,
  past: [...state.past, state.areas],
})

export type CoverAreasChange =
  | { type: 'drawn'; rect: Rect; picture: Size }
  | { type: 'added'; picture: Size }
  | { type: 'facesSuggested'; faces: Rect[]; picture: Size }
  | { type: 'selected'; id: number }
  | { type: 'moved'; id: number; rect: Rect; picture: Size; continues?: boolean }
  | { type: 'removed'; id: number }
  | { type: 'undone' }

function addArea(state: CoverAreasState, rect: Rect, picture: Size): CoverAreasState {
  const id = state.lastId + 1
  const area = { id, suggested: false, ...withinPicture(rect, picture) }
  return { ...changed(state, [...state.areas, area]), lastId: id, selectedId: id }
}

export function coverAreasReducer(state: CoverAreasState, change: CoverAreasChange) {
  switch (change.type) {
    case 'drawn':
      return addArea(state, change.rect, change.picture)
    case 'added': {
      const { picture } = change
      const size = {
        width: Math.round(picture.width * ADDED_SHARE),
        height: Math.round(picture.height * ADDED_SHARE),
      }
      return addArea(state, placeNewArea(size, state.areas, picture), picture)
    }
    case 'selected':
      return state.selectedId === change.id ? state : { ...state, selectedId: change.id }
    case 'facesSuggested': {
      // Offered, not a change of the sender's: Undo does not take them back.
      const suggested = change.faces.map((face, index) => ({
        id: state.lastId + index + 1,
        suggested: true,
        ...withinPicture(face, change.picture),
      }))
      return {
        ...state,
        areas: [...state.areas, ...suggested],
        lastId: state.lastId + suggested.length,
      }
    }
    case 'moved': {
      const areas = state.areas.map((area) =>
        area.id === change.id
          ? { id: area.id, suggested: false, ...withinPicture(change.rect, change.picture) }
          : area,
      )
      // A drag is one change however many steps it takes: only its first step is kept for Undo.
      const moved = change.continues ? { ...state, areas } : changed(state, areas)
      return { ...moved, selectedId: change.id }
    }
    case 'removed':
      return changed(
        state,
        state.areas.filter((area) => area.id !== change.id),
      )
    case 'undone':
      return state.past.length === 0
        ? state
        : { ...state, areas: state.past.at(-1) ?? [], past: state.past.slice(0, -1) }
  }
}
