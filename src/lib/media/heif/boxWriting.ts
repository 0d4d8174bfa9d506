import { asciiBytes, bigEndianBytes, concatBytes } from '@/lib/media/core/bytes'

const HEADER_SIZE = 8

/** A box of `type` around `parts`, its size written. */
export function box(type: string, ...parts: Uint8Array[]) {
  const body = concatBytes(parts)
  return concatBytes([bigEndianBytes(body.length + HEADER_SIZE, 4), asciiBytes(type), body])
}

/** A full box: version and flags, then `parts`. */
export const fullBox = (type: string, version: number, flags: number, ...parts: Uint8Array[]) =>
  box(type, bigEndianBytes(version, 1), bigEndianBytes(flags, 3), ...parts)
