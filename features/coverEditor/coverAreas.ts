/**
 * The editor's covered areas, in picture pixels, and the changes the sender makes to them:
 * drawn, added, selected, moved, resized, removed, undone. Faces found on the device arrive as
 * areas marked suggested; an area the sender adjusts is theirs.
 */
import type { Rect, Size } from '@/lib/cover'
import { placeNewArea } from './placeNewArea'

export interface CoverArea extends Rect {
  id: number
  suggested: boolean
}

export interface CoverAreasState {
  areas: CoverArea[]
  /** The areas before each change, latest last: Undo goes back one. */
  past: CoverArea[][]
  lastId: number
  /** The area a tap or the focus chose last, which Remove area removes; not a change to undo. */
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

/** Keyboard moves and resizes go by this share of the photo's longer side. */
const KEY_STEP_SHARE = 0.01
/** No area is smaller than this share of the longer side: a drawn speck is a slip. */
const MIN_SIDE_SHARE = 0.02
/** An added area is this share of the photo's width and height, where it covers nothing yet. */
const ADDED_SHARE = 0.25

const keyStep = (picture: Size) =>
  Math.max(1, Math.round(Math.max(picture.width, picture.height) * KEY_STEP_SHARE))

const minSide = (picture: Size) =>
  Math.max(1, Math.round(Math.max(picture.width, picture.height) * MIN_SIDE_SHARE))

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** The same area inside the photo, at least the minimum size. */
export function withinPicture(rect: Rect, picture: Size): Rect {
  const least = minSide(picture)
  const width = clamp(Math.round(rect.width), least, picture.width)
  const height = clamp(Math.round(rect.height), least, picture.height)
  return {
    x: clamp(Math.round(rect.x), 0, picture.width - width),
    y: clamp(Math.round(rect.y), 0, picture.height - height),
    width,
    height,
  }
}

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

type Arrow = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown'
const ARROWS: Record<Arrow, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

export const isArrow = (key: string): key is Arrow => key in ARROWS

/** Arrow keys move an area a step; with Shift, Right and Down grow it, Left and Up shrink it. */
export function steppedByKey(area: Rect, key: Arrow, resize: boolean, picture: Size): Rect {
  const step = keyStep(picture)
  const [dx, dy] = ARROWS[key]
  return resize
    ? { ...area, width: area.width + dx * step, height: area.height + dy * step }
    : { ...area, x: area.x + dx * step, y: area.y + dy * step }
}
