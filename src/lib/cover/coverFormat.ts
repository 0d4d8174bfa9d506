/** The photo formats a tip takes; a covered photo is re-encoded in its own. */
export type CoverFormat = 'jpeg' | 'png' | 'webp'

export const isCoverFormat = (format: unknown): format is CoverFormat =>
  format === 'jpeg' || format === 'png' || format === 'webp'
