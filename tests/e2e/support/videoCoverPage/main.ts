// The video cover library's public face, for tests that call it in a real browser before a page
// of the app does (build.mjs builds this page).
import * as videoCover from '@/lib/videoCover'

declare global {
  interface Window {
    videoCover: typeof videoCover
  }
}

window.videoCover = videoCover
