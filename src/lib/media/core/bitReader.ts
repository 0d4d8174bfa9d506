/** The most bits one look at four bytes gives, wherever the first of them starts in its byte. */
const PEEKED_BITS = 25

/**
 * Bits read most significant first, from byte `start` of `bytes`: the reader of the structures
 * packed that way (AAC's configuration and raw data blocks, E-AC-3's configuration, MP3's side
 * information). Vorbis packs its bits from each byte's lowest and reads its own way
 * (ogg/vorbisSetup.ts). Positions are in bits from the start of `bytes`.
 */
export function bitReader(bytes: Uint8Array, start = 0) {
  let at = start * 8
  /** The next `count` bits (1 to PEEKED_BITS) without moving past them; zeros past the end. */
  const peek = (count: number) => {
    const byte = at >> 3
    const word =
      ((bytes[byte] ?? 0) << 24) |
      ((bytes[byte + 1] ?? 0) << 16) |
      ((bytes[byte + 2] ?? 0) << 8) |
      (bytes[byte + 3] ?? 0)
    return (word << (at & 7)) >>> (32 - count)
  }
  return {
    get position() {
      return at
    },
    left: () => bytes.length * 8 - at,
    fits: (count: number) => at + count <= bytes.length * 8,
    peek,
    read(count: number) {
      if (count <= 0) return 0
      if (count <= PEEKED_BITS) {
        const value = peek(count)
        at += count
        return value
      }
      let value = 0
      for (const end = at + count; at < end; at++) {
        value = value * 2 + (((bytes[at >> 3] ?? 0) >> (7 - (at & 7))) & 1)
      }
      return value
    },
    skip(count: number) {
      at += count
    },
    /** Moves back (or on) to `position`, where a field that was looked for is not there. */
    seek(position: number) {
      at = position
    },
    alignToByte() {
      at = Math.ceil(at / 8) * 8
    },
  }
}

export type BitReader = ReturnType<typeof bitReader>

/** Zeroes `count` bits of `bytes` from bit `start`. */
export function zeroBits(bytes: Uint8Array, start: number, count: number) {
  for (let bit = start; bit < start + count; bit++) {
    bytes[bit >> 3] = (bytes[bit >> 3] ?? 0) & ~(0x80 >> (bit & 7))
  }
}

/**
 * A program config element (ISO/IEC 14496-3 §4.4.1.1, table 4.2), in a raw data block or an
 * AudioSpecificConfig, read past its channel layout to its comment, which decoders do not read:
 * where the comment starts, in bits, and how many bytes it holds. The reader is left there.
 */
export function programConfigComment(bits: BitReader) {
  bits.skip(4 + 2 + 4)
  const [front, side, back] = [bits.read(4), bits.read(4), bits.read(4)]
  const [lfe, associated, coupling] = [bits.read(2), bits.read(3), bits.read(4)]
  for (const mixdownBits of [4, 4, 3]) if (bits.read(1)) bits.skip(mixdownBits)
  bits.skip((front + side + back) * 5 + lfe * 4 + associated * 4 + coupling * 5)
  bits.alignToByte()
  const bytes = bits.read(8)
  return { start: bits.position, bytes }
}
