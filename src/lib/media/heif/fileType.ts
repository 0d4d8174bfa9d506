import { readAscii } from '@/lib/media/core/bytes'

const HEADER_SIZE = 8
const BRANDS_AT = HEADER_SIZE + 8
const BRAND_SIZE = 4

/**
 * Brands registered for HEIF and AVIF photos (ISO/IEC 23008-12, MIAF, the AV1 image format)
 * and the ISO base formats they build on: any other four bytes in ftyp are no brand, and may
 * be text.
 */
const REGISTERED_BRANDS = new Set([
  'mif1',
  'mif2',
  'mif3',
  'msf1',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'avci',
  'avcs',
  'avif',
  'avis',
  'avio',
  'vvic',
  'vvis',
  'jpeg',
  'jpgs',
  'j2ki',
  'j2is',
  'unif',
  'miaf',
  'MiHA',
  'MiHB',
  'MiHE',
  'MiAB',
  'MiAC',
  'MiAN',
  'MiPr',
  'MiCm',
  'MiCs',
  'MA1A',
  'MA1B',
  'tmap',
  'isom',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
])

const NO_BRAND = 'The photo names no registered brand, so what it is cannot be told'

function brandsOf(ftyp: Uint8Array) {
  const brands: string[] = []
  for (let at = BRANDS_AT; at + BRAND_SIZE <= ftyp.length; at += BRAND_SIZE) {
    brands.push(readAscii(ftyp, at, BRAND_SIZE))
  }
  return { major: readAscii(ftyp, HEADER_SIZE, BRAND_SIZE), compatible: brands }
}

/** Whether ftyp (the whole box) names anything but registered brands. */
export function holdsUnregisteredBrands(ftyp: Uint8Array) {
  const { major, compatible } = brandsOf(ftyp)
  return [major, ...compatible].some((brand) => !REGISTERED_BRANDS.has(brand))
}

/**
 * ftyp written anew at its own size, so no offset moves: the major brand, a zero minor version
 * (a number its writer chose), and the registered compatible brands, the major brand again in
 * the places of those that go; bytes after the last whole brand are zero. Throws when no brand
 * is registered.
 */
export function writtenFileType(ftyp: Uint8Array) {
  const { major, compatible } = brandsOf(ftyp)
  const kept = compatible.filter((brand) => REGISTERED_BRANDS.has(brand))
  const keptMajor = REGISTERED_BRANDS.has(major) ? major : kept[0]
  if (!keptMajor) throw new Error(NO_BRAND)
  const written = new Uint8Array(ftyp.length)
  written.set(ftyp.subarray(0, HEADER_SIZE))
  const brands = [keptMajor, '\0\0\0\0', ...compatible.map((_, index) => kept[index] ?? keptMajor)]
  brands.forEach((brand, index) =>
    written.set(
      Uint8Array.from(brand, (char) => char.charCodeAt(0)),
      HEADER_SIZE + index * BRAND_SIZE,
    ),
  )
  return written
}
