/**
 * A nudge for the worker's garbage collector while a video is made anew. Each packet mediabunny
 * hands the decoder becomes an `EncodedVideoChunk`, whose bytes Chromium copies outside the
 * JavaScript heap and frees only when a full collection finds the chunk unreachable; so are the
 * slices of the file read. V8 does not count them, so it collects seldom (about every 4 s on a
 * 720p clip) and they pile up to 60-100 MB in the worker, then fall at once (README, Memory:
 * traced with Chromium's memory-infra, malloc's 20-40 KB buckets and 2 MB ArrayBuffers).
 *
 * The web gives no way to ask for a collection. An ArrayBuffer of 64 MB, never written and so
 * never given pages by the system, counts for V8 as that much memory outside its heap, which
 * makes it collect: one every `FRAMES_PER_NUDGE` frames keeps a few seconds of chunks at most.
 */
import { isChromium } from './browserEngine'

const FRAMES_PER_NUDGE = 90
const NUDGE_BYTES = 64 * 2 ** 20

/**
 * A conversion's nudge: counts the frames made, and every `FRAMES_PER_NUDGE` nudges the
 * collector, in Chromium only (V8 is what was measured; another engine might fill the buffer's
 * pages). Says whether it nudged. The latest buffer is held until the next, so that no
 * compiler can leave its allocation out, and goes with the conversion.
 */
export function collectionNudge(nudges = isChromium()) {
  let frames = 0
  const held: ArrayBuffer[] = []
  return () => {
    frames += 1
    if (!nudges || frames % FRAMES_PER_NUDGE !== 0) return false
    held.length = 0
    try {
      held.push(new ArrayBuffer(NUDGE_BYTES))
    } catch {
      // Refused (a browser short of address space): nothing is lost but the nudge.
      return false
    }
    return true
  }
}
