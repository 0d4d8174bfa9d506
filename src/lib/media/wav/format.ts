import { concatBytes, isZero, readUint32LE } from '@/lib/media/core/bytes'

const writeUint16LE = (bytes: Uint8Array, at: number, value: number) => {
  bytes[at] = value & 0xff
  bytes[at + 1] = value >>> 8
}

/**
 * The `fmt ` chunk (WAVEFORMATEX): format tag, channels, sample rate, byte rate, block align and
 * bits per sample in 16 bytes, then for most tags a 2-byte size of the extension its tag defines.
 */
const BASE_SIZE = 16
const WITH_EXTENSION_SIZE = 18

const FORMAT_TAG = {
  pcm: 0x0001,
  msAdpcm: 0x0002,
  float: 0x0003,
  aLaw: 0x0006,
  muLaw: 0x0007,
  imaAdpcm: 0x0011,
  gsm610: 0x0031,
  mpegLayer3: 0x0055,
  extensible: 0xfffe,
}

/** WAVE_FORMAT_EXTENSIBLE's extension: valid bits (2), channel mask (4), sub-format GUID (16). */
const EXTENSIBLE_SIZE = 22
/** The sub-format GUID after its first four bytes, which hold a format tag: the same for every tag. */
const KSDATAFORMAT_TAIL = Uint8Array.of(0, 0, 0x10, 0, 0x80, 0, 0, 0xaa, 0, 0x38, 0x9b, 0x71)
const GUID_AT = 6

/** The extension's length each tag defines, read from the extension where it says so itself. */
const EXTENSION_SIZES: Record<number, (extension: Uint8Array) => number> = {
  [FORMAT_TAG.pcm]: () => 0,
  [FORMAT_TAG.float]: () => 0,
  [FORMAT_TAG.aLaw]: () => 0,
  [FORMAT_TAG.muLaw]: () => 0,
  // Samples per block, the number of coefficient pairs, then the pairs, 4 bytes each.
  [FORMAT_TAG.msAdpcm]: (extension) => 4 + 4 * ((extension[2] ?? 0) | ((extension[3] ?? 0) << 8)),
  [FORMAT_TAG.imaAdpcm]: () => 2,
  [FORMAT_TAG.gsm610]: () => 2,
  // MPEGLAYER3WAVEFORMAT: id, flags, block size, frames per block, codec delay.
  [FORMAT_TAG.mpegLayer3]: () => 12,
  [FORMAT_TAG.extensible]: () => EXTENSIBLE_SIZE,
}

const UNKNOWN_FORMAT = (tag: number) =>
  `The WAV’s sound is in a format (tag 0x${tag.toString(16).padStart(4, '0')}) whose settings TipWire cannot check, so it cannot be cleaned`
const SHORT_FORMAT =
  'The WAV’s format chunk is shorter than its format needs, so it cannot be cleaned'
const UNKNOWN_SUB_FORMAT =
  'The WAV names its sound format by an identifier TipWire does not know, so it cannot be cleaned'

/**
 * The `fmt ` chunk's data written from its fields, cut to the length its format tag defines:
 * whatever a writer put after that (free bytes, text) goes. `tail` says whether the original
 * held anything but zeros past that length. Throws for a tag whose extension is not known.
 */
export function writtenFormat(data: Uint8Array) {
  const tag = (data[0] ?? 0) | ((data[1] ?? 0) << 8)
  const extensionSize = EXTENSION_SIZES[tag]
  if (!extensionSize) throw new Error(UNKNOWN_FORMAT(tag))
  if (data.length < BASE_SIZE) throw new Error(SHORT_FORMAT)
  const extension = data.subarray(WITH_EXTENSION_SIZE)
  const defined = extensionSize(extension)
  if (defined > extension.length) throw new Error(SHORT_FORMAT)
  if (tag === FORMAT_TAG.extensible) checkSubFormat(extension)
  // PCM's structure ends at 16 bytes; other tags give their extension's size, 0 or more.
  const length =
    tag === FORMAT_TAG.pcm || data.length < WITH_EXTENSION_SIZE ? BASE_SIZE : WITH_EXTENSION_SIZE
  const written = concatBytes([
    data.subarray(0, BASE_SIZE),
    new Uint8Array(length - BASE_SIZE),
    extension.subarray(0, defined),
  ])
  if (length > BASE_SIZE) writeUint16LE(written, BASE_SIZE, defined)
  const kept = tag === FORMAT_TAG.pcm ? BASE_SIZE : WITH_EXTENSION_SIZE + defined
  return { bytes: written, tail: !isZero(data, kept, data.length) }
}

function checkSubFormat(extension: Uint8Array) {
  const tail = extension.subarray(GUID_AT + 4, GUID_AT + 16)
  const tag = readUint32LE(extension, GUID_AT)
  if (tag > 0xffff || tail.some((byte, index) => byte !== KSDATAFORMAT_TAIL[index])) {
    throw new Error(UNKNOWN_SUB_FORMAT)
  }
}

/** The `fact` chunk: the sample count of compressed sound, 4 bytes. */
export const FACT_SIZE = 4
