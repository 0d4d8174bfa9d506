import { bitFields, type BitFields } from './bitFields'
import { isWalkedObjectType, type AacStream } from './aacChannels'
import { programConfigComment } from './bitReader'

/**
 * AAC's AudioSpecificConfig (ISO/IEC 14496-3 §1.6.2.1), as an MP4's esds and a Matroska
 * CodecPrivate carry it, read to
 * where its fields end for the layouts encoders write: AAC Main, LC, SSR and LTP (their
 * GASpecificConfig, §4.4.1, with a program config element where no channel configuration is
 * given), HE-AAC signalled before them, or after them by the SBR and PS sync extensions.
 */
const ESCAPED_FREQUENCY = 15
const FREQUENCY_BITS = 24
const ESCAPED_OBJECT_TYPE = 31
const SBR = 5
const PS = 29
const GENERAL_AUDIO = new Set([1, 2, 3, 4])
const CORE_CODER_DELAY_BITS = 14
const SYNC_BITS = 11
const SBR_SYNC = 0x2b7
const PS_SYNC = 0x548

function readObjectType(bits: BitFields) {
  const type = bits.read(5)
  return type === ESCAPED_OBJECT_TYPE ? 32 + bits.read(6) : type
}

/** A sampling frequency's index, the rate written out after it (24 bits) read past. */
function readFrequency(bits: BitFields) {
  const index = bits.read(4)
  if (index === ESCAPED_FREQUENCY) bits.skip(FREQUENCY_BITS)
  return index
}

/**
 * The fields every configuration opens with: its object type, its sampling frequency index,
 * its channels and, where HE-AAC is signalled first (explicitly), the core's object type after
 * the extension's frequency. The first frequency is the core's.
 */
function readOpening(bits: BitFields) {
  let objectType = readObjectType(bits)
  const samplingIndex = readFrequency(bits)
  const channels = bits.read(4)
  const explicitSbr = objectType === SBR || objectType === PS
  if (explicitSbr) {
    readFrequency(bits)
    objectType = readObjectType(bits)
  }
  return { objectType, samplingIndex, channels, explicitSbr }
}

/** Where the SBR sync extension, and a PS one inside it, end; where they would start if none. */
function syncExtensionEnd(bits: BitFields) {
  const start = bits.position
  if (bits.left() < 16 || bits.read(SYNC_BITS) !== SBR_SYNC || readObjectType(bits) !== SBR) {
    return start
  }
  if (bits.read(1) === 0) return bits.position
  readFrequency(bits)
  const sbrEnd = bits.position
  if (bits.left() < 12 || bits.read(SYNC_BITS) !== PS_SYNC) return sbrEnd
  bits.skip(1)
  return bits.position
}

/**
 * The configuration cut to its fields, a program config element's comment zeroed and the bits
 * left in its last byte cleared; undefined for a layout this does not read, or one cut short.
 */
export function writtenAudioSpecificConfig(config: Uint8Array) {
  const bits = bitFields(config)
  const { objectType, channels, explicitSbr } = readOpening(bits)
  if (!GENERAL_AUDIO.has(objectType)) return undefined
  bits.skip(1)
  if (bits.read(1)) bits.skip(CORE_CODER_DELAY_BITS)
  // The extension flag: these object types define no extension.
  if (bits.read(1)) return undefined
  // A program config element's channel layout is kept, its comment zeroed to its length.
  if (channels === 0) bits.zero(programConfigComment(bits).bytes * 8)
  const end = explicitSbr ? bits.position : syncExtensionEnd(bits)
  return bits.writtenUpTo(end)
}

/**
 * What AAC's channel elements are walked with (aacChannels.ts), from its configuration: its
 * object type (Main, LC, SSR or LTP; LC under HE-AAC) and the core's sampling frequency index, the
 * first the configuration gives. Undefined for another object type, a rate written out (its
 * bands are not looked up here), or frames of 960 lines.
 */
export function aacStreamOf(config: Uint8Array): AacStream | undefined {
  const bits = bitFields(config)
  const { objectType, samplingIndex } = readOpening(bits)
  const frameLength960 = bits.read(1)
  if (!isWalkedObjectType(objectType) || samplingIndex === ESCAPED_FREQUENCY) return undefined
  return frameLength960 || bits.left() < 0 ? undefined : { samplingIndex, objectType }
}
