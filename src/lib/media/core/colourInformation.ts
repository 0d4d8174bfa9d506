import { concatBytes, readAscii } from './bytes'
import { rewriteIccProfile } from './iccProfile'

/** nclx's code points (primaries, transfer, matrix) and its full-range bit, after the type. */
const NCLX_LENGTH = 11
const FULL_RANGE_BIT = 0x80
/** QuickTime's nclc: the same three code points, no range. */
const NCLC_LENGTH = 10

/**
 * The payload of a colour information box (colr, ISO/IEC 14496-12 §12.1.5, as an MP4 sample
 * entry and a HEIF item carry it; QuickTime's nclc) written from its fields: its type, then the
 * code points (nclx's full-range bit alone of its last byte), or an ICC profile (prof, rICC)
 * written from its colour fields. Undefined when it cannot be read.
 */
export function writtenColourInformation(payload: Uint8Array) {
  const colourType = readAscii(payload, 0, 4)
  const codePoints = { nclx: NCLX_LENGTH, nclc: NCLC_LENGTH }[colourType]
  if (codePoints !== undefined) {
    if (payload.length < codePoints) return undefined
    const kept = payload.slice(0, codePoints)
    if (colourType === 'nclx') kept[NCLX_LENGTH - 1] = (kept[NCLX_LENGTH - 1] ?? 0) & FULL_RANGE_BIT
    return kept
  }
  if (colourType !== 'prof' && colourType !== 'rICC') return undefined
  const profile = rewriteIccProfile(payload.subarray(4))
  return profile && concatBytes([payload.subarray(0, 4), profile])
}
