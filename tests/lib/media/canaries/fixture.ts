import type { DetectedFormat } from '@/lib/media'
import type { DecodedStream } from '../decoders'
import { ascii, concat, utf16le } from './bytes'

export interface RiffChunk {
  id: string
  body: Uint8Array
}

/** What must be left of the sound, byte for byte, worked out from the source, not the cleaner. */
export type PristineMedia =
  | { kind: 'wav chunks'; chunks: readonly RiffChunk[] }
  /**
   * Streams exiftool keeps no hash of, as ffmpeg decodes them from the planted file; with
   * `asSource`, from the source, where ffmpeg plays the planted bytes (junk between frames) as
   * sound of their own and the cleaned copy should not.
   */
  | { kind: 'decoded'; streams: readonly DecodedStream[]; asSource?: true }
  /**
   * A HEIC's or AVIF's primary picture, as libheif's heif-convert draws it from the planted file:
   * exiftool's hash counts the bytes planted inside a picture's coded data, which stay blanked.
   */
  | { kind: 'heif picture' }

export interface CanaryFixture {
  /** The committed fixture it is built from, in tests/fixtures/media. */
  source: string
  /** The test line: the committed fixture it starts from and the place planted. */
  name: string
  format: DetectedFormat
  /** What exiftool calls the file where it is not its format's usual name (Ogg Opus: opus). */
  fileTypeExtension?: string
  bytes: Uint8Array
  canaries: readonly string[]
  /** Canaries planted only compressed, as these exact bytes: a plain search cannot see them. */
  compressedForms?: readonly { canary: string; bytes: Uint8Array }[]
  pristineMedia?: PristineMedia
  /**
   * Planted inside the coded sound, where a decoder plays it and no cleaner can tell it from
   * sound: it is sent as recorded, and the cleaning must name what is left (`remaining`).
   */
  inCodedData?: true
}

/** A canary in the two forms a reader might decode: ASCII, then apart from it UTF-16LE. */
export const canaryBytes = (canary: string) => concat(ascii(` ${canary} `), utf16le(canary))

/** Words a person would leave there, then the canary in both forms. */
export const planted = (words: string, canary: string) => concat(ascii(words), canaryBytes(canary))

/** An XMP packet: the creator, the canary as its description, then the canary in both forms. */
export const xmpPacket = (canary: string) =>
  concat(
    ascii('<x:xmpmeta xmlns:x="adobe:ns:meta/">'),
    ascii('<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'),
    ascii('<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Asha Rao">'),
    ascii(`<dc:description>${canary}</dc:description></rdf:Description></rdf:RDF></x:xmpmeta>`),
    canaryBytes(canary),
  )

/** Pads with zeros to `length`, and refuses to cut what would not fit. */
export function padded(bytes: Uint8Array, length: number) {
  if (bytes.length > length) throw new Error(`${bytes.length} bytes do not fit in ${length}`)
  return concat(bytes, new Uint8Array(length - bytes.length))
}

/** A place a builder plants in: its words for the test line, its tag for the canary, and how. */
export type Place<Parts, Planted = Uint8Array> = readonly [
  place: string,
  tag: string,
  plant: (parts: Parts, canary: string) => Planted,
]

/**
 * A unit a coded frame can open with, which decoders skip: what it is for the test line, its
 * tag for the canary, and the unit holding the canary, as the container carries it.
 */
export type FrameUnit = readonly [unit: string, tag: string, make: (canary: string) => Uint8Array]
