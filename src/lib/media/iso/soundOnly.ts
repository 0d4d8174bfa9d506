import type { DetectedFormat } from '@/lib/media/core/mediaTypes'
import { readBoxHeader, readChildBoxes } from './boxes'
import { readTopLevelBoxes } from './file'
import { handlerType } from './tracks'

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

/** The format its brand names, or its sound-only kin when it holds sound alone. */
export async function isoFormatOf(file: Blob, format: DetectedFormat) {
  const soundOnly = SOUND_ONLY[format]
  return soundOnly && (await holdsSoundOnly(file)) ? soundOnly : format
}
