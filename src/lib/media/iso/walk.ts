import { readUint32BE, type ByteRange } from '@/lib/media/core/bytes'
import { appendAll } from '@/lib/media/core/lists'
import {
  checkSelfReference,
  childrenKey,
  childrenStart,
  shapeOf,
  UNKNOWN_STRUCTURE,
  type BoxShape,
} from './allowList'
import { framedBySample } from '@/lib/media/core/frameOpenings'
import { readChildBoxes, type IsoBox } from './boxes'
import { fragmentSampleRanges, readTrackDefaults } from './fragments'
import { framingOf, type Framing, type OpeningStream } from './streamOpenings'
import {
  extraTrackKind,
  findBox,
  handlerType,
  samplesFrom,
  trackId,
  trackSampleRanges,
} from './tracks'
import type { ExtraTrackKind } from '@/lib/media/core/mediaTypes'

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
 * bytes, from 0, with where it sits in the file), so a fragment (moof) is checked against the
 * tracks its moov declared. Every box is either on the allow-list and walked into, or
 * reported as outside it. The walk also gathers where the picture and sound samples lie,
 * from the sample tables and from each fragment's runs.
 */
export function createIsoWalk(visitor: IsoVisitor) {
  const extraTrackIds = new Set<number>()
  const keptSamples: ByteRange[] = []
  // Each picture and sound track's first run of samples, by track id.
  const firstSamples = new Map<number | undefined, ByteRange>()
  // How each AVC, HEVC and AAC track frames its samples, by track id, and where each opens.
  const framings = new Map<number | undefined, Framing>()
  // Each framed track's stream, by track id: a fragment's later runs join it as they come.
  const openingStreams = new Map<
    number | undefined,
    OpeningStream & { laterSamples: ByteRange[] }
  >()
  let trackDefaults = new Map<number, number>()
  // False once some samples cannot be placed: the media data is then not mapped.
  let samplesKnown = true

  function keepSamples(id: number | undefined, ranges: readonly ByteRange[]) {
    appendAll(keptSamples, ranges)
    const [first] = ranges
    if (!first) return
    const opened = openingStreams.get(id)
    if (opened) appendAll(opened.laterSamples, ranges)
    if (firstSamples.has(id)) return
    firstSamples.set(id, first)
    const framing = framings.get(id)
    if (framing)
      openingStreams.set(id, { firstSamples: first, laterSamples: ranges.slice(1), framing })
  }

  function keepTrackSamples(bytes: Uint8Array, trak: IsoBox) {
    const framing = framingOf(bytes, trak)
    try {
      const id = trackId(bytes, trak)
      if (framing) framings.set(id, framing)
      keepSamples(id, trackSampleRanges(bytes, trak, framing && framedBySample(framing)))
    } catch {
      samplesKnown = false
    }
  }

  function keepFragmentSamples(bytes: Uint8Array, moof: IsoBox, moofStart: number) {
    try {
      for (const { trackId: id, range, sizes } of fragmentSampleRanges(
        bytes,
        moof,
        moofStart,
        trackDefaults,
      )) {
        const framing = framings.get(id)
        const bySample = framing && framedBySample(framing)
        keepSamples(id, bySample ? samplesFrom(range.start, sizes) : [range])
      }
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

  function walk(
    bytes: Uint8Array,
    { start, end, parent, at = 0 }: { start: number; end: number; parent: string; at?: number },
    handler?: string,
  ) {
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
        keepTrackSamples(bytes, box)
      }
      if (shape === 'trackFragment') checkFragment(bytes, box)
      if (box.type === 'mvex') trackDefaults = readTrackDefaults(bytes, box)
      if (box.type === 'moof') keepFragmentSamples(bytes, box, at + box.start)
      if (shape === 'selfReference') checkSelfReference(bytes, box)
      visitor.allowed(bytes, box, shape, boxHandler)
      const first = childrenStart(bytes, box, shape, boxHandler)
      if (first !== undefined) {
        walk(bytes, { start: first, end: box.end, parent: childrenKey(box, shape) }, boxHandler)
      }
    }
  }

  return {
    /** Walks one top-level box, its bytes from 0, `at` where it sits in the file. */
    walk: (topLevelBox: Uint8Array, at: number) =>
      walk(topLevelBox, { start: 0, end: topLevelBox.length, parent: 'file', at }),
    /** Where the picture and sound samples lie, or undefined when that cannot be known. */
    keptSamples: () => (samplesKnown ? keptSamples : undefined),
    /** Each picture and sound track's first run of samples, where encoders name themselves. */
    firstSamples: () => [...firstSamples.values()],
    /** The AVC, HEVC and AAC tracks' first samples, with what opens their streams. */
    openingStreams: () => [...openingStreams.values()],
  }
}
