import { readUint32BE, writeUint32BE } from '@/lib/media/core/bytes'
import { UNKNOWN_STRUCTURE } from './allowList'
import type { IsoBox } from './boxes'
import { writtenFromFields } from './boxRewrite'

/**
 * Sample groups (ISO/IEC 14496-12 §8.9): `sgpd` describes the groups of one grouping type,
 * `sbgp` maps samples to them. The grouping types players read, with each entry's size and the
 * bits of it that are not reserved: roll and pre-roll distances, random access points, sync
 * samples' NAL types, stream access points, temporal levels. Any other grouping is private
 * to its writer, whatever it holds, and both its boxes go.
 */
const ENTRY_BITS: Record<string, readonly number[]> = {
  roll: [0xff, 0xff],
  prol: [0xff, 0xff],
  'rap ': [0xff],
  sync: [0x3f],
  'sap ': [0x8f],
  tele: [0x80],
}

const GROUPING_TYPE_AT = 4
const DESCRIPTION_ENTRY_SIZE = 8
const LATEST_DESCRIPTION_VERSION = 2

interface Reading {
  bytes: Uint8Array
  box: IsoBox
  at: number
}

function readWord(reading: Reading) {
  if (reading.at + 4 > reading.box.end) throw new Error(UNKNOWN_STRUCTURE)
  const word = readUint32BE(reading.bytes, reading.at)
  reading.at += 4
  return word
}

const groupingType = (bytes: Uint8Array, box: IsoBox) =>
  String.fromCharCode(...bytes.subarray(box.payloadStart + GROUPING_TYPE_AT, box.payloadStart + 8))

const word = (value: number) => {
  const bytes = new Uint8Array(4)
  writeUint32BE(bytes, 0, value)
  return [...bytes]
}

/**
 * sgpd: version, grouping type, the entry length (from version 1) and the default description
 * index (from version 2), then the entries, each after its own length where the default is 0.
 */
function writtenDescriptions(bytes: Uint8Array, box: IsoBox) {
  const bits = ENTRY_BITS[groupingType(bytes, box)]
  if (!bits) return undefined
  const version = bytes[box.payloadStart] ?? 0
  if (version > LATEST_DESCRIPTION_VERSION) throw new Error(UNKNOWN_STRUCTURE)
  const reading: Reading = { bytes, box, at: box.payloadStart + 8 }
  const defaultLength = version >= 1 ? readWord(reading) : bits.length
  const defaultIndex = version >= 2 ? [readWord(reading)] : []
  const count = readWord(reading)
  const entries: number[] = []
  for (let entry = 0; entry < count; entry += 1) {
    const length = version >= 1 && defaultLength === 0 ? readWord(reading) : defaultLength
    if (length < bits.length || reading.at + length > box.end) throw new Error(UNKNOWN_STRUCTURE)
    entries.push(...bits.map((mask, index) => (bytes[reading.at + index] ?? 0) & mask))
    reading.at += length
  }
  return Uint8Array.from([
    ...[version, 0, 0, 0],
    ...bytes.subarray(box.payloadStart + GROUPING_TYPE_AT, box.payloadStart + 8),
    ...(version >= 1 ? word(bits.length) : []),
    ...defaultIndex.flatMap(word),
    ...word(count),
    ...entries,
  ])
}

/** sbgp: version, grouping type, its parameter (v1), then runs of samples and their group. */
function writtenSampleToGroup(bytes: Uint8Array, box: IsoBox) {
  if (!ENTRY_BITS[groupingType(bytes, box)]) return undefined
  const version = bytes[box.payloadStart] ?? 0
  const reading: Reading = { bytes, box, at: box.payloadStart + 8 }
  if (version === 1) readWord(reading)
  const count = readWord(reading)
  const end = reading.at + count * DESCRIPTION_ENTRY_SIZE
  if (end > box.end) throw new Error(UNKNOWN_STRUCTURE)
  return Uint8Array.from([version, 0, 0, 0, ...bytes.subarray(box.payloadStart + 4, end)])
}

export const SAMPLE_GROUP_REWRITES = {
  sgpd: writtenFromFields(writtenDescriptions),
  sbgp: writtenFromFields(writtenSampleToGroup),
}
