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
}
