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

/**
 * A kind of hidden detail, as the engine names it; the app puts each in plain words.
 * text: free text that can name people and places (titles, comments, descriptions);
 * thumbnail: an embedded picture; makerNotes: camera makers' own boxes; the *Track kinds:
 * tracks beside picture and sound (subtitles, timecode, timed metadata, GPS and sensor
 * telemetry, any other data); other: anything else not on the allow-list.
 */
export type HiddenDetailField =
  | 'location'
  | 'device'
  | 'date'
  | 'software'
  | 'owner'
  | 'serial'
  | 'text'
  | 'thumbnail'
  | 'makerNotes'
  | 'subtitleTrack'
  | 'timecodeTrack'
  | 'metadataTrack'
  | 'telemetryTrack'
  | 'dataTrack'
  | 'other'

/** The fields in the order the screen lists them. */
export const HIDDEN_DETAIL_FIELDS: readonly HiddenDetailField[] = [
  'location',
  'device',
  'date',
  'software',
  'owner',
  'serial',
  'text',
  'thumbnail',
  'makerNotes',
  'subtitleTrack',
  'timecodeTrack',
  'metadataTrack',
  'telemetryTrack',
  'dataTrack',
  'other',
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
  /** The first free text (title, comment, description...) as written. */
  text?: string
  thumbnail?: true
  makerNotes?: true
  subtitleTrack?: true
  timecodeTrack?: true
  metadataTrack?: true
  telemetryTrack?: true
  dataTrack?: true
  /** Anything else outside the allow-list: unknown or uuid boxes, old bytes in free space. */
  other?: true
}
