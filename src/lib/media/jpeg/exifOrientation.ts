import {
  BIG_ENDIAN,
  LITTLE_ENDIAN,
  asciiBytes,
  concatBytes,
  readAscii,
} from '@/lib/media/core/bytes'

const ORIENTATION_TAG = 0x0112
const SHORT_TYPE = 3
const IFD_ENTRY_SIZE = 12
export const UPRIGHT = 1

/** The IFD0 Orientation (1-8) of a TIFF/EXIF block, or 1 when absent or unreadable. */
export function readExifOrientation(tiff: Uint8Array) {
  const order = readAscii(tiff, 0, 2)
  const reader = order === 'II' ? LITTLE_ENDIAN : order === 'MM' ? BIG_ENDIAN : undefined
  if (!reader) return UPRIGHT
  const ifd0 = reader.uint32(tiff, 4)
  const entries = reader.uint16(tiff, ifd0)
  for (let index = 0; index < entries; index++) {
    const entry = ifd0 + 2 + index * IFD_ENTRY_SIZE
    if (entry + IFD_ENTRY_SIZE > tiff.length) break
    if (
      reader.uint16(tiff, entry) === ORIENTATION_TAG &&
      reader.uint16(tiff, entry + 2) === SHORT_TYPE
    ) {
      const value = reader.uint16(tiff, entry + 8)
      return value >= 1 && value <= 8 ? value : UPRIGHT
    }
  }
  return UPRIGHT
}

/** A big-endian TIFF block whose only tag is IFD0 Orientation: no date, device, place or maker note. */
function buildOrientationOnlyTiff(orientation: number) {
  const header = [0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08]
  const ifd0 = [0x00, 0x01, 0x01, 0x12, 0x00, SHORT_TYPE, 0x00, 0x00, 0x00, 0x01]
  const value = [0x00, orientation, 0x00, 0x00]
  const noNextIfd = [0x00, 0x00, 0x00, 0x00]
  return Uint8Array.from([...header, ...ifd0, ...value, ...noNextIfd])
}

export const EXIF_IDENTIFIER = 'Exif\0\0'

/** The same block as the payload of a JPEG APP1 segment. */
export const buildOrientationOnlyExifPayload = (orientation: number) =>
  concatBytes([asciiBytes(EXIF_IDENTIFIER), buildOrientationOnlyTiff(orientation)])
