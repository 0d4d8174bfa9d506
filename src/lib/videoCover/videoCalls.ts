/**
 * The video cover's work, as the editor calls it, in a worker started on the first call: its
 * code and mediabunny load when a video is first opened for covering, never with a page. The new
 * file then goes through the media engine's cleaner, as every attachment does: what the encoder
 * and the muxer wrote of their own (handler names, the time of writing) goes.
 */
import { removeHiddenDetails } from '@/lib/media'
import { workerFunctions } from '@/lib/workers/workerCalls'
import { abortError } from '@/lib/workers/workerMessages'
import type { CoverProgress } from './coverProgress'
import type { CoveredVideo, CoverRequest } from './encodeCoveredVideo'
import type { VideoFunctions } from './videoWorker'

const video = workerFunctions<VideoFunctions>(
  { url: () => import('./videoWorker?worker&url').then((module) => module.default) },
  {
    openVideo: true,
    encodeCoveredVideo: true,
    canDisguiseVoiceNote: true,
    disguiseVoiceNote: true,
  },
)

export const { openVideo, canDisguiseVoiceNote } = video

/** The engine's cleaner on a new file: what the muxer wrote of its own goes, or it fails. */
async function cleaned(made: Blob, format: 'mp4' | 'webm' | 'ogg', signal: AbortSignal) {
  const { blob, remaining } = await removeHiddenDetails(made, format)
  if (signal.aborted) throw abortError()
  if (remaining.length > 0) throw new Error(`The new file still holds: ${remaining.join(', ')}`)
  return blob
}

/**
 * The covered copy of `file`, cleaned: each box of `request.tracks` filled solid in every frame
 * it shows in, the sound kept (copied) or removed. Progress comes as the frames are encoded;
 * aborting `signal` stops the work and rejects with an AbortError.
 */
export async function coverVideo(
  file: Blob,
  request: CoverRequest,
  onProgress: (progress: CoverProgress) => void,
  signal: AbortSignal,
): Promise<CoveredVideo> {
  const { file: encoded, container } = await video.encodeCoveredVideo(
    file,
    request,
    onProgress,
    signal,
  )
  return { file: await cleaned(encoded, container, signal), container }
}

/**
 * A voice note with its voice disguised (pitch and formants moved by different factors), as a
 * new Ogg file with Opus sound, cleaned. Progress and cancel as for `coverVideo`.
 */
export async function disguiseVoiceNote(
  file: Blob,
  onProgress: (progress: CoverProgress) => void,
  signal: AbortSignal,
) {
  return cleaned(await video.disguiseVoiceNote(file, onProgress, signal), 'ogg', signal)
}
