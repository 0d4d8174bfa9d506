import {
  HIDDEN_DETAIL_FIELDS,
  type DetectedFormat,
  type HiddenDetailField,
  type HiddenDetails,
} from './core/mediaTypes'
import type { Shortening } from './core/cleaning'
import { familyOf } from './families'

export interface CleanedFile {
  blob: Blob
  /** Fields that were present and are gone. */
  removed: HiddenDetailField[]
  /** Fields still found after cleaning: empty unless a file hides details where no reader expects them. */
  remaining: HiddenDetailField[]
  /**
   * The encoder's name as the picture or sound stream itself holds it ('x264 - core 164'),
   * kept because the stream is copied byte for byte; software is then not called removed.
   */
  encoderInStream?: string
  /** Set when the copy of a recording plays shorter than the original may have. */
  shortened?: Shortening
  /**
   * Set when the file was too large to read each frame: the size up to which cleaning does, in
   * bytes. What decoders skip inside its frames was looked for in a few places of some stream.
   */
  framesSampledAbove?: number
}

const fieldsIn = (details: HiddenDetails) => HIDDEN_DETAIL_FIELDS.filter((field) => details[field])

/**
 * The file without its hidden details, losslessly: compressed picture and media data are
 * copied byte for byte (product.md §7). What was removed is measured, not assumed: the
 * readers run again on the cleaned file. `known`: what the file was found to reveal when it was
 * checked (findHiddenDetails, read whole), so that it is not read for it a second time.
 */
export async function removeHiddenDetails(
  file: Blob,
  format: DetectedFormat,
  known?: HiddenDetails,
): Promise<CleanedFile> {
  const { blob, before, after, encoderInStream, shortened, framesSampledAbove } = await familyOf(
    format,
  ).clean(file, format, known)
  const remaining = fieldsIn(after)
  const kept = encoderInStream ? [...remaining, 'software'] : remaining
  return {
    blob,
    removed: fieldsIn(before).filter((field) => !kept.includes(field)),
    remaining,
    ...(encoderInStream && { encoderInStream }),
    ...(shortened && { shortened }),
    ...(framesSampledAbove && { framesSampledAbove }),
  }
}
