/**
 * The cover worker's work on a photo's pixels. The stored pixels are decoded as the file holds
 * them and drawn under the orientation's transform: what the editor shows and what is covered
 * come from the same drawing, so an area lands on the pixels the sender saw.
 */
import ExifReader from 'exifreader'
import {
  isOrientation,
  pictureSize,
  pictureToStored,
  storedToPicture,
  type Orientation,
  type Rect,
  type Size,
} from './coverGeometry'
import { COVER_FILL } from './coverFill'
/** High quality for the lossy formats; PNG is lossless whatever this says. */
const ENCODE_QUALITY = 0.92
/** Sharp enough for a full-width editor on a large screen, small enough to draw at once. */
const PREVIEW_LONG_SIDE = 1600

export type CoverMime = 'image/jpeg' | 'image/png' | 'image/webp'

async function readOrientation(file: Blob): Promise<Orientation> {
  try {
    const tags = ExifReader.load(await file.arrayBuffer(), {
      includeTags: { exif: ['Orientation'] },
    })
    const value = tags.Orientation?.value
    return isOrientation(value) ? value : 1
  } catch {
    // exifreader throws on a photo with no metadata at all: it is upright.
    return 1
  }
}

interface DecodedPhoto {
  bitmap: ImageBitmap
  orientation: Orientation
  stored: Size
  picture: Size
}

async function decode(file: Blob): Promise<DecodedPhoto> {
  const [orientation, bitmap] = await Promise.all([
    readOrientation(file),
    createImageBitmap(file, { imageOrientation: 'none' }),
  ])
  const stored = { width: bitmap.width, height: bitmap.height }
  return { bitmap, orientation, stored, picture: pictureSize(stored, orientation) }
}

function drawPicture(photo: DecodedPhoto, scale: number) {
  const canvas = new OffscreenCanvas(
    Math.max(1, Math.round(photo.picture.width * scale)),
    Math.max(1, Math.round(photo.picture.height * scale)),
  )
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot draw the photo')
  context.scale(canvas.width / photo.picture.width, canvas.height / photo.picture.height)
  context.transform(...storedToPicture(photo.orientation, photo.stored))
  context.drawImage(photo.bitmap, 0, 0)
  return { canvas, context }
}

/** The photo as the editor shows it, and its pixels for the face finder. */
export async function openPhoto(file: Blob) {
  const photo = await decode(file)
  try {
    const { picture } = photo
    const scale = Math.min(1, PREVIEW_LONG_SIDE / Math.max(picture.width, picture.height))
    const { canvas, context } = drawPicture(photo, scale)
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height)
    return { picture, preview: canvas.transferToImageBitmap(), pixels }
  } finally {
    photo.bitmap.close()
  }
}

export type OpenedPhoto = Awaited<ReturnType<typeof openPhoto>>

/**
 * The photo, upright, with every area (in picture pixels) filled solid, re-encoded in its own
 * format. A canvas export carries no EXIF, XMP, IPTC or colour profile.
 */
export async function coverPhoto(file: Blob, mime: CoverMime, areas: readonly Rect[]) {
  const photo = await decode(file)
  try {
    const { canvas, context } = drawPicture(photo, 1)
    context.fillStyle = COVER_FILL
    for (const area of areas) {
      const { x, y, width, height } = pictureToStored(area, photo.orientation, photo.stored)
      context.fillRect(x, y, width, height)
    }
    return await canvas.convertToBlob({ type: mime, quality: ENCODE_QUALITY })
  } finally {
    photo.bitmap.close()
  }
}
