/**
 * Committed fixtures whose cleaned copies, and the canary fixtures built from them, still hold
 * text the string judge finds, each with the class of leak it is (issue 51) and the family
 * whose cleaner is to remove it. Their tests are expected to fail: once the text is gone they
 * fail as passing, and the entry leaves this list.
 */
const COLOUR_PROFILE =
  "An ICC profile's copyright tag ('Google Inc. 2016', UTF-16): colour profiles kept whole, for the jpeg and webp families"

export const PENDING: Record<string, string> = {
  'gps-photo.jpg': COLOUR_PROFILE,
  'progressive.jpg': COLOUR_PROFILE,
  'real-photo.txt': COLOUR_PROFILE,
  'photo.webp': COLOUR_PROFILE,
}
