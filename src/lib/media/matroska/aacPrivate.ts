import { UNREADABLE_CODEC_PRIVATE, type FieldWriter } from './allowList'
import { sameBytes } from './ebml'

/**
 * AAC's CodecPrivate, an AudioSpecificConfig (ISO/IEC 14496-3 §1.6.2.1), read bit by bit to
 * where its fields end, for the layouts encoders write: AAC Main, LC, SSR and LTP with a channel
 * configuration, explicit HE-AAC (SBR, PS) before them, and the SBR and PS sync extensions after.
 */

function bitReader(bytes: Uint8Array) {
  let at = 0
  return {
    get position() {
      return at
    },
    left: () => bytes.length * 8 - at,
    read(count: number) {
      let value = 0
      for (let index = 0; index < count; index++, at++) {
        value = value * 2 + (((bytes[at >> 3] ?? 0) >> (7 - (at & 7))) & 1)
      }
      return value
    },
  }
}
type BitReader = ReturnType<typeof bitReader>

const ESCAPED_FREQUENCY = 15
const FREQUENCY_BITS = 24
const OBJECT_TYPE_BITS = 5
const SBR = 5
const PS = 29
/** The general audio object types whose GASpecificConfig this reads. */
const GENERAL_AUDIO = new Set([1, 2, 3, 4])
const SYNC_BITS = 11
const SBR_SYNC = 0x2b7
const PS_SYNC = 0x548

function skipFrequency(bits: BitReader) {
  if (bits.read(4) === ESCAPED_FREQUENCY) bits.read(FREQUENCY_BITS)
}

/** Where an SBR sync extension, and a PS one inside it, end; undefined when none follows. */
function syncExtensionEnd(bits: BitReader) {
  if (bits.left() < 16 || bits.read(SYNC_BITS) !== SBR_SYNC) return undefined
  if (bits.read(OBJECT_TYPE_BITS) !== SBR) return undefined
  if (bits.read(1) === 0) return bits.position
  skipFrequency(bits)
  const sbrEnd = bits.position
  if (bits.left() < 12 || bits.read(SYNC_BITS) !== PS_SYNC) return sbrEnd
  bits.read(1)
  return bits.position
}

/** Where the fields end, in bits; undefined for a layout this does not read. */
function fieldsEnd(bytes: Uint8Array) {
  const bits = bitReader(bytes)
  let objectType = bits.read(OBJECT_TYPE_BITS)
  skipFrequency(bits)
  const channels = bits.read(4)
  if (objectType === SBR || objectType === PS) {
    skipFrequency(bits)
    objectType = bits.read(OBJECT_TYPE_BITS)
  }
  if (!GENERAL_AUDIO.has(objectType) || channels === 0) return undefined
  // frameLengthFlag; then dependsOnCoreCoder and extensionFlag, which these layouts leave unset.
  bits.read(1)
  if (bits.read(1) !== 0 || bits.read(1) !== 0) return undefined
  const coreEnd = bits.position
  return syncExtensionEnd(bits) ?? coreEnd
}

/**
 * The AudioSpecificConfig cut to its fields, the bits left in its last byte zeroed. Any other
 * layout (a program config element, for one, or object types decoders seldom meet) is kept as
 * recorded.
 */
export const writeAudioSpecificConfig: FieldWriter = (data) => {
  const end = fieldsEnd(data)
  if (end === undefined) return { data, revealed: {} }
  if (end > data.length * 8) throw new Error(UNREADABLE_CODEC_PRIVATE)
  const written = data.slice(0, Math.ceil(end / 8))
  const spareBits = written.length * 8 - end
  written[written.length - 1] = (written.at(-1) ?? 0) & (0xff << spareBits)
  return { data: written, revealed: sameBytes(written, data) ? {} : { other: true } }
}
