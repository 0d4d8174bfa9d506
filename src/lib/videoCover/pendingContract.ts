/**
 * TEMPORARY, removed when the video-engine and video-faces branches are merged: the engine's and
 * the face finder's calls as issue 50's shared contract declares them, so that the editor builds
 * and its tests (which mock @/lib/videoCover) run before those branches land. Nothing here works.
 */
/* eslint-disable @typescript-eslint/no-unused-vars -- the contract's parameters, unused until it is built */
import type { CoverTrack } from './coverTracks'

export interface CoverProgress {
  done: number
  secondsLeft?: number
}

export type OpenedVideo =
  | { coverable: true; duration: number; width: number; height: number; hasSound: boolean }
  | { coverable: false; reason: 'pictureNotDecodable' | 'noPicture'; codec?: string }

export type SoundChoice = 'keep' | 'remove'

export interface CoveredVideo {
  file: Blob
  container: 'mp4' | 'webm'
}

const pending = () => Promise.reject(new Error('The video engine is not merged yet'))

export const openVideo = (_file: Blob): Promise<OpenedVideo> => pending()

export const coverVideo = (
  _file: Blob,
  _request: { tracks: CoverTrack[]; sound: SoundChoice },
  _onProgress: (progress: CoverProgress) => void,
  _signal: AbortSignal,
): Promise<CoveredVideo> => pending()

export const suggestFaceTracks = (
  _file: Blob,
  _onProgress: (progress: CoverProgress) => void,
  _signal: AbortSignal,
): Promise<CoverTrack[]> => pending()
