import { downloaded } from '@/lib/chunkLoadError'
import { FORMAT_LIST, FORMATS, type DetectedFormat, type FormatFacts } from './core/mediaTypes'
import { familyOf } from './families'

/** file-type's extensions for the formats TipWire takes; anything else is not one of them. */
const FORMAT_BY_EXTENSION = new Map<string, DetectedFormat>(
  FORMAT_LIST.flatMap((format) => {
    const { extension, detectedAs = [extension] }: FormatFacts = FORMATS[format]
    return detectedAs.map((found) => [found, format] as const)
  }),
)

/**
 * What the file's bytes are, by their magic numbers: never by its name or declared type
 * (product.md §7). file-type streams the blob and stops as soon as it knows, so only the
 * head of the file is read (and, where its family looks closer, more: an MP4's movie box); it
 * is loaded with the first file chosen, not with the form.
 */
export async function detectFormat(file: Blob): Promise<DetectedFormat | undefined> {
  if (file.size === 0) return undefined
  const { fileTypeFromBlob } = await downloaded(() => import('file-type'))
  const type = await fileTypeFromBlob(file)
  const format = type && FORMAT_BY_EXTENSION.get(type.ext)
  if (!format) return undefined
  const { detect } = familyOf(format)
  return detect ? detect(file, format) : format
}
