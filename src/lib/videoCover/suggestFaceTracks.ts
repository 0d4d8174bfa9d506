/**
 * Suggest faces (FACES.md): the faces in a video, found on the device and proposed as one track
 * each, the same face followed through the clip. The worker searches one sampled frame per call;
 * between calls the caller hears how far it has come, and a Cancel stops the calls.
 */
import { abortable } from './abortable'
import type { CoverProgress } from './coverProgress'
import type { CoverTrack } from './coverTracks'
import { nextFaces, startFaceSearch, stopFaceSearch } from './faceCalls'
import { faceTracks } from './faceTracks'
import type { FacesAt } from './followFaces'

/** How far through the clip the search is, and the time left at the pace so far. */
function progressAt(time: number, clip: { start: number; end: number }, seconds: number) {
  const done = Math.min(1, Math.max(0, (time - clip.start) / (clip.end - clip.start)))
  return done > 0 ? { done, secondsLeft: (seconds * (1 - done)) / done } : { done }
}

export async function suggestFaceTracks(
  file: Blob,
  onProgress: (progress: CoverProgress) => void,
  signal: AbortSignal,
): Promise<CoverTrack[]> {
  let search: ReturnType<typeof startFaceSearch> | undefined
  try {
    const { id, ...clip } = await abortable(signal, () => (search = startFaceSearch(file)))
    const began = performance.now()
    const samples: FacesAt[] = []
    for (;;) {
      const found = await abortable(signal, () => nextFaces(id))
      if (!found) break
      samples.push(found)
      onProgress(progressAt(found.time, clip, (performance.now() - began) / 1000))
    }
    onProgress({ done: 1, secondsLeft: 0 })
    return faceTracks(samples, clip.end)
  } finally {
    // After a Cancel or a failure too: the worker lets go of the file and its decoder.
    search?.then(({ id }) => stopFaceSearch(id)).catch(() => undefined)
  }
}
