import { asciiBytes, isZero, readAscii } from '@/lib/media/core/bytes'
import { isRegisteredBrand } from './brands'
import type { BoxRewrite } from './boxRewrite'
import type { IsoBox } from './boxes'

/**
 * ftyp (ISO/IEC 14496-12 §4.3): a major brand, a minor version, then compatible brands of four
 * characters. The minor version is informative, any four bytes its writer chose (QuickTime's
 * a date): it is zeroed. A compatible brand nobody registered is text a writer chose: it
 * becomes the major brand again, which says nothing new, so no size moves. Bytes short of a
 * whole brand are zeroed.
 */
const MINOR_VERSION_AT = 4
const BRANDS_AT = 8
const BRAND_SIZE = 4

function unregisteredBrands(bytes: Uint8Array, box: IsoBox) {
  const ranges = []
  for (let at = box.payloadStart + BRANDS_AT; at < box.end; at += BRAND_SIZE) {
    const end = Math.min(at + BRAND_SIZE, box.end)
    const stray =
      end - at < BRAND_SIZE
        ? !isZero(bytes, at, end)
        : !isRegisteredBrand(readAscii(bytes, at, BRAND_SIZE))
    if (stray) {
      ranges.push({ field: 'other' as const, start: at, end })
    }
  }
  return ranges
}

export const FILE_TYPE_REWRITE: BoxRewrite = {
  extras: unregisteredBrands,
  rewrite: (bytes, box) => {
    const major = readAscii(bytes, box.payloadStart, BRAND_SIZE)
    const replacement = isRegisteredBrand(major) ? asciiBytes(major) : asciiBytes('isom')
    bytes.fill(
      0,
      box.payloadStart + MINOR_VERSION_AT,
      Math.min(box.end, box.payloadStart + BRANDS_AT),
    )
    for (const { start, end } of unregisteredBrands(bytes, box)) {
      if (end - start === BRAND_SIZE) bytes.set(replacement, start)
      else bytes.fill(0, start, end)
    }
  },
}
