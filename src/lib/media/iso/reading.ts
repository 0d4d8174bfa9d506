import { isZero, readAscii, readUint32BE, type ByteRange } from '@/lib/media/core/bytes'
import { descriptiveBytes } from './allowList'
import type { IsoBox } from './boxes'
import { detailsOf, type Finding } from '@/lib/media/core/findings'
import { rewriteOf } from './rewrites'
import { findInBox } from './metadata'
import { encoderNameIn } from '@/lib/media/core/streamEncoder'
import { trackSampleRanges } from './tracks'
import { createIsoWalk, type IsoVisitor } from './walk'
import type { ExtraTrackKind } from '@/lib/media/core/mediaTypes'

/** Seconds from 1904 (the QuickTime epoch) to 1970. */
const QUICKTIME_EPOCH_OFFSET = 2_082_844_800

/**
 * A mvhd/tkhd/mdhd box's creation time, or its modification time when only that is set, as
 * 'YYYY-MM-DDTHH:MM' in UTC (64-bit times in version 1).
 */
function readBoxTime(bytes: Uint8Array, box: IsoBox) {
  const long = bytes[box.payloadStart] === 1
  const read = (at: number) =>
    long ? readUint32BE(bytes, at) * 2 ** 32 + readUint32BE(bytes, at + 4) : readUint32BE(bytes, at)
  const first = box.payloadStart + 4
  const seconds = read(first) || read(first + (long ? 8 : 4))
  const time = new Date((seconds - QUICKTIME_EPOCH_OFFSET) * 1000)
  return Number.isNaN(time.getTime()) ? String(seconds) : time.toISOString().slice(0, 16)
}

/** Text as a handler or compressor name holds it, without length bytes and padding. */
const printableText = (bytes: Uint8Array, start: number, end: number) =>
  readAscii(bytes, start, end - start)
    .replace(/[^\x20-\x7e]/g, '')
    .trim()

/** An extra track's kind and where its samples lie in the file. */
export interface ExtraTrackSamples {
  kind: ExtraTrackKind
  ranges: ByteRange[]
}

/**
 * The reading of an MP4/MOV/M4A, independent of what the cleaner did: every top-level box is
 * walked along the allow-list, and whatever is off it, every extra track, and every
 * descriptive byte left set inside allowed boxes is reported as the field it reveals.
 */
export function createIsoReader() {
  const findings: Finding[] = []
  // Found inside allowed boxes (times, handler names): after the items, which say more.
  const inAllowedBoxes: Finding[] = []
  const extraTracks: ExtraTrackSamples[] = []
  const visitor: IsoVisitor = {
    outside: (bytes, box) => findings.push(...findInBox(bytes, box)),
    extraTrack: (bytes, trak, kind) => {
      findings.push({ role: kind })
      extraTracks.push({ kind, ranges: trackSampleRanges(bytes, trak) })
    },
    allowed: (bytes, box, shape, handler) => {
      for (const { field, start, end } of rewriteOf(box, shape)?.extras(bytes, box) ?? []) {
        inAllowedBoxes.push(
          field === 'software'
            ? { role: field, value: encoderNameIn(bytes.subarray(start, end)) }
            : { role: field },
        )
      }
      for (const { field, start, end } of descriptiveBytes(bytes, box, shape, handler)) {
        if (isZero(bytes, start, end)) continue
        const value = field === 'date' ? readBoxTime(bytes, box) : printableText(bytes, start, end)
        inAllowedBoxes.push({ role: field, value })
      }
    },
  }
  const { walk, keptSamples, firstSamples, openingStreams } = createIsoWalk(visitor)
  return {
    read: walk,
    /** A top-level box the cleaner drops, from as much of its start as was read. */
    readDropped: (head: Uint8Array, box: IsoBox) =>
      findings.push(...findInBox(head, { ...box, end: Math.min(box.end, head.length) })),
    details: () => detailsOf([...findings, ...inAllowedBoxes]),
    extraTracks: () => extraTracks,
    keptSamples,
    firstSamples,
    openingStreams,
  }
}
