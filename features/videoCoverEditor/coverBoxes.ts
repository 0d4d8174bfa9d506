/**
 * The video editor's boxes (product.md §7): one track per thing covered, each fixed by keys at
 * moments of the clip and moving in a straight line between them (boxAt). Faces found on the
 * device arrive as tracks marked suggested; a track the sender adjusts is theirs. Boxes are kept
 * as fractions of the picture, as the engine takes them; the sender's changes come in the
 * picture's pixels, where the photo editor's rules for size and keyboard steps apply.
 */
import { placeNewArea, withinPicture, type Rect, type Size } from '@/lib/cover'
import { boxAt, boxesAt, type CoverBox, type CoverKey, type CoverTrack } from '@/lib/videoCover'

export interface EditedTrack extends CoverTrack {
  /** Found by the face finder: it stays a face once the sender adjusts it. */
  face: boolean
  /** Found by the face finder and left as it came. */
  suggested: boolean
}

export interface CoverBoxesState {
  tracks: EditedTrack[]
  lastId: number
  /** The track a tap, the focus or the list chose last, which the track buttons act on. */
  selectedId?: string
  /** Whether the sender has changed anything: closing then asks first. */
  edited: boolean
}

export const noBoxes: CoverBoxesState = { tracks: [], lastId: 0, edited: false }

export const selectedTrack = (state: CoverBoxesState) =>
  state.tracks.find((track) => track.id === state.selectedId)

/**
 * Whether closing would throw away boxes the sender has worked on. Suggestions left as they came
 * can be asked for again: losing them loses nothing.
 */
export const hasUnsavedBoxes = (state: CoverBoxesState) => state.edited && state.tracks.length > 0

/** Where a track starts and ends, in seconds from the clip's start. */
export const timeRangeOf = ({ keys }: CoverTrack) => ({
  start: keys[0]?.time ?? 0,
  end: keys.at(-1)?.time ?? 0,
})

export const inPixels = (box: CoverBox, picture: Size): Rect => ({
  x: box.x * picture.width,
  y: box.y * picture.height,
  width: box.width * picture.width,
  height: box.height * picture.height,
})

/** A rectangle in the picture's pixels, kept inside it and at least the least size, as fractions. */
function inFractions(rect: Rect, picture: Size): CoverBox {
  const kept = withinPicture(rect, picture)
  return {
    x: kept.x / picture.width,
    y: kept.y / picture.height,
    width: kept.width / picture.width,
    height: kept.height / picture.height,
  }
}

/** An added box is this share of the picture's width and height, where it covers nothing yet. */
const ADDED_SHARE = 0.25
/** Two moments closer than this are one key: less than a frame at any rate a phone records. */
const SAME_MOMENT = 0.001

export type CoverBoxesChange =
  | { type: 'facesSuggested'; tracks: CoverTrack[] }
  /** A box drawn or added at `time` covers the whole clip until the sender says otherwise. */
  | { type: 'drawn'; rect: Rect; picture: Size; duration: number }
  | { type: 'added'; picture: Size; time: number; duration: number }
  | { type: 'selected'; id: string }
  | { type: 'moved'; id: string; rect: Rect; picture: Size; time: number }
  | { type: 'startsAt'; id: string; time: number }
  | { type: 'endsAt'; id: string; time: number }
  | { type: 'removed'; id: string }

function addTrack(state: CoverBoxesState, box: CoverBox, duration: number): CoverBoxesState {
  const id = String(state.lastId + 1)
  const keys = [
    { ...box, time: 0 },
    { ...box, time: duration },
  ]
  return {
    tracks: [...state.tracks, { id, keys, face: false, suggested: false }],
    lastId: state.lastId + 1,
    selectedId: id,
    edited: true,
  }
}

/** The track with a key at `time` holding `box`: a key already there is replaced. */
function withKey({ keys }: CoverTrack, key: CoverKey) {
  const others = keys.filter(({ time }) => Math.abs(time - key.time) >= SAME_MOMENT)
  return [...others, key].sort((one, other) => one.time - other.time)
}

/** Cut to start at `time` (or stretched back to it), with the box it has there as its first key. */
function startingAt(track: CoverTrack, time: number): CoverKey[] | undefined {
  const { start, end } = timeRangeOf(track)
  const first = track.keys[0]
  if (!first || time >= end) return undefined
  const box = time < start ? first : (boxAt(track, time) ?? first)
  return [{ ...box, time }, ...track.keys.filter((key) => key.time > time + SAME_MOMENT)]
}

/** Cut to end at `time` (or stretched on to it), with the box it has there as its last key. */
function endingAt(track: CoverTrack, time: number): CoverKey[] | undefined {
  const { start, end } = timeRangeOf(track)
  const last = track.keys.at(-1)
  if (!last || time <= start) return undefined
  const box = time > end ? last : (boxAt(track, time) ?? last)
  return [...track.keys.filter((key) => key.time < time - SAME_MOMENT), { ...box, time }]
}

function changeTrack(
  state: CoverBoxesState,
  id: string,
  keysOf: (track: EditedTrack) => CoverKey[] | undefined,
): CoverBoxesState {
  const tracks = state.tracks.map((track) => {
    if (track.id !== id) return track
    const keys = keysOf(track)
    return keys ? { ...track, keys, suggested: false } : track
  })
  return { ...state, tracks, selectedId: id, edited: true }
}

export function coverBoxesReducer(
  state: CoverBoxesState,
  change: CoverBoxesChange,
): CoverBoxesState {
  switch (change.type) {
    case 'facesSuggested': {
      // Offered, not a change of the sender's: closing without touching them loses nothing. Asked
      // for again, they replace the suggestions left as they came rather than doubling them.
      const suggested = change.tracks.map(({ keys }, index) => ({
        id: String(state.lastId + index + 1),
        keys,
        face: true,
        suggested: true,
      }))
      return {
        ...state,
        tracks: [...state.tracks.filter((track) => !track.suggested), ...suggested],
        lastId: state.lastId + suggested.length,
      }
    }
    case 'drawn':
      return addTrack(state, inFractions(change.rect, change.picture), change.duration)
    case 'added': {
      const { picture, time } = change
      const size = {
        width: Math.round(picture.width * ADDED_SHARE),
        height: Math.round(picture.height * ADDED_SHARE),
      }
      const shown = boxesAt(state.tracks, time).map((box) => inPixels(box, picture))
      const placed = placeNewArea(size, shown, picture)
      return addTrack(state, inFractions(placed, picture), change.duration)
    }
    case 'selected':
      return state.selectedId === change.id ? state : { ...state, selectedId: change.id }
    case 'moved':
      return changeTrack(state, change.id, (track) =>
        withKey(track, { ...inFractions(change.rect, change.picture), time: change.time }),
      )
    case 'startsAt':
      return changeTrack(state, change.id, (track) => startingAt(track, change.time))
    case 'endsAt':
      return changeTrack(state, change.id, (track) => endingAt(track, change.time))
    case 'removed':
      return {
        ...state,
        tracks: state.tracks.filter((track) => track.id !== change.id),
        edited: true,
      }
  }
}
