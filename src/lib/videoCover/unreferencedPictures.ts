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

export const codecOf = (codec: string): NalCodec | undefined =>
  /^avc[13]\./.test(codec) ? 'avc' : /^(hev1|hvc1)\./.test(codec) ? 'hevc' : undefined

/** The decoder configuration's description (avcC, hvcC) as bytes; empty where there is none. */
export function descriptionBytes({ description }: VideoDecoderConfig) {
  if (!description) return new Uint8Array()
  return ArrayBuffer.isView(description)
    ? new Uint8Array(description.buffer, description.byteOffset, description.byteLength)
    : new Uint8Array(description)
}

/** The bytes of each NAL unit's length in this stream's packets; none if they are not known. */
export function nalLengthSize(config: VideoDecoderConfig, codec: NalCodec) {
  const byte = descriptionBytes(config)[LENGTH_SIZE_BYTE[codec]]
  return byte === undefined ? undefined : (byte & 0b11) + 1
}

/**
 * A picture's NAL units, each without its length; undefined where their lengths do not fill
 * its data exactly.
 */
export function nalUnits(data: Uint8Array, lengthSize: number) {
  const units: Uint8Array[] = []
  let at = 0
  while (at + lengthSize < data.length) {
    let length = 0
    for (let index = 0; index < lengthSize; index += 1)
      length = length * 256 + (data[at + index] ?? 0)
    units.push(data.subarray(at + lengthSize, at + lengthSize + length))
    at += lengthSize + length
  }
  return at === data.length ? units : undefined
}

/** Whether H.264 NAL units include parameter sets, which later pictures are decoded with. */
export const bringsParameterSets = (units: readonly Uint8Array[]) =>
  units.some((unit) => PARAMETER_SETS.has((unit[0] ?? 0) & 0b1_1111))

/** Whether H.264 NAL units hold slices, none of them a reference, and no parameter sets. */
function noneRefersTo(units: readonly Uint8Array[] | undefined) {
  const slices = units?.filter((unit) => [SLICE, IDR_SLICE].includes((unit[0] ?? 0) & 0b1_1111))
  return (
    units !== undefined &&
    slices !== undefined &&
    slices.length > 0 &&
    !bringsParameterSets(units) &&
    slices.every((unit) => ((unit[0] ?? 0) & 0b110_0000) === 0)
  )
}

/** Whether an HEVC picture's NAL units hold a RASL slice. */
const holdsSkippedLeading = (data: Uint8Array, lengthSize: number) =>
  (nalUnits(data, lengthSize) ?? []).some((unit) =>
    SKIPPED_LEADING.has(((unit[0] ?? 0) >> 1) & 0b11_1111),
  )

/**
 * For a stream decoded with `config`, whether the picture in a packet's `data` may be left
 * undecoded as no other refers to it; always false for a codec or a framing not read here.
 */
export function unreferencedPictures(config: VideoDecoderConfig): (data: Uint8Array) => boolean {
  const lengthSize = codecOf(config.codec) === 'avc' ? nalLengthSize(config, 'avc') : undefined
  return lengthSize === undefined ? () => false : (data) => noneRefersTo(nalUnits(data, lengthSize))
}

/**
 * For a stream decoded with `config`, whether a packet's `data` holds a picture that skips
 * random access (HEVC's RASL); always false for another codec.
 */
export function skippedLeadingPictures(config: VideoDecoderConfig): (data: Uint8Array) => boolean {
  const lengthSize = codecOf(config.codec) === 'hevc' ? nalLengthSize(config, 'hevc') : undefined
  return lengthSize === undefined ? () => false : (data) => holdsSkippedLeading(data, lengthSize)
}
