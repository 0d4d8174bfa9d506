export type MediaKind = 'photo' | 'video' | 'audio'

/** What TipWire knows of a format it takes. */
export interface FormatFacts {
  kind: MediaKind
  mime: string
  /** The extension a file of this format is sent under (product.md §7). */
  extension: string
  /** Its name on screen: "JPEG photo", "it is not an MP4, MOV or WebM video". */
  label: string
  /**
   * The extensions file-type gives these bytes, when not just `extension` ('apng' for a PNG too;
   * none for 3GP sound, which is told from 3GP video by its tracks).
   */
  detectedAs?: readonly string[]
}

/** Every format TipWire takes, once: every other table of formats is made from this one. */
export const FORMATS = {
  jpeg: { kind: 'photo', mime: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  png: {
    kind: 'photo',
    mime: 'image/png',
    extension: 'png',
    label: 'PNG',
    detectedAs: ['png', 'apng'],
  },
  webp: { kind: 'photo', mime: 'image/webp', extension: 'webp', label: 'WebP' },
  heic: { kind: 'photo', mime: 'image/heic', extension: 'heic', label: 'HEIC' },
  avif: { kind: 'photo', mime: 'image/avif', extension: 'avif', label: 'AVIF' },
  mp4: {
    kind: 'video',
    mime: 'video/mp4',
    extension: 'mp4',
    label: 'MP4',
    detectedAs: ['mp4', 'm4v'],
  },
  mov: { kind: 'video', mime: 'video/quicktime', extension: 'mov', label: 'MOV' },
  webm: { kind: 'video', mime: 'video/webm', extension: 'webm', label: 'WebM' },
  '3gp': { kind: 'video', mime: 'video/3gpp', extension: '3gp', label: '3GP' },
  '3g2': { kind: 'video', mime: 'video/3gpp2', extension: '3g2', label: '3G2' },
  mkv: {
    kind: 'video',
    mime: 'video/x-matroska',
    extension: 'mkv',
    label: 'MKV',
  },
  mp3: { kind: 'audio', mime: 'audio/mpeg', extension: 'mp3', label: 'MP3' },
  m4a: { kind: 'audio', mime: 'audio/mp4', extension: 'm4a', label: 'M4A' },
  wav: { kind: 'audio', mime: 'audio/wav', extension: 'wav', label: 'WAV' },
  ogg: {
    kind: 'audio',
    mime: 'audio/ogg',
    extension: 'ogg',
    label: 'Ogg',
    detectedAs: ['ogg', 'oga', 'opus', 'spx'],
  },
  '3ga': {
    kind: 'audio',
    mime: 'audio/3gpp',
    extension: '3gp',
    label: '3GP',
    detectedAs: [],
  },
  amr: { kind: 'audio', mime: 'audio/amr', extension: 'amr', label: 'AMR' },
  aac: { kind: 'audio', mime: 'audio/aac', extension: 'aac', label: 'AAC' },
  flac: { kind: 'audio', mime: 'audio/flac', extension: 'flac', label: 'FLAC' },
} as const satisfies Record<string, FormatFacts>

/** What a file's bytes are, by magic numbers (never by name or declared type). */
export type DetectedFormat = keyof typeof FORMATS

export const FORMAT_LIST = Object.keys(FORMATS) as DetectedFormat[]

const formatsOf = (kind: MediaKind) => FORMAT_LIST.filter((format) => FORMATS[format].kind === kind)

export const FORMATS_BY_KIND: Record<MediaKind, readonly DetectedFormat[]> = {
  photo: formatsOf('photo'),
  video: formatsOf('video'),
  audio: formatsOf('audio'),
}

export const MIME_BY_FORMAT = Object.fromEntries(
  FORMAT_LIST.map((format) => [format, FORMATS[format].mime]),
) as Record<DetectedFormat, string>

/**
 * A kind of hidden detail, as the engine names it; the app puts each in plain words.
 * text: free text that can name people and places (titles, comments, descriptions);
 * thumbnail: an embedded picture; makerNotes: camera makers' own boxes; motionVideo: the short
 * video a motion photo carries after its picture; hdrLayer: an HDR photo's gain map; the *Track kinds:
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
  | 'motionVideo'
  | 'hdrLayer'
  | 'subtitleTrack'
  | 'timecodeTrack'
  | 'metadataTrack'
  | 'telemetryTrack'
  | 'dataTrack'
  | 'other'

/** The fields in the order the screen lists them. */
/** The kinds of track that are taken out of playback. */
export type ExtraTrackKind = Extract<HiddenDetailField, `${string}Track`>

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
  'motionVideo',
  'hdrLayer',
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
  /** A motion photo's short video, with what it reveals itself ({} when nothing). */
  motionVideo?: HiddenDetails
  /** An HDR photo's gain map: a second picture the photo is drawn with on HDR screens. */
  hdrLayer?: true
  subtitleTrack?: true
  timecodeTrack?: true
  metadataTrack?: true
  telemetryTrack?: true
  dataTrack?: true
  /** Anything else outside the allow-list: unknown or uuid boxes, old bytes in free space. */
  other?: true
}
