// The video cover library's public face, for the browser tests and the bench that call it in a
// real browser, beside a file input to choose a video in (build.mjs builds this page); and the
// steps a frame's pixels take, for the tests that look at each frame: those handed frames no
// decoder here makes (NV12, as phones' hardware decoders give), those that read which frame a
// search took, and those that set the worker's frame transformer beside mediabunny's canvas.
import { registerVideoSampleTransformer, VideoSample } from 'mediabunny'
import * as videoCover from '@/lib/videoCover'
import { coveringFrames } from '@/lib/videoCover/coveringFrames'
import { transformedByPlanes } from '@/lib/videoCover/planesTransformer'
import { openSampledFrames } from '@/lib/videoCover/sampledFrames'
import { searchedPixels } from '@/lib/videoCover/searchedPixels'

const framePixels = {
  VideoSample,
  coveringFrames,
  openSampledFrames,
  searchedPixels,
  registerVideoSampleTransformer,
  transformedByPlanes,
}

declare global {
  interface Window {
    videoCover: typeof videoCover
    framePixels: typeof framePixels
  }
}

window.videoCover = videoCover
window.framePixels = framePixels
