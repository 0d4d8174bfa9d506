import { isZero, readUint16BE, type ByteRange } from '@/lib/media/core/bytes'
import { cutBox, type IsoBox } from './boxes'
import type { BoxRewrite } from './boxRewrite'
import { COUNTED_LAYOUTS } from './countedFields'
import type { FieldLayout } from './fieldLayout'

/** Version 1 of a full box writes its times and durations in 64 bits. */
const timeSize = (bytes: Uint8Array, box: IsoBox) => (bytes[box.payloadStart] === 1 ? 8 : 4)

const fixed =
  (length: number, ...reserved: FieldLayout['reserved']) =>
  (): FieldLayout => ({ length, reserved })

/** mvhd: times, rate and volume; reserved; the matrix; six pre-defined words; the next track id. */
function movieHeader(bytes: Uint8Array, box: IsoBox): FieldLayout {
  const rateAt = 4 + 3 * timeSize(bytes, box) + 4
  return {
    length: rateAt + 80,
    reserved: [
      [rateAt + 6, rateAt + 16],
      [rateAt + 52, rateAt + 76],
    ],
  }
}

/** tkhd: times, the track id and a reserved word, the duration; then reserved, layer... sizes. */
function trackHeader(bytes: Uint8Array, box: IsoBox): FieldLayout {
  const time = timeSize(bytes, box)
  const idAt = 4 + 2 * time
  const afterDuration = idAt + 8 + time
  return {
    length: afterDuration + 60,
    reserved: [
      [idAt + 4, idAt + 8],
      [afterDuration, afterDuration + 8],
      [afterDuration + 14, afterDuration + 16],
    ],
  }
}

/** mdhd: times, the time scale and duration, the language, and a pre-defined word (QuickTime's quality). */
function mediaHeader(bytes: Uint8Array, box: IsoBox): FieldLayout {
  const languageAt = 8 + 3 * timeSize(bytes, box)
  return { length: languageAt + 4, reserved: [[languageAt + 2, languageAt + 4]] }
}

/** Opus's dOps: 11 bytes, then a channel mapping table when its family is not 0. */
function opusConfiguration(bytes: Uint8Array, box: IsoBox): FieldLayout {
  const family = bytes[box.payloadStart + 10] ?? 0
  const channels = bytes[box.payloadStart + 1] ?? 0
  return { length: family === 0 ? 11 : 13 + channels, reserved: [] }
}

/** Boxes made of fixed fields, by type; countedFields.ts has those whose fields are counted. */
const LAYOUTS: Record<string, (bytes: Uint8Array, box: IsoBox) => FieldLayout> = {
  mvhd: movieHeader,
  tkhd: trackHeader,
  mdhd: mediaHeader,
  vmhd: fixed(12),
  smhd: fixed(8, [6, 8]),
  pasp: fixed(8),
  btrt: fixed(12),
  clap: fixed(32),
  fiel: fixed(2),
  gama: fixed(4),
  mdcv: fixed(24),
  clli: fixed(4),
  // 3GPP: the writer's code, a decoder version, then AMR's modes or H.263's level and profile.
  damr: fixed(9),
  d263: fixed(7),
  dOps: opusConfiguration,
  dvcC: fixed(24),
  dvvC: fixed(24),
  alac: fixed(28),
  CoLL: fixed(8),
  // VP9's mastering display: a full box, then primaries, white point and luminances.
  SmDm: fixed(28),
  cslg: (bytes, box) => fixed(bytes[box.payloadStart] === 1 ? 44 : 24)(),
  mehd: (bytes, box) => fixed(4 + timeSize(bytes, box))(),
  tfdt: (bytes, box) => fixed(4 + timeSize(bytes, box))(),
  trex: fixed(24),
  mfhd: fixed(8),
  mfro: fixed(8),
  frma: fixed(4),
  enda: fixed(2),
  // Inside QuickTime's wave: a word Apple and FFmpeg write as zero and no player reads, and the
  // zero-type box that ends the list, which holds nothing.
  mp4a: fixed(4, [0, 4]),
  '\0\0\0\0': fixed(0),
  // QuickTime's track apertures: clean, production and encoded sizes.
  clef: fixed(12),
  prof: fixed(12),
  enof: fixed(12),
}

/** Where a box's fields end: never past the box, which may hold fewer than its format defines. */
const fieldsEnd = (box: IsoBox, layout: FieldLayout) =>
  Math.min(box.end, box.payloadStart + layout.length)

const rewriteOf = (layoutOf: (bytes: Uint8Array, box: IsoBox) => FieldLayout): BoxRewrite => ({
  extras: (bytes, box) => {
    const end = fieldsEnd(box, layoutOf(bytes, box))
    return isZero(bytes, end, box.end) ? [] : [{ field: 'other', start: end, end: box.end }]
  },
  rewrite: (bytes, box) => {
    const layout = layoutOf(bytes, box)
    for (const [from, to] of layout.reserved) {
      bytes.fill(0, box.payloadStart + from, Math.min(box.end, box.payloadStart + to))
    }
    cutBox(bytes, box, fieldsEnd(box, layout))
  },
})

export const FIELD_REWRITES: Record<string, BoxRewrite> = Object.fromEntries(
  Object.entries({ ...LAYOUTS, ...COUNTED_LAYOUTS }).map(([type, layoutOf]) => [
    type,
    rewriteOf(layoutOf),
  ]),
)

/**
 * A sample entry's reserved bytes (ISO/IEC 14496-12 §8.5.2, §12.1.3, §12.2.3): the six before
 * the data reference index; in a picture's entry, QuickTime's version, revision and its
 * temporal and spatial quality, and the reserved data size; in a sound's, QuickTime's revision.
 * The vendor and compressor name are blanked as software (allowList.ts).
 */
export function sampleEntryReserved(
  bytes: Uint8Array,
  box: IsoBox,
  handler: string | undefined,
): ByteRange[] {
  const at = (from: number, to: number): ByteRange => ({
    start: box.payloadStart + from,
    end: Math.min(box.end, box.payloadStart + to),
  })
  if (handler === 'vide') return [at(0, 6), at(8, 12), at(16, 24), at(36, 40)]
  return readUint16BE(bytes, box.payloadStart + 8) === 0
    ? [at(0, 6), at(8, 16)]
    : [at(0, 6), at(10, 12)]
}
