export type MediaKind = 'photo' | 'video' | 'audio'

/** What a file's bytes are, by magic numbers (never by name or declared type). */
export type DetectedFormat =
  'jpeg' | 'png' | 'webp' | 'mp4' | 'mov' | 'webm' | 'mp3' | 'm4a' | 'wav' | 'ogg'

export const FORMATS_BY_KIND: Record<MediaKind, readonly DetectedFormat[]> = {
  photo: ['jpeg', 'png', 'webp'],
  video: ['mp4', 'mov', 'webm'],
  audio: ['mp3', 'm4a', 'wav', 'ogg'],
}

export const MIME_BY_FORMAT: Record<DetectedFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
}

/** A kind of hidden detail, as the engine names it; the app puts each in plain words. */
export type HiddenDetailField = 'location' | 'device' | 'date' | 'software' | 'owner' | 'serial'

/** The fields in the order the screen lists them. */
export const HIDDEN_DETAIL_FIELDS: readonly HiddenDetailField[] = [
  'location',
  'device',
  'date',
  'software',
  'owner',
  'serial',
]

/** A place as the file holds it: degrees when it could be read as such, else its text. */
export type WrittenLocation = { latitude: number; longitude: number } | { text: string }

/**
 * What a file reveals, as raw values: coordinates as numbers, the date as the file writes it
 * ('2026:03:14 09:41:00'), make and model as written, other fields as their text.
 */
export interface HiddenDetails {
  location?: WrittenLocation
  device?: { make?: string; model?: string }
  date?: string
  software?: string
  owner?: string
  serial?: string
}
