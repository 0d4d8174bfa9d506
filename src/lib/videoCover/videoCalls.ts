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
  { openVideo: true, encodeCoveredVideo: true },
)

export const { openVideo } = video

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
  const { blob, remaining } = await removeHiddenDetails(encoded, container)
  if (signal.aborted) throw abortError()
  if (remaining.length > 0) throw new Error(`The new file still holds: ${remaining.join(', ')}`)
  return { file: blob, container }
}
