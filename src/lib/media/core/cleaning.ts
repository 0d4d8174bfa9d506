import type { HiddenDetails } from './mediaTypes'

/**
 * How long a frame-based recording plays as sent and as chosen, in milliseconds, when bytes
 * that may have been sound had to be left out (a frame whose header was damaged).
 */
export interface Shortening {
  sentMs: number
  originalMs: number
}

/**
 * A cleaned copy of one file, with what the original revealed and what the copy reveals, both
 * read by the format's own reader: what was removed is measured, not assumed.
 */
export interface Cleaning {
  blob: Blob
  before: HiddenDetails
  after: HiddenDetails
  /**
   * The encoder's name as the picture or sound stream itself holds it ('x264 - core 164'),
   * kept because the stream is copied byte for byte; software is then not called removed.
   */
  encoderInStream?: string
  shortened?: Shortening
  /**
   * Set when the file was too large to read every frame of (core/frameOpenings.ts): the size up
   * to which cleaning does, in bytes. Data decoders skip was looked for in a few places of some
   * stream, and blanked only where found.
   */
  framesSampledAbove?: number
}
