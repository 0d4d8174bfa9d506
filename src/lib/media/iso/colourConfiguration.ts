import { concatBytes, isZero, readAscii } from '@/lib/media/core/bytes'
import { rewriteIccProfile } from '@/lib/media/core/iccProfile'
import { endBoxAt, neutraliseBox, type IsoBox } from './boxes'

/**
 * A visual sample entry's colour information (colr, ISO/IEC 14496-12 §12.1.5; QuickTime's
 * nclc): its type, then ISO's code points and full-range bit (nclx), QuickTime's code points
 * (nclc), or an ICC profile (prof, rICC) written from its colour fields (core/iccProfile.ts).
 * Undefined when it cannot be read.
 */
function writtenColour(payload: Uint8Array) {
  const colourType = readAscii(payload, 0, 4)
  const codePoints = { nclx: 11, nclc: 10 }[colourType]
  if (codePoints !== undefined) {
    if (payload.length < codePoints) return undefined
    const kept = payload.slice(0, codePoints)
    if (colourType === 'nclx') kept[10] = (kept[10] ?? 0) & 0x80
    return kept
  }
  if (colourType !== 'prof' && colourType !== 'rICC') return undefined
  const profile = rewriteIccProfile(payload.subarray(4))
  return profile && concatBytes([payload.subarray(0, 4), profile])
}

/** The colour information as written, when it is not what the box holds now. */
function rewrite(bytes: Uint8Array, box: IsoBox) {
  const payload = bytes.subarray(box.payloadStart, box.end)
  const written = writtenColour(payload)
  const same =
    written !== undefined &&
    written.length <= payload.length &&
    written.every((byte, index) => payload[index] === byte) &&
    isZero(payload, written.length, payload.length)
  return { written, same }
}

/** The whole colour box, when it holds more than its written fields. */
export function colourExtras(bytes: Uint8Array, box: IsoBox) {
  return rewrite(bytes, box).same ? [] : [{ start: box.payloadStart, end: box.end }]
}

/**
 * Writes the colour information from its fields where the box lies, the rest of the box made
 * `free` space (or zero when too short for one); a box that cannot be read, or whose profile
 * would not fit, becomes `free` whole.
 */
export function rewriteColour(bytes: Uint8Array, box: IsoBox) {
  const { written, same } = rewrite(bytes, box)
  if (same) return
  if (!written || written.length > box.end - box.payloadStart) {
    neutraliseBox(bytes, box)
    return
  }
  bytes.set(written, box.payloadStart)
  const end = box.payloadStart + written.length
  bytes.fill(0, end, box.end)
  try {
    endBoxAt(bytes, box, end)
  } catch {
    // Fewer than a free box's eight bytes are left: they stay zero inside the box.
  }
}
