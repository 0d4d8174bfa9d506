import { ChunkLoadError, downloaded } from '@/lib/chunkLoadError'
import { heifThumbnailId } from './heif'
import type { DetectedFormat } from './core/mediaTypes'

/** Thumbnails are drawn at twice the 96 px preview box, for sharp previews on dense screens. */
const THUMBNAIL_SIDE = 192

/**
 * The photo's picture, upright, as the browser decodes it; a HEIC the browser cannot decode
 * (most but Safari) through TipWire's own HEIC decoder, loaded only then. For a preview
 * `previewSide` pixels on its short side, a HEIC's own thumbnail does when it is that large.
 */
export async function decodePicture(
  file: Blob,
  format: DetectedFormat,
  previewSide?: number,
): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file)
  } catch (error) {
    if (format !== 'heic') throw error
    const { decodeHeic } = await downloaded(() => import('./heif/pictures'))
    const thumbnailId = previewSide ? await heifThumbnailId(file, previewSide) : undefined
    return createImageBitmap(await decodeHeic(file, thumbnailId))
  }
}

/**
 * Decodes a photo and draws a small copy of it: the proof that it can be opened, and a
 * preview that costs nothing to paint (a 12 MP picture in a thumbnail box holds up every frame
 * while it rasterises). Undefined when the photo cannot be decoded; a ChunkLoadError when the
 * decoder it needs could not be downloaded, which says nothing about the photo.
 */
export async function decodeToThumbnail(
  file: Blob,
  format: DetectedFormat,
): Promise<Blob | undefined> {
  let bitmap: ImageBitmap
  try {
    bitmap = await decodePicture(file, format, THUMBNAIL_SIDE)
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error
    return undefined
  }
  try {
    if (typeof OffscreenCanvas === 'undefined') return file
    const scale = Math.min(1, THUMBNAIL_SIDE / Math.min(bitmap.width, bitmap.height))
    const canvas = new OffscreenCanvas(
      Math.max(1, Math.round(bitmap.width * scale)),
      Math.max(1, Math.round(bitmap.height * scale)),
    )
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 })
  } finally {
    bitmap.close()
  }
}
