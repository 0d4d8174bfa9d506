/**
 * Pictures no other picture is predicted from, which Suggest faces need not decode: in an
 * H.264 stream, those whose slices all have a `nal_ref_idc` of 0 (ITU-T H.264 §7.4.1). An
 * encoder with B-frames makes many (x264's defaults: nearly half of a clip's pictures); a
 * phone's encoder often none. Other codecs are decoded whole.
 */

/** avcC's byte that holds the size of each NAL unit's length, less one, in its low two bits. */
const AVCC_LENGTH_SIZE_BYTE = 4
const SLICE = 1
const IDR_SLICE = 5
/** SPS, PPS, SPS extension, subset SPS: a picture that brings them is decoded, whatever it is. */
const PARAMETER_SETS = new Set([7, 8, 13, 15])

/** The bytes of each NAL unit's length in this stream's packets; none if they are not known. */
function nalLengthSize({ codec, description }: VideoDecoderConfig) {
  if (!/^avc[13]\./.test(codec) || !description) return undefined
  const bytes = ArrayBuffer.isView(description)
    ? new Uint8Array(description.buffer, description.byteOffset, description.byteLength)
    : new Uint8Array(description)
  const byte = bytes[AVCC_LENGTH_SIZE_BYTE]
  return byte === undefined ? undefined : (byte & 0b11) + 1
}

/**
 * Whether a picture's NAL units (each after its length) hold slices, none of them a reference,
 * and no parameter sets, which later pictures would be decoded with.
 */
function noneRefersTo(data: Uint8Array, lengthSize: number) {
  let slices = 0
  let at = 0
  while (at + lengthSize < data.length) {
    let length = 0
    for (let index = 0; index < lengthSize; index += 1)
      length = length * 256 + (data[at + index] ?? 0)
    const header = data[at + lengthSize] ?? 0
    const type = header & 0b1_1111
    if (PARAMETER_SETS.has(type)) return false
    if (type === SLICE || type === IDR_SLICE) {
      if ((header & 0b110_0000) !== 0) return false
      slices += 1
    }
    at += lengthSize + length
  }
  return slices > 0 && at === data.length
}

/**
 * For a stream decoded with `config`, whether the picture in a packet's `data` may be left
 * undecoded; always false for a codec or a framing not read here.
 */
export function unreferencedPictures(config: VideoDecoderConfig): (data: Uint8Array) => boolean {
  const lengthSize = nalLengthSize(config)
  return lengthSize === undefined ? () => false : (data) => noneRefersTo(data, lengthSize)
}
