import { readUint16BE, readUint32BE } from '@/lib/media/core/bytes'
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

/** A full box of version 0 (or `version`) and no flags, then `length` bytes of fields. */
function fullBoxFields(
  payload: Uint8Array,
  length: number,
  masks: Record<number, number> = {},
  version = 0,
) {
  const kept = fields(payload, FULL_BOX_SIZE + length, masks)
  if (!kept || payload[0] !== version) return undefined
  kept.fill(0, 1, FULL_BOX_SIZE)
  return kept
}

const wordAt = (payload: Uint8Array, at: number) =>
  payload.length < at + 4 ? 0 : readUint32BE(payload, at)

/**
 * auxC: which kind of auxiliary picture an item is, a URN ending in a NUL. A kept one is an
 * alpha plane (roles.ts); the subtype bytes after the URN, which the alpha URNs give no use in
 * drawing and libheif does not read, go.
 */
function auxiliaryType(payload: Uint8Array) {
  const urnEnd = payload.indexOf(0, FULL_BOX_SIZE)
  return urnEnd === -1 ? undefined : fullBoxFields(payload, urnEnd + 1 - FULL_BOX_SIZE)
}

/**
 * uncC (ISO/IEC 23001-17), an uncompressed picture's layout: in version 1 a profile alone; in
 * version 0 the profile, each component's index, bit depth, format and alignment, then the
 * sampling, interleaving, block size and flags (three reserved bits), and the pixel, row and
 * tile sizes and tile counts.
 */
function uncompressedLayout(payload: Uint8Array) {
  if (payload[0] === 1) return fullBoxFields(payload, 4, {}, 1)
  const components = wordAt(payload, FULL_BOX_SIZE + 4)
  const flagsAt = FULL_BOX_SIZE + 8 + components * 5 + 3
  return fullBoxFields(payload, flagsAt + 1 + 20 - FULL_BOX_SIZE, { [flagsAt]: 0xf8 })
}

/** The first component type that names itself by a URI (free text), from 0x8000 up. */
const FIRST_URI_COMPONENT_TYPE = 0x8000

/**
 * cmpd: a count, then each component's type (colour, alpha, depth...); a type of its writer's,
 * named by a URI, is text and is not read.
 */
function componentTypes(payload: Uint8Array) {
  const count = wordAt(payload, 0)
  const kept = fields(payload, 4 + count * 2)
  const types =
    kept && Array.from({ length: count }, (_, index) => readUint16BE(kept, 4 + index * 2))
  return types?.every((type) => type < FIRST_URI_COMPONENT_TYPE) ? kept : undefined
}

/** a1lx: seven reserved bits, whether sizes are 32-bit, then three layers' sizes. */
const av1LayerSizes = (payload: Uint8Array) =>
  fields(payload, 1 + 3 * ((payload[0] ?? 0) & 1 ? 4 : 2), { 0: 0b1 })

/**
 * cclv: two reserved bits, which of the primaries and the minimum, maximum and average
 * luminance follow, two reserved bits; then those, three pairs of primaries and a word each.
 */
function contentColourVolume(payload: Uint8Array) {
  const present = payload[0] ?? 0
  const luminances = [0b10000, 0b1000, 0b100].filter((flag) => present & flag).length
  return fields(payload, 1 + (present & 0b100000 ? 24 : 0) + luminances * 4, { 0: 0b111100 })
}

/**
 * The properties whose fields are known, each to the fields it keeps. A property a decoder
 * needs that is not here (VVC's vvcC, JPEG's jpgC, JPEG 2000's j2kH: each holds its codec's
 * own headers, which may carry anything) cannot be read, and the photo is refused.
 */
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
  a1lx: av1LayerSizes,
  auxC: auxiliaryType,
  // A tile's place in its picture, horizontally and vertically.
  rloc: (payload) => fullBoxFields(payload, 8),
  // The ambient light the picture was mastered for: illuminance, then x and y.
  amve: (payload) => fields(payload, 8),
  cclv: contentColourVolume,
  uncC: uncompressedLayout,
  cmpd: componentTypes,
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
 * A kept property as it may be sent: written from its fields, a codec configuration without
 * what decoding does not need; never copied. Colour information that cannot be read goes
 * (undefined: the picture is drawn as sRGB); any other property that cannot be read, or has no
 * writer, makes the photo refused, as the picture would change without it.
 */
export function writtenProperty(bytes: Uint8Array, box: IsoBox) {
  const configuration = CONFIGURATION_WRITERS[box.type]
  if (configuration) return propertyBox(box.type, configuration(bytes, box))
  const write = WRITTEN_PROPERTIES[box.type]
  const payload = write?.(bytes.subarray(box.payloadStart, box.end))
  if (!payload && box.type !== 'colr') throw new Error(unreadable(box.type))
  return payload && propertyBox(box.type, payload)
}
