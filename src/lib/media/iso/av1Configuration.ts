import { concatBytes } from '@/lib/media/core/bytes'
import { UNKNOWN_STRUCTURE } from './allowList'
import { keepOnly, type IsoBox } from './boxes'

/**
 * AV1's configuration (av1C, AV1 Codec ISO Media File Format Binding §2.3): four bytes of
 * fields, then OBUs, each with its size. A decoder needs the sequence header and nothing else:
 * a metadata OBU (HDR figures, or ITU-T T.35 user data), padding and reserved types may hold
 * any bytes.
 */
const CONFIG_OBUS_AT = 4
const OBU_SEQUENCE_HEADER = 1
const HAS_EXTENSION = 0x04
const HAS_SIZE = 0x02
const LEB128_MOST_BYTES = 8

interface Obu {
  start: number
  end: number
  type: number
}

function readObus(bytes: Uint8Array, box: IsoBox) {
  const obus: Obu[] = []
  for (let at = box.payloadStart + CONFIG_OBUS_AT; at < box.end;) {
    const header = bytes[at] ?? 0
    if ((header & HAS_SIZE) === 0) throw new Error(UNKNOWN_STRUCTURE)
    let sizeAt = at + ((header & HAS_EXTENSION) === 0 ? 1 : 2)
    let size = 0
    for (let index = 0; index < LEB128_MOST_BYTES; index += 1) {
      const byte = bytes[sizeAt] ?? 0
      sizeAt += 1
      size += (byte & 0x7f) * 2 ** (7 * index)
      if ((byte & 0x80) === 0) break
    }
    const end = sizeAt + size
    if (end > box.end) throw new Error(UNKNOWN_STRUCTURE)
    obus.push({ start: at, end, type: (header >> 3) & 0x0f })
    at = end
  }
  return obus
}

/** The OBUs a decoder needs, the sequence header, where they lie. */
export const decodingObus = (bytes: Uint8Array, box: IsoBox) =>
  readObus(bytes, box).filter(({ type }) => type === OBU_SEQUENCE_HEADER)

/** The configuration's other OBUs, which a decoder does not need. */
export const extraObus = (bytes: Uint8Array, box: IsoBox) =>
  readObus(bytes, box).filter(({ type }) => type !== OBU_SEQUENCE_HEADER)

/** Keeps the sequence header alone where the box lies: it moves up (keepOnly). */
export function keepDecodingObus(bytes: Uint8Array, box: IsoBox) {
  if (extraObus(bytes, box).length > 0) {
    keepOnly(bytes, box, box.payloadStart + CONFIG_OBUS_AT, decodingObus(bytes, box))
  }
}

/** The configuration's payload written anew: its four bytes of fields and its sequence header. */
export const writtenAv1Payload = (bytes: Uint8Array, box: IsoBox) =>
  concatBytes([
    bytes.subarray(box.payloadStart, box.payloadStart + CONFIG_OBUS_AT),
    ...decodingObus(bytes, box).map(({ start, end }) => bytes.subarray(start, end)),
  ])
