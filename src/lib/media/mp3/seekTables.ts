import { readUint16BE, readUint32BE } from '@/lib/media/core/bytes'

/**
 * An Info frame's seek table, which players read to seek without walking the frames: Xing's
 * 100 positions (the byte that plays at each hundredth of the duration, in 256ths of the
 * stream, which includes the Info frame), or
 * VBRI's table (the bytes of each run of `framesPerEntry` frames, divided by `scale`, each in
 * `entrySize` bytes). Written anew from the copy's frames, never copied: its bytes are free for
 * any writer, and the copy's frames may lie elsewhere than the source's.
 */
export type SeekTable =
  | { kind: 'xing'; at: number }
  | {
      kind: 'vbri'
      at: number
      entries: number
      entrySize: number
      scale: number
      framesPerEntry: number
    }

export const XING_TABLE_SIZE = 100

/** VBRI's fields before its table, from its `VBRI` tag: where its counts and layout lie. */
const VBRI_BYTES_AT = 10
const VBRI_LAYOUT_AT = 18
export const VBRI_TABLE_AT = 26

export function vbriTable(frame: Uint8Array, vbriAt: number): SeekTable {
  const layout = vbriAt + VBRI_LAYOUT_AT
  return {
    kind: 'vbri',
    at: vbriAt + VBRI_TABLE_AT,
    entries: readUint16BE(frame, layout),
    scale: readUint16BE(frame, layout + 2),
    entrySize: readUint16BE(frame, layout + 4),
    framesPerEntry: readUint16BE(frame, layout + 6),
  }
}

export const seekTableSize = (table: SeekTable) =>
  table.kind === 'xing' ? XING_TABLE_SIZE : table.entries * table.entrySize

/** The VBRI table's entries as recorded. */
function vbriEntries(frame: Uint8Array, table: Extract<SeekTable, { kind: 'vbri' }>) {
  return Array.from({ length: table.entries }, (_, index) => {
    let value = 0
    for (let byte = 0; byte < table.entrySize; byte++) {
      value = value * 256 + (frame[table.at + index * table.entrySize + byte] ?? 0)
    }
    return value
  })
}

/**
 * Whether the table as recorded reads as a seek table, and not as text put in its place:
 * Xing's positions never go back; VBRI's sizes add up to no more than the stream it gives.
 */
export function readsAsSeekTable(frame: Uint8Array, table: SeekTable) {
  if (table.kind === 'xing') {
    const positions = frame.subarray(table.at, table.at + XING_TABLE_SIZE)
    return positions.every(
      (position, index) => index === 0 || position >= (positions[index - 1] ?? 0),
    )
  }
  const streamBytes = readUint32BE(frame, table.at - VBRI_TABLE_AT + VBRI_BYTES_AT)
  const total = vbriEntries(frame, table).reduce((sum, entry) => sum + entry, 0)
  return total * Math.max(1, table.scale) <= streamBytes
}

/**
 * The byte that plays at `fraction` of the duration, from the starts of the frames (each of one
 * duration) and the stream's end: as far into its frame as the fraction is into its time.
 */
function playingAt(starts: readonly number[], fraction: number) {
  const frames = starts.length - 1
  if (frames === 0) return starts[0] ?? 0
  const frame = Math.min(frames - 1, Math.floor(fraction * frames))
  const start = starts[frame] ?? 0
  return start + (fraction * frames - frame) * ((starts[frame + 1] ?? start) - start)
}

/**
 * Writes the seek table into `frame` (the Info frame, `frame.length` bytes long) from the
 * lengths of the frames that follow it in the copy, all of one duration.
 */
export function writeSeekTable(
  frame: Uint8Array,
  table: SeekTable,
  frameLengths: readonly number[],
) {
  const starts = [frame.length]
  for (const length of frameLengths) starts.push((starts.at(-1) ?? 0) + length)
  const total = starts.at(-1) ?? frame.length
  if (table.kind === 'xing') {
    for (let index = 0; index < XING_TABLE_SIZE; index++) {
      const position = index === 0 ? 0 : playingAt(starts, index / XING_TABLE_SIZE)
      frame[table.at + index] = Math.min(255, Math.floor((position * 256) / total))
    }
    return
  }
  const largest = 256 ** table.entrySize - 1
  const perEntry = Math.max(1, table.framesPerEntry)
  for (let index = 0; index < table.entries; index++) {
    const from = starts[Math.min(index * perEntry, frameLengths.length)] ?? total
    const to = starts[Math.min((index + 1) * perEntry, frameLengths.length)] ?? total
    let value = Math.min(largest, Math.round((to - from) / Math.max(1, table.scale)))
    for (let byte = table.entrySize - 1; byte >= 0; byte--) {
      frame[table.at + index * table.entrySize + byte] = value % 256
      value = Math.floor(value / 256)
    }
  }
}
