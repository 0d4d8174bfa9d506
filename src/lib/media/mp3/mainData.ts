import { createWindowReader } from '@/lib/media/core/blobBytes'
import { isZero, type ByteRange } from '@/lib/media/core/bytes'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import { keepBytes, type SentPiece } from '@/lib/media/core/sentPieces'
import { encoderNameIn } from '@/lib/media/core/streamEncoder'
import { keepFound } from '@/lib/media/core/writtenValues'
import { readFrameHeader } from './frames'
import {
  finishInfoFrame,
  takenFromInfoFrame,
  writtenInfoFrame,
  type WrittenInfoFrame,
} from './infoFrame'
import { isLayer3, readSideInfo } from './sideInfo'

/** Longer than any MPEG audio frame (Layer II at 384 kbit/s and 32 kHz: 1,728 bytes). */
const LONGEST_FRAME = 4096

/** A frame on its way to the copy: its bytes, and where its share of the reservoir lies. */
interface PendingFrame extends ByteRange {
  bytes: Uint8Array
  /** Where its body (after the side information) starts in the file and in the reservoir. */
  bodyStart: number
  reservoirStart: number
  changed: boolean
}

/** What the walk over the frames' main data gives: the copy's pieces, and what it zeroed. */
export interface BlankedFrames {
  pieces: SentPiece[]
  /** The bytes zeroed that held anything: ancillary data and an Info frame's spare fields. */
  held: Uint8Array[]
  /** The encoder's marker an Info frame keeps ('LAME'), where one does. */
  infoMarker?: string
  /**
   * Text in the frames as sent: main data written as text, which decoders play as noise and no
   * cleaner can tell from sound, so it is sent as recorded and named as left.
   */
  textInSound: string[]
}

/**
 * The copy of an MP3's frames with every byte no decoder reads zeroed in place (product.md
 * §7): in Layer III, a frame's granules take their main data from a reservoir made of the
 * bodies of the frames before it and its own, where its side information places them; the
 * bytes of the reservoir no granule takes are ancillary data, skipped by decoders. The first
 * frame, when it is an Info frame, is written from its fields (infoFrame.ts), its seek table
 * from the frames after it. Frames of Layer I
 * and II are copied as they are. The frames are read once more, through one window.
 */
export async function blankedFrames(
  file: Blob,
  audio: readonly ByteRange[],
): Promise<BlankedFrames> {
  const reader = createWindowReader(file)
  const result: BlankedFrames = { pieces: [], held: [], textInSound: [] }
  const pending: PendingFrame[] = []
  /** The Info frame as recorded and as written, finished once the frames after it are known. */
  let infoFrame: { recorded: Uint8Array; written: WrittenInfoFrame } | undefined
  const frameLengths: number[] = []
  let reservoir = 0
  let usedTo = 0

  const flush = (all: boolean) => {
    while (
      pending[0] &&
      (all || pending[0].reservoirStart + pending[0].end - pending[0].bodyStart <= usedTo)
    ) {
      const frame = pending.shift() as PendingFrame
      result.textInSound.push(...textRuns(frame.bytes, SOUND_TEXT_RUN))
      if (frame.changed)
        result.pieces.push({ start: frame.start, end: frame.end, written: frame.bytes })
      else keepBytes(result.pieces, frame.start, frame.end)
    }
  }
  /** Zeroes the reservoir's bytes from `start` to `end`, in the frames that hold them. */
  const blank = (start: number, end: number) => {
    for (const frame of pending) {
      const from = Math.max(start, frame.reservoirStart)
      const to = Math.min(end, frame.reservoirStart + frame.end - frame.bodyStart)
      if (from >= to) continue
      const at = frame.bodyStart - frame.start + from - frame.reservoirStart
      const length = to - from
      if (isZero(frame.bytes, at, at + length)) continue
      if (!frame.changed) frame.bytes = frame.bytes.slice()
      frame.changed = true
      result.held.push(frame.bytes.slice(at, at + length))
      frame.bytes.fill(0, at, at + length)
    }
  }

  /** Zeroes what no granule took of the reservoir so far, and sends every frame held. */
  const closeReservoir = () => {
    if (reservoir > usedTo) blank(usedTo, reservoir)
    usedTo = reservoir
    flush(true)
  }

  for (const run of audio) {
    for (let position = run.start; position < run.end;) {
      const { bytes, offset } = await reader.view(position, LONGEST_FRAME)
      const header = readFrameHeader(bytes, offset)
      if (!header) {
        // The walk found frames here: whatever does not read as one is copied as it is.
        closeReservoir()
        keepBytes(result.pieces, position, run.end)
        frameLengths.push(run.end - position)
        break
      }
      const frame = bytes.subarray(offset, offset + header.length)
      const end = position + header.length
      const info = position === audio[0]?.start ? writtenInfoFrame(frame) : undefined
      if (info) {
        result.pieces.push({ start: position, end, written: info.bytes })
        infoFrame = { recorded: frame.slice(), written: info }
        result.infoMarker = info.marker
        position = end
        continue
      }
      frameLengths.push(header.length)
      if (!isLayer3(frame, 0)) {
        closeReservoir()
        keepBytes(result.pieces, position, end)
      } else {
        const side = readSideInfo(frame, 0)
        const bodyStart = position + side.bodyStart
        pending.push({
          start: position,
          end,
          bytes: frame,
          bodyStart,
          reservoirStart: reservoir,
          changed: false,
        })
        const mainStart = reservoir - side.mainDataBegin
        if (mainStart > usedTo) blank(usedTo, mainStart)
        usedTo = Math.max(usedTo, mainStart + side.mainDataBytes)
        reservoir += end - bodyStart
        flush(false)
      }
      position = end
    }
  }
  closeReservoir()
  if (infoFrame) {
    finishInfoFrame(infoFrame.written, frameLengths)
    result.held.push(takenFromInfoFrame(infoFrame.recorded, infoFrame.written))
  }
  return result
}

/** Printable text worth naming in bytes no decoder reads: six characters or more. */
const BLANKED_TEXT_RUN = 6
/**
 * Printable text in main data, which is Huffman-coded sound: 32 characters or more, which
 * coded sound holds by chance once in 10^13 bytes.
 */
const SOUND_TEXT_RUN = 32
const latin1 = new TextDecoder('latin1')

/** The runs of printable text of `length` characters or more, not one repeated (filler). */
const textRuns = (bytes: Uint8Array | string, length: number) =>
  (typeof bytes === 'string' ? bytes : latin1.decode(bytes))
    .split(/[^\x20-\x7e]+/)
    .filter((run) => run.length >= length && new Set(run).size > 1)

/** The text in `bytes` once every encoder name in it is taken out. */
function textBesideNames(bytes: Uint8Array) {
  const nameIn = (text: string) =>
    encoderNameIn(Uint8Array.from(text, (char) => char.charCodeAt(0)))
  let text = latin1.decode(bytes)
  for (let name = nameIn(text); name; name = nameIn(text)) text = text.replace(name, '')
  return textRuns(text, BLANKED_TEXT_RUN)
}

/**
 * What zeroed bytes held, as the copy's reading cannot say it since they are gone: an
 * encoder's name (LAME pads spare bytes with it, FFmpeg's AAC encoder writes it in a fill
 * element) as software, and other text as other data; encoders' filler is neither.
 */
export function describeBlanked(held: readonly Uint8Array[]): HiddenDetails {
  return keepFound({
    software: held.map((bytes) => encoderNameIn(bytes)).find(Boolean),
    other: held.some((bytes) => textBesideNames(bytes).length > 0) || undefined,
  })
}
