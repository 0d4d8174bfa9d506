/**
 * The cover worker's work on a photo's pixels. The photo is decoded as the browser shows it,
 * its EXIF orientation applied (Chromium applies it whatever `imageOrientation` asks), so what
 * the editor shows and what is covered are the same pixels.
 */
import { decodePicture } from '@/lib/media'
import { coveredFormat, type CoverFormat } from './coverFormat'
import type { Rect, Size } from './coverGeometry'
import { FACE_INPUT_SIZE } from './faceInput'

/** Covered areas are filled solid, never blurred: nothing of what was there can be recovered. */
const COVER_FILL = '#000000'

/** High quality for the lossy formats; PNG is lossless whatever this says. */
const ENCODE_QUALITY = 0.92
/** Sharp enough for a full-width editor on a large screen, small enough to draw at once. */
const PREVIEW_LONG_SIDE = 1600

function drawn(bitmap: ImageBitmap, scale: number) {
  const canvas = new OffscreenCanvas(
    Math.max(1, Math.round(bitmap.width * scale)),
    Math.max(1, Math.round(bitmap.height * scale)),
  )
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot draw the photo')
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  return { canvas, context }
}

const longSideScale = (size: Size, longSide: number) =>
  Math.min(1, longSide / Math.max(size.width, size.height))

/** The photo's size, a preview of it for the editor, and small pixels for the face finder. */
export async function openPhoto(file: Blob, format: CoverFormat) {
  const bitmap = await decodePicture(file, format)
  try {
    const picture: Size = { width: bitmap.width, height: bitmap.height }
    const preview = drawn(bitmap, longSideScale(picture, PREVIEW_LONG_SIDE)).canvas
    const forFaces = drawn(bitmap, longSideScale(picture, FACE_INPUT_SIZE))
    const pixels = forFaces.context.getImageData(
      0,
      0,
      forFaces.canvas.width,
      forFaces.canvas.height,
    )
    return { picture, preview: preview.transferToImageBitmap(), pixels }
  } finally {
    bitmap.close()
  }
}

export type OpenedPhoto = Awaited<ReturnType<typeof openPhoto>>

/**
 * The photo, upright, with every area (in photo pixels) filled solid, re-encoded in its own
 * format where browsers write it (else as a JPEG). A canvas export carries no EXIF, XMP, IPTC
 * or colour profile.
 */
export async function coverPhoto(file: Blob, format: CoverFormat, areas: readonly Rect[]) {
  const bitmap = await decodePicture(file, format)
  try {
    const { canvas, context } = drawn(bitmap, 1)
    context.fillStyle = COVER_FILL
    for (const { x, y, width, height } of areas) context.fillRect(x, y, width, height)
    return await canvas.convertToBlob({
      type: `image/${coveredFormat(format)}`,
      quality: ENCODE_QUALITY,
    })
  } finally {
    bitmap.close()
  }
}
