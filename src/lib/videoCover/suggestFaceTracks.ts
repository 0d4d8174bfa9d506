/**
 * Suggest faces (FACES.md): the faces in a video, found on the device and proposed as one track
 * each, the same face followed through the clip. Two workers share the work: the frame worker
 * decodes the next sampled frame while the photo editor's face worker searches the last, so that
 * decoding and searching run side by side. Between frames the caller hears how far it has come,
 * and a Cancel asks for no frame more.
 */
import type { Rect } from '@/lib/cover/coverGeometry'
import { findFaces, prepareFaceFinder } from '@/lib/cover/coverCalls'
import { abortable } from './abortable'
import type { CoverProgress } from './coverProgress'
import type { CoverBox, CoverTrack } from './coverTracks'
import { faceTracks } from './faceTracks'
import type { FacesAt } from './followFaces'
import { closeFrames, nextFrame, openFrames } from './frameCalls'

/** How far through the clip the search is, and the time left at the pace so far. */
function progressAt(time: number, clip: { start: number; end: number }, seconds: number) {
  const done = Math.min(1, Math.max(0, (time - clip.start) / (clip.end - clip.start)))
  return done > 0 ? { done, secondsLeft: (seconds * (1 - done)) / done } : { done }
}

/** A face found in a frame's pixels, as a share of the picture. */
const inPicture = (face: Rect, { width, height }: ImageData): CoverBox => ({
  x: face.x / width,
  y: face.y / height,
  width: face.width / width,
  height: face.height / height,
})

/**
 * The next frame, asked for before the last is searched. One left unread after a Cancel or a
 * failure fails once its video is closed, and nobody is left to hear it.
 */
function frameAhead(id: number) {
  const frame = nextFrame(id)
  frame.catch(() => undefined)
  return frame
}

export async function suggestFaceTracks(
  file: Blob,
  onProgress: (progress: CoverProgress) => void,
  signal: AbortSignal,
): Promise<CoverTrack[]> {
  let opening: ReturnType<typeof openFrames> | undefined
  try {
    const [{ id, ...clip }] = await abortable(signal, () =>
      Promise.all([(opening = openFrames(file)), prepareFaceFinder()]),
    )
    const began = performance.now()
    const samples: FacesAt[] = []
    let coming = frameAhead(id)
    for (;;) {
      const frame = await abortable(signal, () => coming)
      if (!frame) break
      coming = frameAhead(id)
      const faces = await abortable(signal, () => findFaces(frame.pixels))
      samples.push({ time: frame.time, faces: faces.map((face) => inPicture(face, frame.pixels)) })
      onProgress(progressAt(frame.time, clip, (performance.now() - began) / 1000))
    }
    onProgress({ done: 1, secondsLeft: 0 })
    return faceTracks(samples, clip.end)
  } finally {
    // After a Cancel or a failure too: the worker lets go of the file and its decoder.
    opening?.then(({ id }) => closeFrames(id)).catch(() => undefined)
  }
}
