import { encoderNameIn } from '@/lib/media/core/streamEncoder'
import {
  writtenAv1Payload,
  writtenAvcConfiguration,
  writtenHevcPayload,
  type IsoBox,
} from '@/lib/media/iso'
import type { WrittenAnew } from './allowList'
import { sameBytes } from './ebml'

/**
 * H.264's, HEVC's and AV1's CodecPrivate: an ISO configuration box's payload (avcC, hvcC, av1C),
 * read and written by the ISO family as a box of that payload alone.
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
  if (sameBytes(written, data)) return { data: written, revealed: {} }
  const encoder = encoderNameIn(data)
  return { data: written, revealed: encoder ? { software: encoder } : { other: true } }
}

/** H.264's avcC: its fields and parameter sets, no SEI, nothing after. */
export const writeAvcConfiguration = (data: Uint8Array) =>
  reported(data, writtenAvcConfiguration(data, payloadBox('avcC', data)))

/** HEVC's hvcC: its fields and parameter set arrays, nothing else. */
export const writeHevcConfiguration = (data: Uint8Array) =>
  reported(data, writtenHevcPayload(data, payloadBox('hvcC', data)))

/** AV1's av1C: its four bytes of fields and its sequence header, nothing else. */
export const writeAv1Configuration = (data: Uint8Array) =>
  reported(data, writtenAv1Payload(data, payloadBox('av1C', data)))
