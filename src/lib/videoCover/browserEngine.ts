/**
 * Which engine runs the video cover, told as mediabunny tells it (its user agent and vendor), so
 * that the cover's own steps follow mediabunny's where mediabunny's differ by browser. A
 * worker's navigator has no vendor: there the user agent alone tells.
 */
const vendor = () => (navigator as { vendor?: string }).vendor ?? ''

/** Safari's WebKit, and every browser on iOS, which all wrap it. */
export function isWebKit() {
  const { userAgent } = navigator
  return (
    /apple/i.test(vendor()) ||
    (/AppleWebKit/.test(userAgent) && !/Chrome/.test(userAgent)) ||
    /\b(iPad|iPhone|iPod)\b/.test(userAgent)
  )
}

/** Chromium and the browsers built on it (Chrome, Edge, Samsung Internet): V8 runs their JavaScript. */
export const isChromium = () =>
  vendor().includes('Google Inc') || /Chrome/.test(navigator.userAgent)
