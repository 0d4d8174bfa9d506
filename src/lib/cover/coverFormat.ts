/** The photo formats the editor opens. */
export type CoverFormat = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif'

/** The formats a browser can write: a covered photo is re-encoded in its own, else as a JPEG. */
type WritableFormat = 'jpeg' | 'png' | 'webp'

export const isCoverFormat = (format: unknown): format is CoverFormat =>
  format === 'jpeg' ||
  format === 'png' ||
  format === 'webp' ||
  format === 'heic' ||
  format === 'avif'

/** A covered HEIC or AVIF is sent as a JPEG: no browser writes either. */
export const coveredFormat = (format: CoverFormat): WritableFormat =>
  format === 'heic' || format === 'avif' ? 'jpeg' : format
