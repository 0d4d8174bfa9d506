import type { ByteRange } from '@/lib/media/core/bytes'
import type { IsoBox } from './boxes'
import { avcConfiguration } from './avcConfiguration'
import { extraObus, keepDecodingObus } from './av1Configuration'
import { colourExtras, rewriteColour } from './colourConfiguration'
import { dropFlacExtras, flacExtras } from './flacConfiguration'
import { extraArrays, keepDecodingArrays } from './hevcConfiguration'
import type { BoxRewrite } from './boxRewrite'

/**
 * The extras a rewrite takes away, as the field they reveal: codec settings hold an encoder's
 * name when it writes one there; a colour profile's text is anyone's.
 */
const reportedAs =
  (field: 'software' | 'other', extras: (bytes: Uint8Array, box: IsoBox) => ByteRange[]) =>
  (bytes: Uint8Array, box: IsoBox) =>
    extras(bytes, box).map((range) => ({ field, ...range }))

/**
 * The codec configurations rewritten where they lie, by box type: AVC and HEVC keep their
 * parameter sets alone, AV1 its sequence header, FLAC its STREAMINFO (SEI, metadata OBUs and
 * comment blocks go), AVC's configuration is cut after its
 * parameter sets, and colour information is written from its fields (a profile's text and
 * anything past its tags go: core/iccProfile.ts).
 */
export const CONFIGURATION_REWRITES: Record<string, BoxRewrite> = {
  avcC: avcConfiguration,
  hvcC: { extras: reportedAs('software', extraArrays), rewrite: keepDecodingArrays },
  av1C: { extras: reportedAs('software', extraObus), rewrite: keepDecodingObus },
  dfLa: { extras: reportedAs('software', flacExtras), rewrite: dropFlacExtras },
  colr: { extras: reportedAs('other', colourExtras), rewrite: rewriteColour },
}
