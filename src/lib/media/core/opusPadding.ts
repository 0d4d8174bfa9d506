import type { ByteRange } from './bytes'

/**
 * Opus packets (RFC 6716 §3.2): a TOC byte whose last two bits give the framing; code 3 adds a
 * frame count byte whose second bit says padding follows, its length coded in the next bytes
 * (each 255 adds 254 and another byte follows). The padding is the packet's last bytes, and
 * decoders skip it, whatever it holds: text can hide there.
 */
export const CODE_3 = 3
const HAS_PADDING = 0x40
const VBR = 0x80
const FRAME_COUNT = 0x3f

/** A frame length of a self-delimited or VBR packet: one byte under 252, else two. */
function frameLength(packet: Uint8Array, at: number) {
  const first = packet[at] ?? 0
  return first < 252
    ? { value: first, size: 1 }
    : { value: first + 4 * (packet[at + 1] ?? 0), size: 2 }
}

/**
 * The padding of the Opus packet at `at` in `packet`, as a range of it, and where the packet
 * ends: a self-delimited one (each but the last stream of a multistream packet, RFC 6716
 * appendix B) by its lengths, an undelimited one at the end of `packet`. Undefined where the
 * packet does not parse.
 */
function paddingOf(packet: Uint8Array, at: number, selfDelimited: boolean) {
  const toc = packet[at] ?? 0
  const code = toc & 3
  let position = at + 1
  let padding = 0
  let frames = code === 0 ? 1 : 2
  let vbr = code === 2
  if (code === CODE_3) {
    const count = packet[position++] ?? 0
    frames = count & FRAME_COUNT
    vbr = (count & VBR) !== 0
    for (let more = (count & HAS_PADDING) !== 0; more;) {
      const value = packet[position++] ?? 0
      padding += value === 255 ? 254 : value
      more = value === 255
    }
  }
  if (!selfDelimited) {
    const end = packet.length
    return end - padding < position ? undefined : { padding: { start: end - padding, end }, end }
  }
  // Self-delimited: every frame's length is written, the last too; CBR frames share one.
  const lengths: number[] = []
  const written = vbr ? frames : 1
  for (let index = 0; index < written; index++) {
    const { value, size } = frameLength(packet, position)
    lengths.push(value)
    position += size
  }
  const frameBytes = vbr
    ? lengths.reduce((total, value) => total + value, 0)
    : (lengths[0] ?? 0) * frames
  const end = position + frameBytes + padding
  return end > packet.length ? undefined : { padding: { start: end - padding, end }, end }
}

/**
 * The paddings of an Opus packet of `streams` streams (Ogg's, Matroska's and MP4's framing
 * alike), as ranges of the packet.
 */
export function opusPaddings(packet: Uint8Array, streams: number) {
  const paddings: ByteRange[] = []
  let at = 0
  for (let stream = 0; stream < streams && at < packet.length; stream++) {
    const found = paddingOf(packet, at, stream < streams - 1)
    if (!found) return paddings
    if (found.padding.end > found.padding.start) paddings.push(found.padding)
    at = found.end
  }
  return paddings
}
