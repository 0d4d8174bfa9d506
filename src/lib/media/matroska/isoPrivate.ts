import { concatBytes, type ByteRange } from '@/lib/media/core/bytes'
import { encoderNameIn } from '@/lib/media/core/streamEncoder'
import {
  AV1_OBUS_AT,
  HEVC_ARRAY_COUNT_AT,
  av1DecodingObus,
  hevcDecodingArrays,
  type IsoBox,
} from '@/lib/media/iso'
import type { WrittenAnew } from './allowList'

/**
 * HEVC's and AV1's CodecPrivate: an ISO configuration box's payload (hvcC, av1C), read by the
 * ISO family's readers as a box of that payload alone.
 */
const payloadBox = (type: string, data: Uint8Array): IsoBox => ({
  type,
  start: 0,
  payloadStart: 0,
  end: data.length,
})

/**
 * The configuration's first `fields` bytes and its `kept` parts, after them; what went is
 * reported as the encoder's name where it held one (x265 writes its name and settings in SEI),
 * else as other data.
 */
function keptParts(data: Uint8Array, fields: Uint8Array, kept: readonly ByteRange[]): WrittenAnew {
  const written = concatBytes([fields, ...kept.map(({ start, end }) => data.subarray(start, end))])
  if (written.length === data.length) return { data: written, revealed: {} }
  const encoder = encoderNameIn(data)
  return { data: written, revealed: encoder ? { software: encoder } : { other: true } }
}

/** HEVC's hvcC (ISO/IEC 14496-15): its fields and parameter set arrays, no SEI, nothing after. */
export function writeHevcConfiguration(data: Uint8Array): WrittenAnew {
  const arrays = hevcDecodingArrays(data, payloadBox('hvcC', data))
  const fields = Uint8Array.of(...data.subarray(0, HEVC_ARRAY_COUNT_AT), arrays.length)
  return keptParts(data, fields, arrays)
}

/** AV1's av1C: its four bytes of fields and its OBUs but metadata (HDR figures, T.35 user data). */
export const writeAv1Configuration = (data: Uint8Array) =>
  keptParts(data, data.slice(0, AV1_OBUS_AT), av1DecodingObus(data, payloadBox('av1C', data)))
