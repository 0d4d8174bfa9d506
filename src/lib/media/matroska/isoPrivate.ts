import { concatBytes, type ByteRange } from '@/lib/media/core/bytes'
import { encoderNameIn } from '@/lib/media/core/streamEncoder'
import {
  AV1_OBUS_AT,
  HEVC_ARRAY_COUNT_AT,
  av1DecodingObus,
  hevcDecodingArrays,
  writtenAvcConfiguration,
  type IsoBox,
} from '@/lib/media/iso'
import type { WrittenAnew } from './allowList'

/**
 * H.264's, HEVC's and AV1's CodecPrivate: an ISO configuration box's payload (avcC, hvcC, av1C),
 * read by the ISO family's readers as a box of that payload alone.
 */
const payloadBox = (type: string, data: Uint8Array): IsoBox => ({
  type,
  start: 0,
  payloadStart: 0,
  end: data.length,
})

/**
 * The configuration as `written`; what went is reported as the encoder's name where it held one
 * (x264 and x265 write their names and settings in SEI), else as other data.
 */
function reported(data: Uint8Array, written: Uint8Array): WrittenAnew {
  if (written.length === data.length) return { data: written, revealed: {} }
  const encoder = encoderNameIn(data)
  return { data: written, revealed: encoder ? { software: encoder } : { other: true } }
}

/** The configuration's first `fields` bytes and its `kept` parts, after them. */
const keptParts = (data: Uint8Array, fields: Uint8Array, kept: readonly ByteRange[]) =>
  reported(data, concatBytes([fields, ...kept.map(({ start, end }) => data.subarray(start, end))]))

/** H.264's avcC: its fields and parameter sets, no SEI, nothing after (ISO's writer). */
export const writeAvcConfiguration = (data: Uint8Array) =>
  reported(data, writtenAvcConfiguration(data, payloadBox('avcC', data)))

/** HEVC's hvcC (ISO/IEC 14496-15): its fields and parameter set arrays, no SEI, nothing after. */
export function writeHevcConfiguration(data: Uint8Array): WrittenAnew {
  const arrays = hevcDecodingArrays(data, payloadBox('hvcC', data))
  const fields = Uint8Array.of(...data.subarray(0, HEVC_ARRAY_COUNT_AT), arrays.length)
  return keptParts(data, fields, arrays)
}

/** AV1's av1C: its four bytes of fields and its OBUs but metadata (HDR figures, T.35 user data). */
export const writeAv1Configuration = (data: Uint8Array) =>
  keptParts(data, data.slice(0, AV1_OBUS_AT), av1DecodingObus(data, payloadBox('av1C', data)))
