import { FORMAT_LIST, FORMATS, type DetectedFormat, type FormatFacts } from './mediaTypes'

/** file-type's extensions for the formats TipWire takes; anything else is not one of them. */
const FORMAT_BY_EXTENSION = new Map<string, DetectedFormat>(
  FORMAT_LIST.flatMap((format) => {
    const { extension, detectedAlsoAs = [] }: FormatFacts = FORMATS[format]
    return [extension, ...detectedAlsoAs].map((found) => [found, format] as const)
  }),
)

/**
 * What the file's bytes are, by their magic numbers: never by its name or declared type
 * (product.md §7). file-type streams the blob and stops as soon as it knows, so only the
 * head of the file is read; it is loaded with the first file chosen, not with the form.
 */
export async function detectFormat(file: Blob): Promise<DetectedFormat | undefined> {
  if (file.size === 0) return undefined
  const { fileTypeFromBlob } = await import('file-type')
  const type = await fileTypeFromBlob(file)
  return type ? FORMAT_BY_EXTENSION.get(type.ext) : undefined
}
