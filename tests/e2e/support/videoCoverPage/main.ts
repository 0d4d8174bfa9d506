// The video cover library's public face, for the browser tests and the bench that call it in a
// real browser, beside a file input to choose a video in (build.mjs builds this page).
import * as videoCover from '@/lib/videoCover'

declare global {
  interface Window {
    videoCover: typeof videoCover
  }
}

window.videoCover = videoCover
