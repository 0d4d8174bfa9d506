import type { ByteRange } from '@/lib/media/core/bytes'
import type { IsoBox } from './boxes'
import { avcConfiguration } from './avcConfiguration'
import { extraObus, keepDecodingObus } from './av1Configuration'
import { colourExtras, rewriteColour } from './colourConfiguration'
import { dropFlacExtras, flacExtras } from './flacConfiguration'
import { extraArrays, keepDecodingArrays } from './hevcConfiguration'
import { AC3_CONFIGURATION_REWRITES } from './ac3Configurations'
import type { BoxRewrite } from './boxRewrite'

/**
 * The extras a rewrite takes away, as the field they reveal: codec settings hold an encoder's
 * name when it writes one there; a colour profile's text is anyone's.
 */
const reportedAs =
  (field: 'software' | 'other', extras: (bytes: Uint8Array, box: IsoBox) => ByteRange[]) =>
  (bytes: Uint8Array, box: IsoBox) =>
    extras(bytes, box).map((range) => ({ field, ...range }))

/** A configuration whose content is not known: the file is refused, with `reason`. */
const refused = (reason: string): BoxRewrite => {
  const refuse = () => {
    throw new Error(reason)
  }
  return { extras: refuse, rewrite: refuse }
}

/**
 * The codec configurations rewritten where they lie, by box type: AVC and HEVC (and layered
 * HEVC, a second view's) keep their parameter sets alone, AV1 its sequence header, FLAC its
 * STREAMINFO (SEI, metadata OBUs and comment blocks go), AVC's configuration is cut after its
 * parameter sets, AC-3's and E-AC-3's are written from their fields, and colour information is
 * written from its fields (a profile's text and anything past its tags go: core/iccProfile.ts).
 * A codec's global header (glbl: whatever the codec keeps there) and AC-4's configuration
 * (presentations of variable layout) are not read, and a file holding one is refused.
 */
export const CONFIGURATION_REWRITES: Record<string, BoxRewrite> = {
  avcC: avcConfiguration,
  hvcC: { extras: reportedAs('software', extraArrays), rewrite: keepDecodingArrays },
  lhvC: { extras: reportedAs('software', extraArrays), rewrite: keepDecodingArrays },
  ...AC3_CONFIGURATION_REWRITES,
  glbl: refused(
    'The video holds codec settings TipWire cannot read (glbl), so it cannot be fully checked',
  ),
  dac4: refused(
    'The sound is AC-4, whose settings TipWire cannot read (dac4), so it cannot be fully checked',
  ),
  av1C: { extras: reportedAs('software', extraObus), rewrite: keepDecodingObus },
  dfLa: { extras: reportedAs('software', flacExtras), rewrite: dropFlacExtras },
  colr: { extras: reportedAs('other', colourExtras), rewrite: rewriteColour },
}
