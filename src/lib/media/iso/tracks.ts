import { readAscii, readUint16BE, readUint32BE, type ByteRange } from '@/lib/media/core/bytes'
import { appendAll } from '@/lib/media/core/lists'
import { KEPT_HANDLERS } from './allowList'
import { readChildBoxes, type IsoBox } from './boxes'
import { frameBytesOf } from './soundFrames'
import type { ExtraTrackKind } from '@/lib/media/core/mediaTypes'

/** The box at the end of a path of first children: findBox(bytes, trak, 'mdia', 'hdlr'). */
export function findBox(bytes: Uint8Array, box: IsoBox, ...path: string[]) {
  let found: IsoBox | undefined = box
  for (const type of path) {
    if (!found) return undefined
    const parent: IsoBox = found
    found = readChildBoxes(bytes, parent.payloadStart, parent.end).find(
      (child) => child.type === type,
    )
  }
  return found
}

/** The track's handler type ('vide', 'soun', 'text', 'meta', ...): the mdia hdlr's, after 8 bytes. */
export function handlerType(bytes: Uint8Array, trak: IsoBox) {
  const handler = findBox(bytes, trak, 'mdia', 'hdlr')
  return handler ? readAscii(bytes, handler.payloadStart + 8, 4) : ''
}

function firstSampleEntryType(bytes: Uint8Array, trak: IsoBox) {
  const descriptions = findBox(bytes, trak, 'mdia', 'minf', 'stbl', 'stsd')
  if (!descriptions) return ''
  return readChildBoxes(bytes, descriptions.payloadStart + 8, descriptions.end)[0]?.type ?? ''
}

/** Subtitle and caption handlers and formats: 3GPP timed text, QuickTime text, WebVTT, TTML, CEA-608/708. */
const SUBTITLES = new Set(['sbtl', 'text', 'subt', 'clcp', 'tx3g', 'wvtt', 'stpp', 'c608', 'c708'])
/** GoPro's GPMF and Google's camera motion metadata: GPS, accelerometer, gyroscope. */
const TELEMETRY = new Set(['gpmd', 'camm'])

/** What kind of extra track this is, or undefined for picture and sound, which stay. */
export function extraTrackKind(bytes: Uint8Array, trak: IsoBox): ExtraTrackKind | undefined {
  const handler = handlerType(bytes, trak)
  if (KEPT_HANDLERS.has(handler)) return undefined
  const format = firstSampleEntryType(bytes, trak)
  if (SUBTITLES.has(handler) || SUBTITLES.has(format)) return 'subtitleTrack'
  if (handler === 'tmcd' || format === 'tmcd') return 'timecodeTrack'
  // Telemetry travels in `meta` handler tracks too, so its formats are looked at first.
  if (TELEMETRY.has(handler) || TELEMETRY.has(format)) return 'telemetryTrack'
  if (handler === 'meta' || format === 'mebx') return 'metadataTrack'
  return 'dataTrack'
}

/** tkhd's track_ID, after the version, flags and the two times (64-bit in version 1). */
export function trackId(bytes: Uint8Array, trak: IsoBox) {
  const header = findBox(bytes, trak, 'tkhd')
  if (!header) return undefined
  return readUint32BE(bytes, header.payloadStart + (bytes[header.payloadStart] === 1 ? 20 : 12))
}

const TABLES_DISAGREE = 'A track’s sample tables disagree, so its data cannot be found and removed'

/** A table's entries, checked to fit inside its box before any is read. */
function readEntries(box: IsoBox, first: number, count: number, entrySize: number) {
  if (first + count * entrySize > box.end) throw new Error(TABLES_DISAGREE)
  return Array.from({ length: count }, (_, index) => first + index * entrySize)
}

function tableOf(bytes: Uint8Array, sampleTable: IsoBox, ...types: string[]) {
  const table = readChildBoxes(bytes, sampleTable.payloadStart, sampleTable.end).find((child) =>
    types.includes(child.type),
  )
  if (!table) throw new Error(TABLES_DISAGREE)
  return table
}

