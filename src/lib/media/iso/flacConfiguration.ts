import {
  FLAC_BLOCK,
  FLAC_BLOCK_HEADER_SIZE,
  LAST_FLAC_BLOCK,
  STREAM_INFO_SIZE,
  writtenStreamInfo,
} from '@/lib/media/flac'
import { UNKNOWN_STRUCTURE } from './allowList'
import { endBoxAt, type IsoBox } from './boxes'

/**
 * FLAC's configuration in MP4 (dfLa, the FLAC-in-ISOBMFF mapping): version and flags, then
 * metadata blocks as a FLAC file holds them, STREAMINFO first. A decoder needs STREAMINFO
 * alone; the others (a VORBIS_COMMENT with names and places, a PICTURE...) are extras.
 */
const FIRST_BLOCK_AT = 4

const streamInfoEnd = (bytes: Uint8Array, box: IsoBox) => {
  const header = box.payloadStart + FIRST_BLOCK_AT
  const end = header + FLAC_BLOCK_HEADER_SIZE + STREAM_INFO_SIZE
  if (((bytes[header] ?? 0) & ~LAST_FLAC_BLOCK) !== FLAC_BLOCK.streamInfo || end > box.end) {
    throw new Error(UNKNOWN_STRUCTURE)
  }
  return end
}

/** The blocks after STREAMINFO, as one range: whatever they hold, a decoder does not need it. */
export function flacExtras(bytes: Uint8Array, box: IsoBox) {
  const start = streamInfoEnd(bytes, box)
  return start < box.end ? [{ start, end: box.end }] : []
}

/**
 * Keeps STREAMINFO alone, marked the last block, its MD5 of the sound zeroed ("not computed",
 * as FLAC files are cleaned: a checksum links the copy to the recording), and ends the box
 * after it (endBoxAt).
 */
export function dropFlacExtras(bytes: Uint8Array, box: IsoBox) {
  const end = streamInfoEnd(bytes, box)
  const streamInfoAt = end - STREAM_INFO_SIZE
  bytes.set(writtenStreamInfo(bytes.subarray(streamInfoAt, end)), streamInfoAt)
  if (end === box.end) return
  bytes[box.payloadStart + FIRST_BLOCK_AT] = FLAC_BLOCK.streamInfo | LAST_FLAC_BLOCK
  endBoxAt(bytes, box, end)
}
