import { readUint32BE, type ByteRange } from './bytes'
import {
  checkSelfReference,
  childrenKey,
  childrenStart,
  shapeOf,
  UNKNOWN_STRUCTURE,
  type BoxShape,
} from './isoAllowList'
import { readChildBoxes, type IsoBox } from './isoBoxes'
import {
  extraTrackKind,
  findBox,
  handlerType,
  trackId,
  trackSampleRanges,
  type ExtraTrackKind,
} from './isoTracks'

/** What a walk along the allow-list meets; the cleaner and the reader each answer it their way. */
export interface IsoVisitor {
  /** A box off the allow-list: it goes whole, with everything inside it. */
  outside(bytes: Uint8Array, box: IsoBox): void
  /** A track that is neither picture nor sound. */
  extraTrack(bytes: Uint8Array, trak: IsoBox, kind: ExtraTrackKind): void
  /** An allow-listed box, met before its children; `handler` is its track's ('vide', 'soun'). */
  allowed(bytes: Uint8Array, box: IsoBox, shape: BoxShape, handler: string | undefined): void
}

const EXTRA_TRACK_FRAGMENTS =
  'The file is fragmented and carries a track other than picture and sound, which TipWire cannot remove'

/**
 * A walk of a file's top-level boxes, given one at a time in file order (each in its own
 * bytes, from 0), so a fragment (moof) is checked against the tracks its moov declared.
 * Every box is either on the allow-list and walked into, or reported as outside it. The walk
 * also gathers where the picture and sound tracks' samples lie, `positionsOf` the box each
 * top-level box's bytes start at.
 */
export function createIsoWalk(visitor: IsoVisitor) {
  const extraTrackIds = new Set<number>()
  const keptSamples: ByteRange[] = []
  const firstSamples: ByteRange[] = []
  // Fragments list their samples in their own runs: the media data is then not mapped here.
  let samplesKnown = true

  function keepSamples(bytes: Uint8Array, trak: IsoBox) {
    try {
      const ranges = trackSampleRanges(bytes, trak)
      keptSamples.push(...ranges)
      if (ranges[0]) firstSamples.push(ranges[0])
    } catch {
      samplesKnown = false
    }
  }

  function checkFragment(bytes: Uint8Array, fragment: IsoBox) {
    const header = findBox(bytes, fragment, 'tfhd')
    if (!header) throw new Error(UNKNOWN_STRUCTURE)
    if (extraTrackIds.has(readUint32BE(bytes, header.payloadStart + 4))) {
      throw new Error(EXTRA_TRACK_FRAGMENTS)
    }
  }

  function walk(bytes: Uint8Array, start: number, end: number, parent: string, handler?: string) {
    for (const box of readChildBoxes(bytes, start, end)) {
      const shape = shapeOf(parent, box.type)
      if (!shape) {
        visitor.outside(bytes, box)
        continue
      }
      let boxHandler = handler
      if (shape === 'track') {
        const kind = extraTrackKind(bytes, box)
        if (kind) {
          const id = trackId(bytes, box)
          if (id !== undefined) extraTrackIds.add(id)
          visitor.extraTrack(bytes, box, kind)
          continue
        }
        boxHandler = handlerType(bytes, box)
        keepSamples(bytes, box)
      }
      if (shape === 'trackFragment') checkFragment(bytes, box)
      if (shape === 'trackFragment' || box.type === 'mvex') samplesKnown = false
      if (shape === 'selfReference') checkSelfReference(bytes, box)
      visitor.allowed(bytes, box, shape, boxHandler)
      const first = childrenStart(bytes, box, shape, boxHandler)
      if (first !== undefined) walk(bytes, first, box.end, childrenKey(box, shape), boxHandler)
    }
  }

  return {
    walk: (topLevelBox: Uint8Array) => walk(topLevelBox, 0, topLevelBox.length, 'file'),
    /** Where the picture and sound samples lie, or undefined when that cannot be known. */
    keptSamples: () => (samplesKnown ? keptSamples : undefined),
    /** Each picture and sound track's first run of samples, where encoders name themselves. */
    firstSamples: () => firstSamples,
  }
}
