import { createWindowReader, readBytes } from '@/lib/media/core/blobBytes'
import { isZero, startsWithAscii } from '@/lib/media/core/bytes'
import type { Cleaning } from '@/lib/media/core/cleaning'
import { countFrames, emptyTally, shortening, type FrameTally } from '@/lib/media/core/frameTally'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import {
  AMR_NB,
  AMR_WB,
  FRAME_MS,
  RESYNC_RUN,
  cleanFrames,
  frameLength,
  resyncPoint,
  startsMagic,
  startsRun,
  textInFrames,
  withoutPadding,
  type AmrVariant,
} from './frames'
import { keepBytes, sentBlob, type SentPiece } from '@/lib/media/core/sentPieces'
import { keepFound } from '@/lib/media/core/writtenValues'

/** Multichannel storage ('#!AMR_MC1.0\n', '#!AMR-WB_MC1.0\n') interleaves channels in blocks. */
const MULTICHANNEL_MAGICS = ['#!AMR_MC1.0\n', '#!AMR-WB_MC1.0\n']
const LONGEST_MAGIC = 15
const LONGEST_FRAME = 61
/** Enough bytes after a place to take a frame there and check the run that follows it. */
const LOOKAHEAD = (RESYNC_RUN + 1) * LONGEST_FRAME
/** How much is walked in a view that joins two of the stream's chunks (one chunk's is free). */
const JOINED_VIEW = 64 * 1024
/**
 * How far a resync is searched for: about 40 minutes of 12.2 kbit/s speech, far more than any
 * damage. Past that, the rest is not sound (an app's data appended), and is not read on.
 */
const LONGEST_SEARCH = 4 * 1024 * 1024

const NOT_AMR = 'The file does not start like an AMR recording'
const MULTICHANNEL =
  'The AMR recording has several channels, a layout TipWire cannot check, so it cannot be sent'
const NO_FRAMES = 'The AMR file holds no whole sound frame, so there is no sound to send'

/** What an AMR file is made of: its magic line and frames, and what lies between and after them. */
interface AmrLayout {
  pieces: SentPiece[]
  tally: FrameTally
  /** Non-zero bytes that are not frames. */
  otherData: boolean
  /** Frames whose speech bits are written as text: sent as recorded, since they play as sound. */
  textInSound: string[]
}

async function variantOf(file: Blob) {
  const head = await readBytes(file, 0, Math.min(file.size, LONGEST_MAGIC))
  if (MULTICHANNEL_MAGICS.some((magic) => startsWithAscii(head, 0, magic))) {
    throw new Error(MULTICHANNEL)
  }
  const variant = [AMR_NB, AMR_WB].find(({ magic }) => startsWithAscii(head, 0, magic))
  if (!variant) throw new Error(NOT_AMR)
  return variant
}

/**
 * Takes the frame at `at` (`start` being where `bytes` sits in the file) when only its padding
 * bits are damaged, bits every decoder ignores, and a run of clean frames follows it, which
 * other bytes seldom do. Its header is written anew without them. Its length, or 0 when not taken.
 */
function takeFrameWithDamagedPadding(
  layout: AmrLayout,
  variant: AmrVariant,
  bytes: Uint8Array,
  at: number,
  start: number,
) {
  const header = bytes[at] ?? 0
  const length = frameLength(variant, header)
  if (length === 0 || !startsRun(variant, bytes, at + length)) return 0
  const headerAt = start + at
  layout.pieces.push({
    start: headerAt,
    end: headerAt + 1,
    written: Uint8Array.of(withoutPadding(header)),
  })
  keepBytes(layout.pieces, headerAt + 1, headerAt + length)
  countFrames(layout.tally, 1, length, FRAME_MS)
  return length
}

/**
 * Walks an AMR file's frames by their headers (product.md §7), as decoders do, and resyncs
 * past whatever is not a frame: a damaged header, bytes another app put in, or the magic line
 * of a second recording joined to the first. One window of the file is held at a time, and
 * frames are stepped over inside it without a read per frame. Throws when it is not AMR.
 */
async function walkAmr(file: Blob): Promise<AmrLayout> {
  const variant = await variantOf(file)
  const magicLength = variant.magic.length
  const layout: AmrLayout = {
    pieces: [{ start: 0, end: magicLength }],
    tally: emptyTally(),
    otherData: false,
    textInSound: [],
  }
  const reader = createWindowReader(file)
  /** Where the frames fell out of step; undefined while in step. */
  let lostAt: number | undefined
  let position = magicLength
  while (position < file.size) {
    const { bytes, offset } = await reader.view(position, JOINED_VIEW + LOOKAHEAD)
    const start = position - offset
    // Each step looks LOOKAHEAD bytes ahead, or to the end of the file.
    const last = start + bytes.length >= file.size ? bytes.length - 1 : bytes.length - LOOKAHEAD
    let at = offset
    while (at <= last) {
      if (lostAt === undefined) {
        const { end, count } = cleanFrames(variant, bytes, at, last)
        if (count > 0) {
          layout.textInSound.push(...textInFrames(variant, bytes, at, end))
          keepBytes(layout.pieces, start + at, start + end)
          countFrames(layout.tally, count, end - at, count * FRAME_MS)
          at = end
          continue
        }
        if (startsMagic(variant, bytes, at)) {
          // A joined recording starts anew, as at the start of the file.
          at += magicLength
          continue
        }
        const damaged = takeFrameWithDamagedPadding(layout, variant, bytes, at, start)
        if (damaged > 0) at += damaged
        else lostAt = start + at
        continue
      }
      const found = resyncPoint(variant, bytes, at, last)
      if (!isZero(bytes, at, found)) layout.otherData = true
      at = found
      if (at > last) break
      layout.tally.skippedBetween += start + at - lostAt
      lostAt = undefined
      if (startsMagic(variant, bytes, at)) at += magicLength
    }
    position = start + at
    // Past so long a stretch, the rest is not read on: it is other data.
    if (lostAt !== undefined && position - lostAt > LONGEST_SEARCH) {
      return { ...layout, otherData: true }
    }
  }
  return layout
}

/**
 * Bytes that are not frames are other data; frames whose speech bits are text say that text,
 * before and after cleaning alike: it plays as sound, so it is sent as recorded, and the card
 * must not call the copy clean.
 */
const amrHiddenDetails = ({ otherData, textInSound }: AmrLayout): HiddenDetails =>
  keepFound({ text: textInSound.join(' ') || undefined, other: otherData || undefined })

/**
 * What an AMR recording reveals: the format holds no metadata, so only bytes that are not its
 * frames (a tag or text an app added) can, and they are other data.
 */
export async function readAmrHiddenDetails(file: Blob): Promise<HiddenDetails> {
  return amrHiddenDetails(await walkAmr(file))
}

/**
 * The AMR recording as its magic line and every frame found, byte for byte but for padding bits
 * cleared: whatever is not a frame goes. Throws for a file that is not AMR, multichannel AMR, or
 * no frames.
 */
export async function cleanAmr(file: Blob, mime: string): Promise<Cleaning> {
  const layout = await walkAmr(file)
  if (layout.tally.frames === 0) throw new Error(NO_FRAMES)
  const blob = sentBlob(file, layout.pieces, mime)
  const shortened = shortening(layout.tally)
  return {
    blob,
    before: amrHiddenDetails(layout),
    after: amrHiddenDetails(await walkAmr(blob)),
    ...(shortened && { shortened }),
  }
}
