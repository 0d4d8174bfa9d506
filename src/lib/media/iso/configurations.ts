import type { ByteRange } from '@/lib/media/core/bytes'
import type { IsoBox } from './boxes'
import { dropMetadataObus, metadataObus } from './av1Configuration'
import { colourExtras, rewriteColour } from './colourConfiguration'
import { dropFlacExtras, flacExtras } from './flacConfiguration'
import { dropSeiArrays, seiArrays } from './hevcConfiguration'

/** A codec configuration that holds more than decoding needs: where that is, and its removal. */
interface ConfigurationRewrite {
  extras: (bytes: Uint8Array, box: IsoBox) => ByteRange[]
  drop: (bytes: Uint8Array, box: IsoBox) => void
}

/**
 * The configurations rewritten where they lie, by box type (allowList.ts walks them as
 * 'rewrittenConfiguration'): HEVC's SEI arrays, AV1's metadata OBUs and FLAC's blocks after
 * STREAMINFO go, and colour information is written from its fields.
 */
export const REWRITTEN_CONFIGURATIONS: Record<string, ConfigurationRewrite> = {
  hvcC: { extras: seiArrays, drop: dropSeiArrays },
  av1C: { extras: metadataObus, drop: dropMetadataObus },
  dfLa: { extras: flacExtras, drop: dropFlacExtras },
  colr: { extras: colourExtras, drop: rewriteColour },
}
