import { UNKNOWN_STRUCTURE } from './allowList'
import { keepOnly, type IsoBox } from './boxes'

/**
 * AV1's configuration (av1C, AV1 Codec ISO Media File Format Binding §2.3): four bytes of
 * fields, then OBUs, each with its size. A decoder needs the sequence header; a metadata OBU
 * (HDR figures, or ITU-T T.35 user data, which may hold any bytes) it does not.
 */
export const CONFIG_OBUS_AT = 4
const OBU_METADATA = 5
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

/** The configuration's metadata OBUs, which a decoder does not need. */
export const metadataObus = (bytes: Uint8Array, box: IsoBox) =>
  readObus(bytes, box).filter(({ type }) => type === OBU_METADATA)

/** The OBUs a decoder needs, every one but metadata, where they lie. */
export const decodingObus = (bytes: Uint8Array, box: IsoBox) =>
  readObus(bytes, box).filter(({ type }) => type !== OBU_METADATA)

/** Drops the metadata OBUs where the box lies: the others move up (keepOnly). */
export function dropMetadataObus(bytes: Uint8Array, box: IsoBox) {
  const obus = readObus(bytes, box)
  const kept = obus.filter(({ type }) => type !== OBU_METADATA)
  if (kept.length < obus.length) keepOnly(bytes, box, box.payloadStart + CONFIG_OBUS_AT, kept)
}
