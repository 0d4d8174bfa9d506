import { writtenColourInformation } from '@/lib/media/core/colourInformation'
import { box as propertyBox } from './boxWriting'
import {
  writtenAv1Payload,
  writtenAvcConfiguration,
  writtenHevcPayload,
  type IsoBox,
} from '@/lib/media/iso'

// Item properties written anew from the fields ISO/IEC 23008-12 and its codecs define for them,
// reserved bits zero: bytes after those fields, or in a reserved bit, could hold anything.

const FULL_BOX_SIZE = 4

/**
 * The payload's first `length` bytes, those named in `masks` keeping only the bits their mask
 * sets; undefined when the payload is shorter.
 */
function fields(payload: Uint8Array, length: number, masks: Record<number, number> = {}) {
  if (payload.length < length) return undefined
  const kept = payload.slice(0, length)
  for (const [index, mask] of Object.entries(masks)) {
    kept[Number(index)] = (kept[Number(index)] ?? 0) & mask
  }
  return kept
}

/** A full box with version 0 and no flags, then `length` bytes of fields. */
function fullBoxFields(payload: Uint8Array, length: number) {
  const kept = fields(payload, FULL_BOX_SIZE + length)
  if (!kept || payload[0] !== 0) return undefined
  kept.fill(0, 0, FULL_BOX_SIZE)
  return kept
}

/**
 * auxC: which kind of auxiliary picture an item is, a URN ending in a NUL. A kept one is an
 * alpha plane (roles.ts); the subtype bytes after the URN, which the alpha URNs give no use in
 * drawing and libheif does not read, go.
 */
function auxiliaryType(payload: Uint8Array) {
  const urnEnd = payload.indexOf(0, FULL_BOX_SIZE)
  return urnEnd === -1 ? undefined : fullBoxFields(payload, urnEnd + 1 - FULL_BOX_SIZE)
}

/** The properties whose fields are known, each to the fields it keeps; others are copied. */
const WRITTEN_PROPERTIES: Record<string, (payload: Uint8Array) => Uint8Array | undefined> = {
  colr: writtenColourInformation,
  // Width and height.
  ispe: (payload) => fullBoxFields(payload, 8),
  // Channel count, then each channel's bit depth.
  pixi: (payload) => fullBoxFields(payload, 1 + (payload[FULL_BOX_SIZE] ?? 0)),
  // Six reserved bits, then the angle; seven reserved bits, then the axis.
  irot: (payload) => fields(payload, 1, { 0: 0b11 }),
  imir: (payload) => fields(payload, 1, { 0: 0b1 }),
  pasp: (payload) => fields(payload, 8),
  clap: (payload) => fields(payload, 32),
  clli: (payload) => fields(payload, 4),
  mdcv: (payload) => fields(payload, 24),
  // AV1's operating point and layer selection.
  a1op: (payload) => fields(payload, 1),
  lsel: (payload) => fields(payload, 2),
  auxC: auxiliaryType,
}

/**
 * Codec configurations, written with what decoding needs alone, as the ISO family writes them
 * in a video's sample entry: AVC's and HEVC's parameter sets (SEI goes: x265 writes its name and
 * every setting there), AV1's sequence header (metadata OBUs may hold any bytes).
 */
const CONFIGURATION_WRITERS: Record<string, (bytes: Uint8Array, box: IsoBox) => Uint8Array> = {
  avcC: writtenAvcConfiguration,
  hvcC: writtenHevcPayload,
  av1C: writtenAv1Payload,
}

const unreadable = (type: string) =>
  `The photo’s picture has a property TipWire cannot read (${type}), so it cannot be cleaned without changing it`

/**
 * A kept property as it may be sent: written from its fields when they are known, a codec
 * configuration without what decoding does not need, copied otherwise. Colour information that
 * cannot be read goes (undefined: the picture is drawn as sRGB); any other property that cannot
 * be read makes the photo refused, as the picture would change without it.
 */
export function writtenProperty(bytes: Uint8Array, box: IsoBox) {
  const configuration = CONFIGURATION_WRITERS[box.type]
  if (configuration) return propertyBox(box.type, configuration(bytes, box))
  const write = WRITTEN_PROPERTIES[box.type]
  if (!write) return bytes.subarray(box.start, box.end)
  const payload = write(bytes.subarray(box.payloadStart, box.end))
  if (!payload && box.type !== 'colr') throw new Error(unreadable(box.type))
  return payload && propertyBox(box.type, payload)
}
