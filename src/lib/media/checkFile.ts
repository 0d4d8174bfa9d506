import {
  FORMATS_BY_KIND,
  type DetectedFormat,
  type HiddenDetails,
  type MediaKind,
} from './core/mediaTypes'
import { detectFormat } from './detectFormat'
import { decodeToThumbnail } from './imageDecodes'
import { findHiddenDetails } from './readHiddenDetails'

/** What the check of a chosen file found: its format, and, when it is of the kind chosen, the rest. */
export interface FileCheck {
  format?: DetectedFormat
  /** A photo's thumbnail: the proof that it decodes. Undefined when it does not. */
  thumbnail?: Blob
  hiddenDetails: HiddenDetails
  readWhole: boolean
}

/**
 * A chosen file's check in one call, so in one trip to the worker: what its bytes are and, when
 * that is a format of the kind chosen, a photo's thumbnail and what the file reveals. A file of
 * another kind is not read further.
 */
export async function checkFile(file: Blob, kind: MediaKind): Promise<FileCheck> {
  const format = await detectFormat(file)
  if (!format || !FORMATS_BY_KIND[kind].includes(format)) {
    return { format, hiddenDetails: {}, readWhole: false }
  }
  const thumbnail = kind === 'photo' ? await decodeToThumbnail(file, format) : undefined
  return { format, thumbnail, ...(await findHiddenDetails(file, format)) }
}
