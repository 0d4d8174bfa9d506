import { ascii, concat, u8, utf16le } from './bytes'
import { planted, type FrameUnit } from './fixture'

/**
 * AV1 metadata OBUs (AV1 §5.3, §5.8) planted in a low-overhead AV1 stream, as FFmpeg writes
 * one (`-f obu`): each temporal unit opens with a temporal delimiter OBU.
 */
const OBU_TEMPORAL_DELIMITER = 2
const OBU_METADATA = 5
/** OBU types decoders skip whole (AV1 §6.2.1): padding, and one of the reserved ones. */
export const OBU_TYPE = { padding: 15, reserved: 12 } as const
const HAS_SIZE = 0x02
const TRAILING_ONE = 0x80

export const METADATA_TYPE = { hdrCll: 1, itutT35: 4, userPrivate: 25 } as const

/** A number in leb128 (§4.10.5), seven bits a byte, least significant first. */
function leb128(value: number) {
  const bytes: number[] = []
  let rest = value
  do {
    bytes.push((rest & 0x7f) | (rest >= 0x80 ? 0x80 : 0))
    rest = Math.floor(rest / 0x80)
  } while (rest > 0)
  return Uint8Array.from(bytes)
}

/** An OBU of `type` holding `body`, with its size. */
const obu = (type: number, body: Uint8Array) =>
  concat(u8((type << 3) | HAS_SIZE), leb128(body.length), body)

/** A metadata OBU of `type` holding `payload`, with its size and its trailing bits. */
export const metadataObu = (type: number, payload: Uint8Array) =>
  obu(OBU_METADATA, concat(leb128(type), payload, u8(TRAILING_ONE)))

/** The canary in ASCII and UTF-16 beside a name, as T.35 data from a country. */
export const t35Text = (canary: string) =>
  concat(u8(0xb5), ascii(`Asha Rao ${canary}`), utf16le(canary))

/** HDR10+'s T.35 prefix and a few of its numbers. */
export const HDR10_PLUS = Uint8Array.from([
  0xb5, 0x00, 0x3c, 0x00, 0x01, 0x04, 0x01, 0x40, 0x0f, 0xa0, 0x11,
])

/** A content light level: 1000 and 400 nits. */
export const CONTENT_LIGHT_LEVEL = Uint8Array.from([0x03, 0xe8, 0x01, 0x90])

/** Each OBU of a low-overhead stream, whole, in order. */
function obusOf(stream: Uint8Array) {
  const obus: Uint8Array[] = []
  for (let at = 0; at < stream.length;) {
    const header = stream[at] ?? 0
    let sizeAt = at + 1 + ((header >> 2) & 1)
    let size = 0
    for (let shift = 0; ; shift += 7) {
      const byte = stream[sizeAt] ?? 0
      sizeAt += 1
      size += (byte & 0x7f) * 2 ** shift
      if (byte < 0x80) break
    }
    obus.push(stream.subarray(at, sizeAt + size))
    at = sizeAt + size
  }
  return obus
}

/**
 * `stream` with `inserted(unit)` after the temporal delimiter of each temporal unit (counted
 * from 0): where it gives OBUs, they open that unit's frame.
 */
export function withMetadataInUnits(
  stream: Uint8Array,
  inserted: (unit: number, units: number) => readonly Uint8Array[],
) {
  const obus = obusOf(stream)
  const units = obus.filter((obu) => (obu[0] ?? 0) >> 3 === OBU_TEMPORAL_DELIMITER).length
  let unit = -1
  return concat(
    ...obus.flatMap((obu) => {
      if ((obu[0] ?? 0) >> 3 !== OBU_TEMPORAL_DELIMITER) return [obu]
      unit += 1
      return [obu, ...inserted(unit, units)]
    }),
  )
}

/**
 * The OBUs that can open an AV1 frame with text (in an MP4 sample or a Matroska block, where
 * no temporal delimiter comes first): T.35 metadata, which the engine blanks; padding and a
 * reserved type, which decoders skip whole.
 */
export const AV1_UNITS: readonly FrameUnit[] = [
  [
    'an AV1 metadata OBU of T.35 text',
    'av1-t35',
    (canary) => metadataObu(METADATA_TYPE.itutT35, t35Text(canary)),
  ],
  [
    'an AV1 padding OBU',
    'av1-padding',
    (canary) => obu(OBU_TYPE.padding, planted('Asha Rao', canary)),
  ],
  [
    'an AV1 OBU of a reserved type',
    'av1-reserved',
    (canary) => obu(OBU_TYPE.reserved, planted('Asha Rao', canary)),
  ],
]
