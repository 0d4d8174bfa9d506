import { bitReader, zeroBits } from './bitReader'

/**
 * A configuration read field by field, most significant bit first, and written back up to
 * where its fields end, with the bits chosen as reserved or free cleared: for the
 * configurations whose fields are not whole bytes (AAC's AudioSpecificConfig, E-AC-3's dec3).
 */
export function bitFields(payload: Uint8Array) {
  const written = payload.slice()
  const bits = bitReader(payload)
  return Object.assign(bits, {
    /** Clears the next `count` bits in what is written: a reserved field, or free text. */
    zero(count: number) {
      zeroBits(written, bits.position, count)
      bits.skip(count)
    },
    /**
     * What is written, up to bit `end`, the bits left in its last byte cleared; undefined where
     * the fields run past the payload.
     */
    writtenUpTo(end: number) {
      if (end > payload.length * 8) return undefined
      const kept = written.slice(0, Math.ceil(end / 8))
      zeroBits(kept, end, kept.length * 8 - end)
      return kept
    },
  })
}

export type BitFields = ReturnType<typeof bitFields>
