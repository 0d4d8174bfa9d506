/**
 * TEMPORARY, removed when the video-faces branch is merged: the face finder's call as issue 50's
 * shared contract declares it, so that the editor builds and its tests (which mock
 * @/lib/videoCover) run before that branch lands. It finds nothing: it fails.
 */
/* eslint-disable @typescript-eslint/no-unused-vars -- the contract's parameters, unused until it is built */
import type { CoverProgress } from './coverProgress'
import type { CoverTrack } from './coverTracks'

export const suggestFaceTracks = (
  _file: Blob,
  _onProgress: (progress: CoverProgress) => void,
  _signal: AbortSignal,
): Promise<CoverTrack[]> => Promise.reject(new Error('The face finder is not merged yet'))
