import { EBML_ID, readUnsigned, type EbmlElement } from './ebml'
import {
  isKeptTrack,
  kept,
  removeOffTheList,
  voidElement,
  walkChildren,
  walkMaster,
  walked,
  type AllowList,
  type MatroskaWalk,
} from './allowList'

const CUE_TIME = 0xb3

/**
 * Where a player seeks to: CueTrack, CueClusterPosition, CueRelativePosition, CueDuration,
 * CueBlockNumber, CueCodecState, and CueReference > CueRefTime.
 */
const CUE_TRACK_POSITIONS_ALLOW_LIST: AllowList = new Map([
  ...kept([EBML_ID.cueTrack, 0xf1, 0xf0, 0xb2, 0x5378, 0xea]),
  walked(0xdb, new Map(kept([0x96]))),
])

/** The track a CueTrackPositions points into. */
async function cueTrack(walk: MatroskaWalk, positions: EbmlElement) {
  for await (const child of walk.reader.children(positions)) {
    if (child.id === EBML_ID.cueTrack) return readUnsigned(await walk.reader.data(child))
  }
  return undefined
}

/** The CueTrackPositions of a CuePoint that point into kept tracks, by where they start. */
async function keptPositions(walk: MatroskaWalk, cuePoint: EbmlElement) {
  const starts = new Set<number>()
  for await (const child of walk.reader.children(cuePoint)) {
    if (child.id !== EBML_ID.cueTrackPositions) continue
    if (isKeptTrack(walk.tracks, await cueTrack(walk, child))) starts.add(child.start)
  }
  return starts
}

/**
 * A CuePoint keeps its time and the positions of kept tracks; one that points only into removed
 * tracks goes whole, since a CuePoint without positions is not valid Matroska.
 */
async function walkCuePoint(walk: MatroskaWalk, cuePoint: EbmlElement) {
  const kept = await keptPositions(walk, cuePoint)
  if (kept.size === 0) return voidElement(walk, cuePoint)
  await walkChildren(walk, walk.reader.children(cuePoint), (child) => {
    if (child.id === CUE_TIME) return
    if (child.id !== EBML_ID.cueTrackPositions) return removeOffTheList(walk, child)
    if (!kept.has(child.start)) return voidElement(walk, child)
    return walkMaster(walk, child, CUE_TRACK_POSITIONS_ALLOW_LIST)
  })
}

/** The Cues, the index players seek by, along their allow-list and the kept tracks. */
export function walkCues(walk: MatroskaWalk, cues: EbmlElement) {
  return walkChildren(walk, walk.reader.children(cues), (child) =>
    child.id === EBML_ID.cuePoint ? walkCuePoint(walk, child) : removeOffTheList(walk, child),
  )
}
