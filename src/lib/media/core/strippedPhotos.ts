import { readBytes } from './blobBytes'
import type { MediaFamily } from './mediaFamily'
import { MIME_BY_FORMAT } from './mediaTypes'
import { readPhotoHiddenDetails } from './photoDetails'

/** A photo's bytes without what the allow-list drops, and whether any of that was other data. */
type Stripper = (bytes: Uint8Array) => { bytes: Uint8Array; droppedData: boolean }

/**
 * A photo format cleaned whole in memory by its chunk walk (PNG, WebP), its details read by the
 * photo reader. Anything the walk drops that the reader does not name (unknown chunks, bytes
 * after the end) is other data.
 */
export const strippedPhotoFamily = (format: 'png' | 'webp', strip: Stripper): MediaFamily => ({
  formats: [format],
  readDetails: async (file) => readPhotoHiddenDetails(await readBytes(file), format),
  clean: async (file, _format, known) => {
    const original = await readBytes(file)
    const { bytes: cleaned, droppedData } = strip(original)
    const before = known ?? (await readPhotoHiddenDetails(original, format))
    return {
      blob: new Blob([cleaned as Uint8Array<ArrayBuffer>], { type: MIME_BY_FORMAT[format] }),
      before: droppedData ? { ...before, other: true as const } : before,
      after: await readPhotoHiddenDetails(cleaned, format),
    }
  },
})
