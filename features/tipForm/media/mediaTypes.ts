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

/** A kind of hidden detail, named in plain words on screen (product.md §7). */
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

/**
 * What a file reveals, each value already in plain words for the screen, e.g.
 * location: '12.972, 77.595' (rounded to 3 decimals), device: 'Apple iPhone 15 Pro',
 * date: '14 March 2026, 09:41' (as written in the file, no time-zone guessing),
 * software: 'Adobe Photoshop 25.1', owner: 'Asha Rao', serial: 'C39XK2'
 */
export type HiddenDetails = Partial<Record<HiddenDetailField, string>>
