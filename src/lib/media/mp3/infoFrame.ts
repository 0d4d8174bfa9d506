import { readAscii, readUint16BE, readUint32BE, writeUint32BE } from '@/lib/media/core/bytes'
import { isLayer3, sideInfoSize, sideInfoStart } from './sideInfo'

/**
 * The frame encoders put first, in place of sound, to tell players how long the stream is: a
 * Xing or Info tag after the side information (flags, then the frame count, the byte count, a
 * 100-entry seek table and a quality, each where its flag says), then LAME's extension (36
 * bytes: its name and version, settings, replay gain, the encoder delay and padding, lengths
 * and checksums); or Fraunhofer's VBRI tag, 32 bytes after the header. The rest of the frame is
 * spare: writers leave anything there.
 */
const XING_FIELDS = [
  { flag: 0x1, size: 4 },
  { flag: 0x2, size: 4 },
  { flag: 0x4, size: 100 },
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

const VBRI_AT = 36
/** VBRI's fixed fields: version, delay, quality, bytes, frames, then how its seek table is laid out. */
const VBRI_FIXED_SIZE = 26

/** The Info frame as sent, and the encoder marker it keeps ('LAME'), where it keeps one. */
export interface WrittenInfoFrame {
  bytes: Uint8Array
  marker?: string
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
  const marker = readAscii(frame, fieldsEnd, MARKER_SIZE)
  if (!LAME_MARKERS.includes(marker) || fieldsEnd + LAME_EXTENSION_SIZE > frame.length) {
    return { bytes: written }
  }
  // The marker and the delay and padding: what players need to cut the encoder's silence.
  keep(written, frame, fieldsEnd, MARKER_SIZE)
  keep(written, frame, fieldsEnd + DELAY_AT, DELAY_SIZE)
  return { bytes: written, marker }
}

function writtenVbri(frame: Uint8Array): WrittenInfoFrame {
  const written = new Uint8Array(frame.length)
  keep(written, frame, 0, sideInfoStart(frame, 0))
  const entries = readUint16BE(frame, VBRI_AT + 18)
  const entrySize = readUint16BE(frame, VBRI_AT + 22)
  keep(
    written,
    frame,
    VBRI_AT,
    Math.min(frame.length - VBRI_AT, VBRI_FIXED_SIZE + entries * entrySize),
  )
  return { bytes: written }
}

/**
 * The Info frame written from its fields, when `frame` is one: its header, zeroed side
 * information, the tag's fields that are there, and of LAME's extension only its marker and the
 * encoder delay and padding; everything else (the encoder's version and settings, replay gain,
 * checksums, the spare bytes) zeroed. Undefined for a frame of sound.
 */
export function writtenInfoFrame(frame: Uint8Array): WrittenInfoFrame | undefined {
  if (!isLayer3(frame, 0)) return undefined
  const at = sideInfoStart(frame, 0) + sideInfoSize(frame, 0)
  const tag = readAscii(frame, at, 4)
  if (tag === 'Xing' || tag === 'Info') return writtenXing(frame, at)
  if (readAscii(frame, VBRI_AT, 4) === 'VBRI') return writtenVbri(frame)
  return undefined
}
