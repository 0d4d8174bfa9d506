import { downloaded } from '@/lib/chunkLoadError'
import { readBoxHeader, readChildBoxes } from './isoBoxes'
import { readTopLevelBoxes } from './isoFile'
import { handlerType } from './isoTracks'
import { FORMAT_LIST, FORMATS, type DetectedFormat, type FormatFacts } from './mediaTypes'

/** file-type's extensions for the formats TipWire takes; anything else is not one of them. */
const FORMAT_BY_EXTENSION = new Map<string, DetectedFormat>(
  FORMAT_LIST.flatMap((format) => {
    const { extension, detectedAs = [extension] }: FormatFacts = FORMATS[format]
    return detectedAs.map((found) => [found, format] as const)
  }),
)

/** What an ISO file of these brands is when it holds sound and no picture. */
const SOUND_ONLY: Partial<Record<DetectedFormat, DetectedFormat>> = {
  mp4: 'm4a',
  '3gp': '3ga',
  '3g2': '3ga',
}

/**
 * Whether an ISO file holds sound and no picture, as its movie box lists its tracks: Android's
 * recorder writes voice as an MP4 of brand `mp42`, and a feature phone as a 3GP, which are
 * audio whatever the brand says. A movie box that cannot be read leaves the file a video, for
 * the video checks to judge.
 */
async function holdsSoundOnly(file: Blob) {
  try {
    const movie = (await readTopLevelBoxes(file)).find(({ box }) => box.type === 'moov')?.bytes
    if (!movie) return false
    const { payloadStart, end } = readBoxHeader(movie, 0, movie.length)
    const handlers = readChildBoxes(movie, payloadStart, end)
      .filter((child) => child.type === 'trak')
      .map((track) => handlerType(movie, track))
    return handlers.includes('soun') && !handlers.includes('vide')
  } catch {
    return false
  }
}

/**
 * What the file's bytes are, by their magic numbers: never by its name or declared type
 * (product.md §7). file-type streams the blob and stops as soon as it knows, so only the
 * head of the file is read (and, for an MP4, its movie box); it is loaded with the first file
 * chosen, not with the form.
 */
export async function detectFormat(file: Blob): Promise<DetectedFormat | undefined> {
  if (file.size === 0) return undefined
  const { fileTypeFromBlob } = await downloaded(() => import('file-type'))
  const type = await fileTypeFromBlob(file)
  const format = type && FORMAT_BY_EXTENSION.get(type.ext)
  const soundOnly = format && SOUND_ONLY[format]
  return soundOnly && (await holdsSoundOnly(file)) ? soundOnly : format
}
