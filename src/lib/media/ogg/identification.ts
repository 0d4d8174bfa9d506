import { isZero } from '@/lib/media/core/bytes'
import { FLAC_BLOCK_HEADER_SIZE, STREAM_INFO_SIZE, writtenStreamInfo } from '@/lib/media/flac'

/**
 * The first packet of an Ogg stream, which says what the sound is, written from its fields and
 * cut to the length its mapping defines: whatever a writer put after that goes, and `tail` says
 * whether it held anything but zeros.
 */
export interface WrittenIdentification {
  bytes: Uint8Array
  tail: boolean
  /** How many Opus streams each packet holds: 1, or more for a multistream layout. */
  streams: number
}

/**
 * OpusHead (RFC 7845 §5.1): 'OpusHead', version, channels, pre-skip, input sample rate, output
 * gain and mapping family in 19 bytes; a family other than 0 adds the stream count, the
 * coupled count and one byte per channel, its channel mapping.
 */
const OPUS_HEAD_SIZE = 19
const OPUS_MAPPING_AT = 18
const OPUS_STREAMS_AT = 19
const OPUS_MAPPING_TABLE_AT = 21
/** A version whose top four bits are set is one this mapping does not describe. */
const OPUS_MAJOR_VERSION = 0xf0

/**
 * Vorbis's identification header (Vorbis I §4.2.2): packet type and 'vorbis', version,
 * channels, sample rate, three bitrates, the two block sizes and the framing bit: 30 bytes.
 */
const VORBIS_HEAD_SIZE = 30

/** FLAC-in-Ogg's first packet: 0x7F 'FLAC', version, header count, 'fLaC', then STREAMINFO. */
const OGG_FLAC_PREFIX_SIZE = 13
const OGG_FLAC_HEAD_SIZE = OGG_FLAC_PREFIX_SIZE + FLAC_BLOCK_HEADER_SIZE + STREAM_INFO_SIZE

const DAMAGED = 'The Ogg stream’s first header is shorter than its format defines'

const cut = (packet: Uint8Array, length: number) => {
  if (packet.length < length) throw new Error(DAMAGED)
  return { bytes: packet.slice(0, length), tail: !isZero(packet, length, packet.length) }
}

export function writtenOpusHead(packet: Uint8Array): WrittenIdentification {
  if (((packet[8] ?? 0) & OPUS_MAJOR_VERSION) !== 0) {
    throw new Error(
      'The Opus stream is of a version TipWire does not know, so it cannot be cleaned',
    )
  }
  const family = packet[OPUS_MAPPING_AT] ?? 0
  const channels = packet[9] ?? 0
  const length = family === 0 ? OPUS_HEAD_SIZE : OPUS_MAPPING_TABLE_AT + channels
  return { ...cut(packet, length), streams: family === 0 ? 1 : (packet[OPUS_STREAMS_AT] ?? 1) }
}

/** FLAC-in-Ogg's first packet, its STREAMINFO written as in a FLAC file (MD5 zeroed). */
export function writtenOggFlacHead(packet: Uint8Array): WrittenIdentification {
  const { bytes, tail } = cut(packet, OGG_FLAC_HEAD_SIZE)
  const streamInfoAt = OGG_FLAC_PREFIX_SIZE + FLAC_BLOCK_HEADER_SIZE
  bytes.set(writtenStreamInfo(bytes.subarray(streamInfoAt)), streamInfoAt)
  return { bytes, tail, streams: 1 }
}

export const writtenVorbisHead = (packet: Uint8Array): WrittenIdentification => ({
  ...cut(packet, VORBIS_HEAD_SIZE),
  streams: 1,
})
