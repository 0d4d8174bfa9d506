import type { Cleaning } from './cleaning'
import { MIME_BY_FORMAT, type DetectedFormat, type HiddenDetails } from './mediaTypes'

/**
 * A family of formats that share one structure (ISO boxes, Matroska elements, RIFF chunks...),
 * as the engine reaches it: each family registers itself once (families.ts), and every dispatch
 * on the format is made from that list.
 */
export interface MediaFamily {
  formats: readonly DetectedFormat[]
  /** What the file is on a closer look than its first bytes: an MP4 holding only sound is M4A. */
  detect?: (file: Blob, format: DetectedFormat) => Promise<DetectedFormat>
  readDetails: (file: Blob, format: DetectedFormat) => Promise<HiddenDetails>
  /**
   * The cleaned copy, with what the original and the copy reveal. `known` is what the original
   * was read to reveal when it was checked: a family whose cleaning does not find it on its way
   * takes it rather than read the file again.
   */
  clean: (file: Blob, format: DetectedFormat, known?: HiddenDetails) => Promise<Cleaning>
  /** The codec string of a video's first picture track (core/videoCodecString.ts); null for none. */
  pictureCodec?: (file: Blob) => Promise<string | null>
}

/** A cleaner that is told the type of the copy it makes, as a family's `clean`. */
export const cleaningAs =
  (clean: (file: Blob, mime: string) => Promise<Cleaning>): MediaFamily['clean'] =>
  (file, format) =>
    clean(file, MIME_BY_FORMAT[format])
