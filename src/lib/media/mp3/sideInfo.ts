import { bitReader } from '@/lib/media/core/bitReader'
/**
 * Layer III side information (ISO/IEC 11172-3 §2.4.1.7, 13818-3 §2.4.1.7): after the header
 * (and its CRC), where the frame's main data begins in the bit reservoir (counted back from
 * the end of the side information) and, for each granule and channel, how many bits of main
 * data it takes (part2_3_length). Bytes of the reservoir no granule takes are ancillary data,
 * which decoders skip: encoders put their name and filler there, and anyone can put text.
 */

export const HEADER_SIZE = 4
const CRC_SIZE = 2
/** A granule's side information, per channel: MPEG-1 59 bits, MPEG-2 and 2.5 63. */
const GRANULE_BITS = { mpeg1: 59, mpeg2: 63 }

export interface SideInfo {
  /** Where the side information ends and the frame's own share of the reservoir starts. */
  bodyStart: number
  /** How many bytes back from `bodyStart`, through earlier frames, the main data begins. */
  mainDataBegin: number
  /** How many bytes of main data the frame's granules take, the last one partly. */
  mainDataBytes: number
}

/** Whether the frame whose header starts `bytes` at `at` is Layer III. */
export const isLayer3 = (bytes: Uint8Array, at: number) => (((bytes[at + 1] ?? 0) >> 1) & 3) === 1

/** The size of the side information: by version (MPEG-1 or not) and channels (mono or not). */
export function sideInfoSize(bytes: Uint8Array, at: number) {
  const mpeg1 = (((bytes[at + 1] ?? 0) >> 3) & 3) === 3
  const mono = (bytes[at + 3] ?? 0) >> 6 === 3
  if (mpeg1) return mono ? 17 : 32
  return mono ? 9 : 17
}

/** Where the side information starts: after the header, and its CRC where it has one. */
export const sideInfoStart = (bytes: Uint8Array, at: number) =>
  at + HEADER_SIZE + (((bytes[at + 1] ?? 0) & 1) === 0 ? CRC_SIZE : 0)

/** The side information of the Layer III frame whose header is at `at` in `bytes`. */
export function readSideInfo(bytes: Uint8Array, at: number): SideInfo {
  const mpeg1 = (((bytes[at + 1] ?? 0) >> 3) & 3) === 3
  const channels = (bytes[at + 3] ?? 0) >> 6 === 3 ? 1 : 2
  const start = sideInfoStart(bytes, at)
  const { read, skip } = bitReader(bytes, start)
  const mainDataBegin = read(mpeg1 ? 9 : 8)
  // Private bits, then MPEG-1's scale factor selection: four bits a channel.
  skip(mpeg1 ? (channels === 1 ? 5 : 3) + 4 * channels : channels === 1 ? 1 : 2)
  const granules = mpeg1 ? 2 : 1
  const rest = (mpeg1 ? GRANULE_BITS.mpeg1 : GRANULE_BITS.mpeg2) - 12
  let bits = 0
  for (let granule = 0; granule < granules * channels; granule++) {
    bits += read(12)
    skip(rest)
  }
  return {
    bodyStart: start + sideInfoSize(bytes, at),
    mainDataBegin,
    mainDataBytes: Math.ceil(bits / 8),
  }
}
