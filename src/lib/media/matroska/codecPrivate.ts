import { isZero, startsWithAscii } from '@/lib/media/core/bytes'
import { withoutUserData } from '@/lib/media/core/mpegVideoUserData'
import {
  UNREADABLE_CODEC_PRIVATE,
  type ChildRule,
  type FieldWriter,
  type WrittenAnew,
} from './allowList'
import { writeAudioSpecificConfig } from './aacPrivate'
import { writeAv1Configuration, writeAvcConfiguration, writeHevcConfiguration } from './isoPrivate'
import { sameBytes } from './ebml'
import { writeFlacPrivate, writeVorbisPrivate } from './xiphPrivate'

/**
 * A track's CodecPrivate, the codec's configuration, written anew from the fields the codec's
 * Matroska mapping defines, so nothing after or between them is copied.
 */

/** Cut to its defined fields: whatever was after them is other data. */
const cut = (data: Uint8Array, length: number): WrittenAnew => ({
  data: data.subarray(0, length),
  revealed: length < data.length ? { other: true } : {},
})

/** OpusHead (RFC 7845 §5.1): 19 bytes, then, for a mapping family other than 0, its table. */
const OPUS_HEAD_SIZE = 19
const OPUS_CHANNELS_AT = 9
const OPUS_FAMILY_AT = 18
/** Stream count, coupled count, then one byte a channel. */
const OPUS_TABLE_BEFORE_CHANNELS = 2

function writeOpusHead(data: Uint8Array) {
  if (!startsWithAscii(data, 0, 'OpusHead') || data.length < OPUS_HEAD_SIZE) {
    throw new Error(UNREADABLE_CODEC_PRIVATE)
  }
  const table = data[OPUS_FAMILY_AT]
    ? OPUS_TABLE_BEFORE_CHANNELS + (data[OPUS_CHANNELS_AT] ?? 0)
    : 0
  if (data.length < OPUS_HEAD_SIZE + table) throw new Error(UNREADABLE_CODEC_PRIVATE)
  return cut(data, OPUS_HEAD_SIZE + table)
}

/**
 * VP9 in WebM: features, each an ID, a length and a value: profile, level, bit depth and chroma
 * subsampling (IDs 1 to 4), each one byte. Any other is dropped.
 */
const VP9_FEATURES = new Set([1, 2, 3, 4])
const VP9_FEATURE_SIZE = 3

function writeVp9Features(data: Uint8Array): WrittenAnew {
  const kept: number[] = []
  for (let at = 0; at + 1 < data.length; at += 2 + (data[at + 1] ?? 0)) {
    const [id = 0, length = 0, value = 0] = data.subarray(at, at + VP9_FEATURE_SIZE)
    const whole = at + VP9_FEATURE_SIZE <= data.length
    if (whole && VP9_FEATURES.has(id) && length === 1) kept.push(id, length, value)
  }
  const written = Uint8Array.from(kept)
  return { data: written, revealed: written.length < data.length ? { other: true } : {} }
}

/** The codecs whose mapping defines no CodecPrivate: one there is no setting a decoder reads. */
const UNKNOWN_CODEC_PRIVATE =
  "The file's sound or picture settings (CodecPrivate) are of a codec TipWire cannot read, so it cannot be fully checked"

const WITHOUT_CODEC_PRIVATE = new Set([
  'V_VP8',
  'A_MPEG/L1',
  'A_MPEG/L2',
  'A_MPEG/L3',
  'A_AC3',
  'A_EAC3',
  'A_DTS',
  'A_PCM/INT/LIT',
  'A_PCM/INT/BIG',
  'A_PCM/FLOAT/IEEE',
])

const dropped: FieldWriter = (data) => ({
  data: undefined,
  revealed: isZero(data, 0, data.length) ? {} : { other: true },
})

/** MPEG-4 Visual's headers without their user data (core/mpegVideoUserData.ts). */
const writeMpeg4VisualHeaders: FieldWriter = (data) => {
  const written = withoutUserData(data)
  return { data: written, revealed: sameBytes(written, data) ? {} : { other: true } }
}

const WRITERS: Record<string, FieldWriter> = {
  A_OPUS: writeOpusHead,
  A_VORBIS: writeVorbisPrivate,
  A_FLAC: writeFlacPrivate,
  A_AAC: writeAudioSpecificConfig,
  V_VP9: writeVp9Features,
  'V_MPEG4/ISO/AVC': writeAvcConfiguration,
  'V_MPEG4/ISO/SP': writeMpeg4VisualHeaders,
  'V_MPEG4/ISO/ASP': writeMpeg4VisualHeaders,
  'V_MPEG4/ISO/AP': writeMpeg4VisualHeaders,
  'V_MPEGH/ISO/HEVC': writeHevcConfiguration,
  V_AV1: writeAv1Configuration,
}

/**
 * Another codec's configuration, which TipWire does not read (Theora's, for one, holds a comment
 * header): refused, unless it holds nothing.
 */
const unread: FieldWriter = (data) => {
  if (!isZero(data, 0, data.length)) throw new Error(UNKNOWN_CODEC_PRIVATE)
  return { data, revealed: {} }
}

/** How a track of `codec` keeps its CodecPrivate: written from its fields, dropped or refused. */
export function codecPrivateRule(codec: string): ChildRule {
  if (WITHOUT_CODEC_PRIVATE.has(codec)) return { action: 'rewrite', write: dropped }
  return { action: 'rewrite', write: WRITERS[codec] ?? unread }
}
