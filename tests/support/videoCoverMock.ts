import { vi } from 'vitest'
import type * as VideoCover from '@/lib/videoCover'
import type { CoverProgress } from '@/lib/videoCover'

type Library = typeof VideoCover

/** A 5-second 640 x 360 clip with sound, as the engine opens it. */
export const CLIP = {
  coverable: true,
  duration: 5,
  width: 640,
  height: 360,
  sound: { keepable: true, disguisable: true },
} as const

/** What the engine hands back: a new MP4, in the tests a few bytes. */
export const coveredClip = () => ({
  file: new Blob(['covered video'], { type: 'video/mp4' }),
  container: 'mp4' as const,
})

/**
 * @/lib/videoCover as the component and store tests use it (`vi.mock('@/lib/videoCover', ...)`):
 * the tracks' geometry for real, the engine's and the face finder's calls as mocks that answer
 * at once (a voice note's voice can be disguised); jsdom decodes and encodes no video or sound
 * (the browser tests run the real ones).
 */
export async function mockVideoCover(importOriginal: () => Promise<Library>): Promise<Library> {
  return {
    ...(await importOriginal()),
    openVideo: vi.fn(async () => CLIP),
    coverVideo: vi.fn(async () => coveredClip()),
    suggestFaceTracks: vi.fn(async () => []),
    canDisguiseVoiceNote: vi.fn(async () => true),
    disguiseVoiceNote: vi.fn(async () => new Blob(['disguised voice'], { type: 'audio/ogg' })),
  }
}

/**
 * A long job a test drives by hand: its progress, its answer, and the AbortError an aborted
 * signal gives, as the engine's own jobs do.
 */
export function heldJob<Result>() {
  let report: (progress: CoverProgress) => void = () => undefined
  let finish: (result: Result) => void = () => undefined
  const job = (onProgress: (progress: CoverProgress) => void, signal: AbortSignal) =>
    new Promise<Result>((resolve, reject) => {
      report = onProgress
      finish = resolve
      signal.addEventListener('abort', () =>
        reject(new DOMException('The job was cancelled', 'AbortError')),
      )
    })
  return {
    job,
    report: (progress: CoverProgress) => report(progress),
    finish: (result: Result) => finish(result),
  }
}
