import { isZero } from '@/lib/media/core/bytes'
import { writtenColourInformation } from '@/lib/media/core/colourInformation'
import { endBoxAt, neutraliseBox, type IsoBox } from './boxes'

/** The colour information as written, when it is not what the box holds now. */
function rewrite(bytes: Uint8Array, box: IsoBox) {
  const payload = bytes.subarray(box.payloadStart, box.end)
  const written = writtenColourInformation(payload)
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
