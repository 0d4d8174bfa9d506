/**
 * Pictures Suggest faces leaves undecoded. Pictures no other picture is predicted from: in an
 * H.264 stream, those whose slices all have a `nal_ref_idc` of 0 (ITU-T H.264 §7.4.1). An
 * encoder with B-frames makes many (x264's defaults: nearly half of a clip's pictures); a
 * phone's encoder often none. And HEVC's leading pictures that skip random access (RASL,
 * ITU-T H.265 §7.4.2.2) right after the picture decoding starts at: their references come
 * before it, so no decoder can make them, and mediabunny drops them as it makes the covered file.
 * Other codecs are decoded whole.
 */

/** Where avcC and hvcC hold the size of each NAL unit's length, less one, in its low two bits. */
const LENGTH_SIZE_BYTE = { avc: 4, hevc: 21 } as const
const SLICE = 1
const IDR_SLICE = 5
/** SPS, PPS, SPS extension, subset SPS: a picture that brings them is decoded, whatever it is. */
const PARAMETER_SETS = new Set([7, 8, 13, 15])
/** HEVC's RASL_N and RASL_R. */
const SKIPPED_LEADING = new Set([8, 9])

type NalCodec = keyof typeof LENGTH_SIZE_BYTE

const codecOf = (codec: string): NalCodec | undefined =>
  /^avc[13]\./.test(codec) ? 'avc' : /^(hev1|hvc1)\./.test(codec) ? 'hevc' : undefined

/** The bytes of each NAL unit's length in this stream's packets; none if they are not known. */
function nalLengthSize({ description }: VideoDecoderConfig, codec: NalCodec) {
  if (!description) return undefined
  const bytes = ArrayBuffer.isView(description)
    ? new Uint8Array(description.buffer, description.byteOffset, description.byteLength)
    : new Uint8Array(description)
  const byte = bytes[LENGTH_SIZE_BYTE[codec]]
  return byte === undefined ? undefined : (byte & 0b11) + 1
}

/**
 * The first byte of each NAL unit of a picture (each after its length), and whether the units
 * fill its data exactly.
 */
function nalHeaders(data: Uint8Array, lengthSize: number) {
  const headers: number[] = []
  let at = 0
  while (at + lengthSize < data.length) {
    let length = 0
    for (let index = 0; index < lengthSize; index += 1)
      length = length * 256 + (data[at + index] ?? 0)
    headers.push(data[at + lengthSize] ?? 0)
    at += lengthSize + length
  }
  return { headers, whole: at === data.length }
}

/**
 * Whether a picture's NAL units hold slices, none of them a reference, and no parameter sets,
 * which later pictures would be decoded with.
 */
function noneRefersTo(data: Uint8Array, lengthSize: number) {
  const { headers, whole } = nalHeaders(data, lengthSize)
  const types = headers.map((header) => header & 0b1_1111)
  const slices = headers.filter((_, index) => [SLICE, IDR_SLICE].includes(types[index] ?? 0))
  return (
    whole &&
    slices.length > 0 &&
    !types.some((type) => PARAMETER_SETS.has(type)) &&
    slices.every((header) => (header & 0b110_0000) === 0)
  )
}

/** Whether an HEVC picture's NAL units hold a RASL slice. */
const holdsSkippedLeading = (data: Uint8Array, lengthSize: number) =>
  nalHeaders(data, lengthSize).headers.some((header) =>
    SKIPPED_LEADING.has((header >> 1) & 0b11_1111),
  )

/**
 * For a stream decoded with `config`, whether the picture in a packet's `data` may be left
 * undecoded as no other refers to it; always false for a codec or a framing not read here.
 */
export function unreferencedPictures(config: VideoDecoderConfig): (data: Uint8Array) => boolean {
  const lengthSize = codecOf(config.codec) === 'avc' ? nalLengthSize(config, 'avc') : undefined
  return lengthSize === undefined ? () => false : (data) => noneRefersTo(data, lengthSize)
}

/**
 * For a stream decoded with `config`, whether a packet's `data` holds a picture that skips
 * random access (HEVC's RASL); always false for another codec.
 */
export function skippedLeadingPictures(config: VideoDecoderConfig): (data: Uint8Array) => boolean {
  const lengthSize = codecOf(config.codec) === 'hevc' ? nalLengthSize(config, 'hevc') : undefined
  return lengthSize === undefined ? () => false : (data) => holdsSkippedLeading(data, lengthSize)
}
