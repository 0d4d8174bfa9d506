import { readAscii, readUint32BE, writeUint16BE, writeUint32BE } from '@/lib/media/core/bytes'
import {
  readsAsSeekTable,
  seekTableSize,
  vbriTable,
  VBRI_TABLE_AT,
  writeSeekTable,
  XING_TABLE_SIZE,
  type SeekTable,
} from './seekTables'
import { isLayer3, sideInfoSize, sideInfoStart } from './sideInfo'

/**
 * The frame encoders put first, in place of sound, to tell players how long the stream is: a
 * Xing or Info tag after the side information (flags, then the frame count, the byte count, a
 * 100-entry seek table and a quality, each where its flag says), then LAME's extension (36
 * bytes: its name and version, settings, replay gain, the encoder delay and padding, lengths
 * and checksums, the last a CRC-16 of the frame up to it); or Fraunhofer's VBRI tag, 32 bytes
 * after the header. The rest of the frame is spare: writers leave anything there.
 */
const SEEK_TABLE_FLAG = 0x4
const XING_FIELDS = [
  { flag: 0x1, size: 4 },
  { flag: 0x2, size: 4 },
  { flag: SEEK_TABLE_FLAG, size: XING_TABLE_SIZE },
  { flag: 0x8, size: 4 },
]
const XING_FLAGS = 0xf
/** The markers FFmpeg looks for before it takes the delay and padding a LAME extension gives. */
const LAME_MARKERS = ['LAME', 'Lavf', 'Lavc']
const LAME_EXTENSION_SIZE = 36
/** Where LAME's 12-bit encoder delay and 12-bit padding sit in its extension: 3 bytes. */
const DELAY_AT = 21
const DELAY_SIZE = 3
const MARKER_SIZE = 4
/** Where LAME's extension ends with the CRC-16 of the frame before it. */
const INFO_CRC_AT = 34

const VBRI_AT = 36

/**
 * The Info frame as sent, and the encoder marker it keeps ('LAME'), where it keeps one. Its seek
 * table and LAME's CRC are written last, once the frames after it are known (finishInfoFrame).
 */
export interface WrittenInfoFrame {
  bytes: Uint8Array
  marker?: string
  seekTable?: SeekTable
  /** Where LAME's CRC-16 of the frame up to it lies. */
  crcAt?: number
}

/** Copies `length` bytes at `at` from `frame` into `written`. */
const keep = (written: Uint8Array, frame: Uint8Array, at: number, length: number) =>
  written.set(frame.subarray(at, at + length), at)

function writtenXing(frame: Uint8Array, at: number): WrittenInfoFrame {
  const written = new Uint8Array(frame.length)
  keep(written, frame, 0, sideInfoStart(frame, 0))
  const flags = readUint32BE(frame, at + 4) & XING_FLAGS
  const fieldsEnd = XING_FIELDS.reduce(
    (end, { flag, size }) => end + (flags & flag ? size : 0),
    at + 8,
  )
  keep(written, frame, at, fieldsEnd - at)
  writeUint32BE(written, at + 4, flags)
  const tableAt = fieldsEnd - (flags & 0x8 ? 4 : 0) - XING_TABLE_SIZE
  const seekTable: SeekTable | undefined =
    flags & SEEK_TABLE_FLAG ? { kind: 'xing', at: tableAt } : undefined
  const marker = readAscii(frame, fieldsEnd, MARKER_SIZE)
  if (!LAME_MARKERS.includes(marker) || fieldsEnd + LAME_EXTENSION_SIZE > frame.length) {
    return { bytes: written, seekTable }
  }
  // The marker and the delay and padding: what players need to cut the encoder's silence.
  keep(written, frame, fieldsEnd, MARKER_SIZE)
  keep(written, frame, fieldsEnd + DELAY_AT, DELAY_SIZE)
  return { bytes: written, marker, seekTable, crcAt: fieldsEnd + INFO_CRC_AT }
}

function writtenVbri(frame: Uint8Array): WrittenInfoFrame {
  const written = new Uint8Array(frame.length)
  keep(written, frame, 0, sideInfoStart(frame, 0))
  keep(written, frame, VBRI_AT, VBRI_TABLE_AT)
  const seekTable = vbriTable(frame, VBRI_AT)
  if (seekTable.at + seekTableSize(seekTable) > frame.length) {
    // A table longer than its frame cannot be what players read: none is given.
    written.fill(0, VBRI_AT + VBRI_TABLE_AT - 8, VBRI_AT + VBRI_TABLE_AT)
    return { bytes: written }
  }
  return { bytes: written, seekTable }
}

/**
 * The Info frame written from its fields, when `frame` is one: its header, zeroed side
 * information, the tag's counts and quality, and of LAME's extension only its marker and the
 * encoder delay and padding; everything else (the encoder's version and settings, replay gain,
 * the sound's checksum, the spare bytes) zeroed. The seek table and LAME's CRC are left zero
 * for finishInfoFrame. Undefined for a frame of sound.
 */
export function writtenInfoFrame(frame: Uint8Array): WrittenInfoFrame | undefined {
  if (!isLayer3(frame, 0)) return undefined
  const at = sideInfoStart(frame, 0) + sideInfoSize(frame, 0)
  const tag = readAscii(frame, at, 4)
  if (tag === 'Xing' || tag === 'Info') return writtenXing(frame, at)
  if (readAscii(frame, VBRI_AT, 4) === 'VBRI') return writtenVbri(frame)
  return undefined
}

/** CRC-16 with the polynomial 0x8005, bits reflected (0xA001), from 0: LAME's, and FFmpeg's check. */
function lameCrc(bytes: Uint8Array) {
  let crc = 0
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1
  }
  return crc
}

/**
 * Writes the seek table from the lengths of the frames that follow the Info frame in the copy,
 * then LAME's CRC over the frame up to it, so players that check it (FFmpeg) still read it.
 */
export function finishInfoFrame(info: WrittenInfoFrame, frameLengths: readonly number[]) {
  if (info.seekTable) writeSeekTable(info.bytes, info.seekTable, frameLengths)
  if (info.crcAt !== undefined) {
    writeUint16BE(info.bytes, info.crcAt, lameCrc(info.bytes.subarray(0, info.crcAt)))
  }
}

/**
 * The bytes of the recorded frame that the written one does not keep, zeros elsewhere: what
 * was taken away. A seek table that reads as one is left out, as it is written anew, not taken.
 */
export function takenFromInfoFrame(frame: Uint8Array, info: WrittenInfoFrame) {
  const taken = frame.map((byte, index) => (info.bytes[index] === byte ? 0 : byte))
  const table = info.seekTable
  if (table && readsAsSeekTable(frame, table))
    taken.fill(0, table.at, table.at + seekTableSize(table))
  if (info.crcAt !== undefined) taken.fill(0, info.crcAt, info.crcAt + 2)
  return taken
}
