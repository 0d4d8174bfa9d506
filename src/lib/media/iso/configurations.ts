import type { ByteRange } from '@/lib/media/core/bytes'
import type { IsoBox } from './boxes'
import { avcConfiguration } from './avcConfiguration'
import { dropMetadataObus, metadataObus } from './av1Configuration'
import { dropFlacExtras, flacExtras } from './flacConfiguration'
import { dropSeiArrays, seiArrays } from './hevcConfiguration'
import type { BoxRewrite } from './boxRewrite'

/** Codec settings the extras hold: an encoder's name, when it writes one there. */
const asSoftware =
  (extras: (bytes: Uint8Array, box: IsoBox) => ByteRange[]) => (bytes: Uint8Array, box: IsoBox) =>
    extras(bytes, box).map((range) => ({ field: 'software' as const, ...range }))

/**
 * The codec configurations rewritten where they lie, by box type: AVC's and HEVC's SEI, AV1's
 * metadata OBUs and FLAC's blocks after STREAMINFO go, and AVC's configuration is cut after
 * its parameter sets.
 */
export const CONFIGURATION_REWRITES: Record<string, BoxRewrite> = {
  avcC: avcConfiguration,
  hvcC: { extras: asSoftware(seiArrays), rewrite: dropSeiArrays },
  av1C: { extras: asSoftware(metadataObus), rewrite: dropMetadataObus },
  dfLa: { extras: asSoftware(flacExtras), rewrite: dropFlacExtras },
}