/** stsz (one size for all, or one per sample) or stz2 (4, 8 or 16-bit sizes). */
function readSampleSizes(bytes: Uint8Array, sampleTable: IsoBox) {
  const table = tableOf(bytes, sampleTable, 'stsz', 'stz2')
  const count = readUint32BE(bytes, table.payloadStart + 8)
  const first = table.payloadStart + 12
  if (table.type === 'stsz') {
    const fixedSize = readUint32BE(bytes, table.payloadStart + 4)
    if (fixedSize) return new Array<number>(count).fill(fixedSize)
    return readEntries(table, first, count, 4).map((at) => readUint32BE(bytes, at))
  }
  const fieldBits = bytes[table.payloadStart + 7] ?? 0
  if (fieldBits === 16)
    return readEntries(table, first, count, 2).map((at) => readUint16BE(bytes, at))
  if (fieldBits === 8) return readEntries(table, first, count, 1).map((at) => bytes[at] ?? 0)
  if (fieldBits !== 4) throw new Error(TABLES_DISAGREE)
  readEntries(table, first, Math.ceil(count / 2), 1)
  return Array.from({ length: count }, (_, index) => {
    const byte = bytes[first + (index >> 1)] ?? 0
    return index % 2 ? byte & 0x0f : byte >> 4
  })
}

/** stco (32-bit) or co64 (64-bit) chunk offsets: where each chunk starts in the file. */
function readChunkOffsets(bytes: Uint8Array, sampleTable: IsoBox) {
  const table = tableOf(bytes, sampleTable, 'stco', 'co64')
  const count = readUint32BE(bytes, table.payloadStart + 4)
  const first = table.payloadStart + 8
  if (table.type === 'stco') {
    return readEntries(table, first, count, 4).map((at) => readUint32BE(bytes, at))
  }
  return readEntries(table, first, count, 8).map(
    (at) => readUint32BE(bytes, at) * 2 ** 32 + readUint32BE(bytes, at + 4),
  )
}

/** stsc: runs of chunks with the same number of samples, from a first chunk (numbered from 1). */
function readSampleToChunk(bytes: Uint8Array, sampleTable: IsoBox) {
  const table = tableOf(bytes, sampleTable, 'stsc')
  const count = readUint32BE(bytes, table.payloadStart + 4)
  return readEntries(table, table.payloadStart + 8, count, 12).map((at) => ({
    firstChunk: readUint32BE(bytes, at),
    samplesPerChunk: readUint32BE(bytes, at + 4),
    descriptionIndex: readUint32BE(bytes, at + 8),
  }))
}

/** Samples of these sizes one after the other from `start`, each its range (none empty). */
export function samplesFrom(start: number, sizes: readonly number[]) {
  const ranges: ByteRange[] = []
  let at = start
  for (const size of sizes) {
    if (size > 0) ranges.push({ start: at, end: at + size })
    at += size
  }
  return ranges
}

/**
 * Where a track's samples lie in the file, one range per chunk (ISO/IEC 14496-12 §8.7), or
 * one per sample `bySample` (an AAC or Opus track: core/frameOpenings.ts): found through
 * its own tables, so removing it touches its bytes and no other track's. QuickTime sound
 * counted in frames takes the bytes its description gives them (soundFrames.ts).
 */
export function trackSampleRanges(bytes: Uint8Array, trak: IsoBox, bySample = false): ByteRange[] {
  const sampleTable = findBox(bytes, trak, 'mdia', 'minf', 'stbl')
  if (!sampleTable) throw new Error(TABLES_DISAGREE)
  const sizes = readSampleSizes(bytes, sampleTable)
  const frameBytes =
    handlerType(bytes, trak) === 'soun'
      ? frameBytesOf(bytes, sampleTable, tableOf(bytes, sampleTable, 'stsz', 'stz2'))
      : undefined
  const offsets = readChunkOffsets(bytes, sampleTable)
  const runs = readSampleToChunk(bytes, sampleTable)
  const ranges: ByteRange[] = []
  let sample = 0
  let run = 0
  for (let chunk = 0; chunk < offsets.length; chunk++) {
    while (run + 1 < runs.length && (runs[run + 1]?.firstChunk ?? 0) <= chunk + 1) run++
    const samplesInChunk = runs[run]?.samplesPerChunk ?? 0
    if (sample + samplesInChunk > sizes.length) throw new Error(TABLES_DISAGREE)
    const chunkSizes = sizes.slice(sample, sample + samplesInChunk)
    let length = 0
    for (const size of chunkSizes) length += size
    if (frameBytes) length = frameBytes(length, runs[run]?.descriptionIndex ?? 0)
    sample += samplesInChunk
    const start = offsets[chunk] ?? 0
    if (bySample && !frameBytes) appendAll(ranges, samplesFrom(start, chunkSizes))
    else if (length > 0) ranges.push({ start, end: start + length })
  }
  if (sample !== sizes.length) throw new Error(TABLES_DISAGREE)
  return ranges
}
