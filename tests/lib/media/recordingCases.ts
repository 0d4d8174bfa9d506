import { expect } from 'vitest'
import type { HiddenDetails, Shortening } from '@/lib/media'
import { decodedSeconds } from './decoders'
import { blobBytes } from './loadFixture'

// Recordings made of frames (AMR, raw AAC, MP3), joined, damaged, or with bytes between their
// frames, each derived from a committed fixture, and the judge of their cleaned copies: Debian's
// ffmpeg, which decodes them independently of the cleaner.

export const joinBytes = (...parts: Uint8Array[]) => {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  parts.reduce((at, part) => (joined.set(part, at), at + part.length), 0)
  return joined
}

export const inserted = (bytes: Uint8Array, at: number, added: Uint8Array) =>
  joinBytes(bytes.subarray(0, at), added, bytes.subarray(at))

/** The bytes with the part from `start` to `end` left out. */
export const without = (bytes: Uint8Array, start: number, end: number) =>
  joinBytes(bytes.subarray(0, start), bytes.subarray(end))

/** The bytes with the one at `at` changed by `change`. */
export function changedAt(bytes: Uint8Array, at: number, change: (byte: number) => number) {
  const changed = bytes.slice()
  changed[at] = change(bytes[at] ?? 0) & 0xff
  return changed
}

export interface RecordingCase {
  name: string
  file: Uint8Array
  /** The copy to send, byte for byte. */
  sent: Uint8Array
  /** Recordings whose lengths, as ffmpeg decodes each, add up to the copy's. */
  plays: Uint8Array[]
  /** That length. */
  seconds: number
  /** What the file reveals (before cleaning): what the card lists as removed. */
  reveals: HiddenDetails
  shortened?: Shortening
}

/**
 * That a cleaned copy is the case's copy, and that ffmpeg decodes from it as long as the case
 * says; what the cleaning says of a shorter copy is the case's, to the microsecond.
 */
export async function expectSentAsCase(
  { sent, plays, seconds, shortened }: RecordingCase,
  cleaning: { blob: Blob; shortened?: Shortening },
) {
  const cleaned = await blobBytes(cleaning.blob)
  expect(cleaned).toEqual(sent)
  const played = plays.reduce((total, bytes) => total + decodedSeconds(bytes), 0)
  expect(decodedSeconds(cleaned)).toBeCloseTo(played, 6)
  expect(decodedSeconds(cleaned)).toBeCloseTo(seconds, 6)
  if (!shortened) expect(cleaning.shortened).toBeUndefined()
  else {
    expect(cleaning.shortened?.sentMs).toBeCloseTo(shortened.sentMs, 3)
    expect(cleaning.shortened?.originalMs).toBeCloseTo(shortened.originalMs, 3)
  }
}
