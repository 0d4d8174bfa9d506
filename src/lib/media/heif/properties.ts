import { concatBytes, type ByteRange } from '@/lib/media/core/bytes'
import { writtenColourInformation } from '@/lib/media/core/colourInformation'
import { box as propertyBox } from './boxWriting'
import { metadataObus, seiArrays, type IsoBox } from '@/lib/media/iso'

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

/** hvcC's count of NAL arrays, after its 22 bytes of fields. */
const HEVC_ARRAY_COUNT_AT = 22

/**
 * Codec configurations and what in them decoding does not need: HEVC's SEI arrays (x265 writes
 * its name and every setting there) and AV1's metadata OBUs (ITU-T T.35 user data may hold any
 * bytes), found as the ISO family finds them in a video's sample entry.
 */
const CONFIGURATION_EXTRAS: Record<string, (bytes: Uint8Array, box: IsoBox) => ByteRange[]> = {
  hvcC: seiArrays,
  av1C: metadataObus,
}

/** The configuration without `extras`; hvcC's count of arrays made to match. */
function configurationWithout(bytes: Uint8Array, box: IsoBox, extras: readonly ByteRange[]) {
  if (extras.length === 0) return bytes.subarray(box.start, box.end)
  const parts: Uint8Array[] = []
  let at = box.payloadStart
  for (const { start, end } of extras) {
    parts.push(bytes.subarray(at, start))
    at = end
  }
  const payload = concatBytes([...parts, bytes.subarray(at, box.end)])
  if (box.type === 'hvcC') {
    payload[HEVC_ARRAY_COUNT_AT] = (payload[HEVC_ARRAY_COUNT_AT] ?? 0) - extras.length
  }
  return propertyBox(box.type, payload)
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
  const extras = CONFIGURATION_EXTRAS[box.type]
  if (extras) return configurationWithout(bytes, box, extras(bytes, box))
  const write = WRITTEN_PROPERTIES[box.type]
  if (!write) return bytes.subarray(box.start, box.end)
  const payload = write(bytes.subarray(box.payloadStart, box.end))
  if (!payload && box.type !== 'colr') throw new Error(unreadable(box.type))
  return payload && propertyBox(box.type, payload)
}
