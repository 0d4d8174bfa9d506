import type { Cleaning } from '@/lib/media/core/cleaning'
import { MIME_BY_FORMAT, type DetectedFormat } from '@/lib/media/core/mediaTypes'
import {
  cleanIsoBoxes,
  encoderInSamples,
  extraTracksLeft,
  readIsoBoxes,
  readTopLevelBoxes,
} from './file'

/** What an MP4, MOV, M4A or 3GP reveals: its boxes walked along the allow-list. */
export const readIsoDetails = async (file: Blob) =>
  (await readIsoBoxes(file, await readTopLevelBoxes(file))).details

/**
 * The second reading is of the cleaned file itself, walked anew; the removed tracks' sample
 * ranges, found in the original, are read back from it to prove they are zero. An encoder's
 * name sits in the first samples (x264); x265's SEI in hvcC goes with the cleaning. The original is walked whole here whatever was read at the check: the
 * walk finds the extra tracks whose samples the cleaned copy must hold as zeroes.
 */
export async function cleanIsoMedia(file: Blob, format: DetectedFormat): Promise<Cleaning> {
  const topLevel = await readTopLevelBoxes(file)
  const before = await readIsoBoxes(file, topLevel, { blanking: true })
  const blob = cleanIsoBoxes(file, topLevel, MIME_BY_FORMAT[format], before.openings)
  const cleanedTopLevel = await readTopLevelBoxes(blob)
  const after = await readIsoBoxes(blob, cleanedTopLevel, {
    framesUnchanged: before.openings.length === 0,
  })
  const tracksLeft = await extraTracksLeft(blob, before.extraTracks)
  return {
    blob,
    before: before.details,
    after: { ...after.details, ...Object.fromEntries([...tracksLeft].map((kind) => [kind, true])) },
    encoderInStream: await encoderInSamples(blob, after.streamStarts),
    ...(before.framesSampledAbove && { framesSampledAbove: before.framesSampledAbove }),
  }
}
