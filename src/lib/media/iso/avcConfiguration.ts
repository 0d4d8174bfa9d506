import { readUint16BE } from '@/lib/media/core/bytes'
import { UNKNOWN_STRUCTURE } from './allowList'
import type { IsoBox } from './boxes'
import { writtenFromFields } from './boxRewrite'

/**
 * AVC's configuration (avcC, ISO/IEC 14496-15 §5.3.3): version, profile, compatibility and
 * level; the NAL length size and the count of sequence parameter sets, each under reserved
 * bits set to 1; the sequence and picture parameter sets, each after its 16-bit length; and,
 * for profiles other than Baseline, Main and Extended, the chroma format, bit depths and
 * sequence parameter set extensions. A decoder needs these parameter sets and nothing else:
 * a unit of another type in an array (an SEI message, which may hold any text) goes, and so
 * does whatever follows the fields.
 */
const HEADER_SIZE = 6
const PROFILES_WITHOUT_EXTENSION = new Set([66, 77, 88])
const NAL_TYPE = { sequenceParameters: 7, pictureParameters: 8, sequenceExtension: 13 }
const MOST_SEQUENCE_SETS = 0x1f

interface Reading {
  bytes: Uint8Array
  at: number
  end: number
}

/** `count` NAL units after their 16-bit lengths, those of `type` kept, each with its length. */
function readUnits(reading: Reading, count: number, type: number) {
  const kept: number[][] = []
  for (let unit = 0; unit < count; unit += 1) {
    if (reading.at + 2 > reading.end) return undefined
    const length = readUint16BE(reading.bytes, reading.at)
    const start = reading.at + 2
    reading.at = start + length
    if (reading.at > reading.end) return undefined
    if (length > 0 && ((reading.bytes[start] ?? 0) & 0x1f) === type) {
      kept.push([...reading.bytes.subarray(reading.at - length - 2, reading.at)])
    }
  }
  return kept
}

/** The chroma format, bit depths and extensions, or undefined when what follows is not them. */
function readExtension(reading: Reading) {
  const { bytes, at } = reading
  if (at + 4 > reading.end) return undefined
  const fields = [
    0xfc | ((bytes[at] ?? 0) & 0x03),
    0xf8 | ((bytes[at + 1] ?? 0) & 0x07),
    0xf8 | ((bytes[at + 2] ?? 0) & 0x07),
  ]
  reading.at = at + 4
  const extensions = readUnits(reading, bytes[at + 3] ?? 0, NAL_TYPE.sequenceExtension)
  return extensions && [...fields, extensions.length, ...extensions.flat()]
}

export function writtenAvcConfiguration(bytes: Uint8Array, box: IsoBox) {
  const reading: Reading = { bytes, at: box.payloadStart + HEADER_SIZE, end: box.end }
  const header = bytes.subarray(box.payloadStart, box.payloadStart + HEADER_SIZE)
  const [version = 0, profile = 0, compatibility = 0, level = 0, lengthSize = 0, count = 0] = header
  if (header.length < HEADER_SIZE) throw new Error(UNKNOWN_STRUCTURE)
  const sequenceSets = readUnits(reading, count & MOST_SEQUENCE_SETS, NAL_TYPE.sequenceParameters)
  const pictureSetCount = bytes[reading.at] ?? 0
  reading.at += 1
  const pictureSets =
    sequenceSets && reading.at <= reading.end
      ? readUnits(reading, pictureSetCount, NAL_TYPE.pictureParameters)
      : undefined
  if (!sequenceSets || !pictureSets) throw new Error(UNKNOWN_STRUCTURE)
  const extension = PROFILES_WITHOUT_EXTENSION.has(profile) ? undefined : readExtension(reading)
  return Uint8Array.from([
    ...[version, profile, compatibility, level, 0xfc | (lengthSize & 0x03)],
    0xe0 | sequenceSets.length,
    ...sequenceSets.flat(),
    pictureSets.length,
    ...pictureSets.flat(),
    ...(extension ?? []),
  ])
}

export const avcConfiguration = writtenFromFields(writtenAvcConfiguration)
