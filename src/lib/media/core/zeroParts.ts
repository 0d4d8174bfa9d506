const ZERO_PART_SIZE = 1024 * 1024
let zeroes: { bytes: Uint8Array<ArrayBuffer>; blob: Blob } | undefined

/**
 * `length` zeroes as Blob parts: whole megabytes as one zeroed Blob repeated, the rest as a
 * view of a zeroed array. A browser copies each typed-array part into the new Blob but only
 * references a Blob part, so 400 MB of zeroes cost no more memory than 1 MB; and slicing a
 * Blob costs Chromium about 60 µs, so the thousands of short runs a removed subtitle track
 * leaves are small copies instead.
 */
export function zeroParts(length: number) {
  if (!zeroes) {
    const bytes = new Uint8Array(ZERO_PART_SIZE)
    zeroes = { bytes, blob: new Blob([bytes]) }
  }
  const whole = Math.floor(length / ZERO_PART_SIZE)
  const rest = zeroes.bytes.subarray(0, length % ZERO_PART_SIZE)
  return [...new Array<Blob>(whole).fill(zeroes.blob), ...(rest.length ? [rest] : [])]
}
