/**
 * A configuration read field by field, most significant bit first, and written back up to
 * where its fields end, with the bits chosen as reserved or free cleared: for the
 * configurations whose fields are not whole bytes (AAC's AudioSpecificConfig, E-AC-3's dec3).
 */
export function bitFields(payload: Uint8Array) {
  const written = payload.slice()
  let at = 0
  const bitAt = (bit: number) => ((payload[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1
  return {
    get position() {
      return at
    },
    left: () => payload.length * 8 - at,
    read(count: number) {
      let value = 0
      for (const end = at + count; at < end; at++) value = value * 2 + bitAt(at)
      return value
    },
    skip(count: number) {
      at += count
    },
    /** Moves back (or on) to `position`, where a field that was looked for is not there. */
    seek(position: number) {
      at = position
    },
    /** Clears the next `count` bits in what is written: a reserved field, or free text. */
    zero(count: number) {
      for (const end = at + count; at < end; at++) {
        written[at >> 3] = (written[at >> 3] ?? 0) & ~(0x80 >> (at & 7))
      }
    },
    /**
     * What is written, up to bit `end`, the bits left in its last byte cleared; undefined where
     * the fields run past the payload.
     */
    writtenUpTo(end: number) {
      if (end > payload.length * 8) return undefined
      const kept = written.slice(0, Math.ceil(end / 8))
      const spareBits = kept.length * 8 - end
      if (kept.length > 0) kept[kept.length - 1] = (kept.at(-1) ?? 0) & (0xff << spareBits)
      return kept
    },
  }
}

export type BitFields = ReturnType<typeof bitFields>
