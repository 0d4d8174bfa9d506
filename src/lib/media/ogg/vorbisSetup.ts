/**
 * Vorbis's setup header (Vorbis I §4.2.4): its codebooks, time placeholders, floors, residues,
 * mappings and modes, then a framing bit. Decoders read it field by field and stop at the
 * framing bit, so whatever a writer put after it is never read: it is found here by walking
 * every field, as the specification lays them out, bits packed from each byte's lowest.
 */
import { startsWithAscii } from '@/lib/media/core/bytes'

const SETUP_MAGIC_SIZE = 7
const CODEBOOK_SYNC = 0x564342
/** Where the identification header gives the channel count, after its type, 'vorbis' and version. */
const CHANNELS_AT = 11

const UNREADABLE =
  'The Vorbis setup header cannot be read to its end, so TipWire cannot tell what follows it'

class BitReader {
  position = 0

  constructor(private readonly bytes: Uint8Array) {}

  /** The next `count` bits (up to 32), lowest first, as an unsigned number. */
  read(count: number) {
    let value = 0
    for (let bit = 0; bit < count; bit++) {
      const byte = this.bytes[this.position >> 3]
      if (byte === undefined) throw new Error(UNREADABLE)
      value += ((byte >> (this.position & 7)) & 1) * 2 ** bit
      this.position++
    }
    return value
  }

  skip(count: number) {
    this.position += count
    if (this.position > this.bytes.length * 8) throw new Error(UNREADABLE)
  }

  /** Reads `count` values of `bits` bits each, for their sizes only. */
  skipEach(count: number, bits: number) {
    this.skip(count * bits)
  }
}

/** The bits needed to write `value`: ilog in the specification (§9.2.1). */
const ilog = (value: number) => (value <= 0 ? 0 : Math.floor(Math.log2(value)) + 1)

/** The largest `r` with `r ** dimensions` at most `entries` (§9.2.3, lookup1_values). */
function lookup1Values(entries: number, dimensions: number) {
  let values = Math.floor(entries ** (1 / dimensions))
  while ((values + 1) ** dimensions <= entries) values++
  while (values > 0 && values ** dimensions > entries) values--
  return values
}

function expect(condition: boolean) {
  if (!condition) throw new Error(UNREADABLE)
}

/** §3.2.1: a codebook's entry lengths, then its lookup table, if any. */
function skipCodebook(bits: BitReader) {
  expect(bits.read(24) === CODEBOOK_SYNC)
  const dimensions = bits.read(16)
  const entries = bits.read(24)
  if (bits.read(1)) {
    bits.skip(5)
    for (let entry = 0; entry < entries;) {
      entry += bits.read(ilog(entries - entry))
      expect(entry <= entries)
    }
  } else {
    const sparse = bits.read(1)
    for (let entry = 0; entry < entries; entry++) {
      if (!sparse || bits.read(1)) bits.skip(5)
    }
  }
  const lookupType = bits.read(4)
  expect(lookupType <= 2)
  if (lookupType === 0) return
  // A table of values needs a dimension: none would have lookup1_values count for ever.
  expect(dimensions > 0)
  bits.skip(64)
  const valueBits = bits.read(4) + 1
  bits.skip(1)
  const values = lookupType === 1 ? lookup1Values(entries, dimensions) : entries * dimensions
  bits.skipEach(values, valueBits)
}

/** §6.2.1 and §7.2.2: floor type 0's fields, or floor type 1's partitions, classes and points. */
function skipFloor(bits: BitReader) {
  const type = bits.read(16)
  if (type === 0) {
    bits.skip(8 + 16 + 16 + 6 + 8)
    bits.skipEach(bits.read(4) + 1, 8)
    return
  }
  expect(type === 1)
  const partitions = bits.read(5)
  const classes = Array.from({ length: partitions }, () => bits.read(4))
  const classDimensions: number[] = []
  for (let index = 0; index <= Math.max(-1, ...classes); index++) {
    classDimensions.push(bits.read(3) + 1)
    const subclasses = bits.read(2)
    if (subclasses) bits.skip(8)
    bits.skipEach(1 << subclasses, 8)
  }
  bits.skip(2)
  const rangeBits = bits.read(4)
  for (const partitionClass of classes)
    bits.skipEach(classDimensions[partitionClass] ?? 0, rangeBits)
}

/** §8.6.1: a residue's range and partitions, then the books of each classification's passes. */
function skipResidue(bits: BitReader) {
  expect(bits.read(16) <= 2)
  bits.skip(24 + 24 + 24)
  const classifications = bits.read(6) + 1
  bits.skip(8)
  const cascades = Array.from({ length: classifications }, () => {
    const low = bits.read(3)
    return bits.read(1) ? bits.read(5) * 8 + low : low
  })
  for (const cascade of cascades) {
    for (let pass = 0; pass < 8; pass++) if (cascade & (1 << pass)) bits.skip(8)
  }
}

/** §4.2.4.6: a mapping's submaps, channel coupling and the floor and residue of each submap. */
function skipMapping(bits: BitReader, channels: number) {
  expect(bits.read(16) === 0)
  const submaps = bits.read(1) ? bits.read(4) + 1 : 1
  if (bits.read(1)) bits.skipEach(bits.read(8) + 1, 2 * ilog(channels - 1))
  expect(bits.read(2) === 0)
  if (submaps > 1) bits.skipEach(channels, 4)
  bits.skipEach(submaps, 24)
}

/** `count` of something, read as six bits and one more, each read by `skipOne`. */
function skipCounted(bits: BitReader, skipOne: () => void) {
  const count = bits.read(6) + 1
  for (let index = 0; index < count; index++) skipOne()
}

/**
 * Where the setup header in `setup` (the whole packet, from its type and 'vorbis') ends: the bit
 * after its framing bit. `identification` gives the channel count its mappings are read by.
 * Throws where a field is not as Vorbis I defines it.
 */
function setupEnd(setup: Uint8Array, identification: Uint8Array) {
  expect(startsWithAscii(setup, 0, '\x05vorbis'))
  const channels = identification[CHANNELS_AT] ?? 0
  const bits = new BitReader(setup)
  bits.skip(SETUP_MAGIC_SIZE * 8)
  const codebooks = bits.read(8) + 1
  for (let index = 0; index < codebooks; index++) skipCodebook(bits)
  skipCounted(bits, () => expect(bits.read(16) === 0))
  skipCounted(bits, () => skipFloor(bits))
  skipCounted(bits, () => skipResidue(bits))
  skipCounted(bits, () => skipMapping(bits, channels))
  skipCounted(bits, () => bits.skip(1 + 16 + 16 + 8))
  expect(bits.read(1) === 1)
  return bits.position
}

/**
 * The setup header cut after its framing bit, the rest of that bit's byte cleared; `tail` says
 * whether anything but zeros followed the framing bit.
 */
export function writtenVorbisSetup(setup: Uint8Array, identification: Uint8Array) {
  const end = setupEnd(setup, identification)
  const bytes = setup.slice(0, Math.ceil(end / 8))
  if (end % 8) bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) & ((1 << (end % 8)) - 1)
  return { bytes, tail: !setup.every((byte, index) => byte === (bytes[index] ?? 0)) }
}
