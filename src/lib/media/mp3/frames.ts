/**
 * MPEG audio frame headers (ISO/IEC 11172-3 §2.4.2.3, 13818-3): an MP3 is frames back to
 * back, and a frame's length follows from its header alone.
 */

const BITRATES_KBPS = {
  v1: [
    [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  v2: [
    [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
}
const SAMPLE_RATES = {
  v1: [44100, 48000, 32000],
  v2: [22050, 24000, 16000],
  v25: [11025, 12000, 8000],
}

/** Samples a frame holds, by layer: I, II, III. */
const SAMPLES_PER_FRAME = [384, 1152, 1152]

export const FRAME_HEADER_SIZE = 4

/**
 * A frame's length in bytes, how long it plays, and the fields every frame of one stream shares.
 */
export interface FrameHeader {
  length: number
  ms: number
  /** Version, layer and sample rate: a frame whose signature differs is not the same stream's. */
  signature: number
}

/**
 * The frame header at `at`, or undefined where the bytes cannot be one: no sync, a reserved
 * version, layer, bitrate or sample rate, or free-format bitrate, which no phone writes. The
 * emphasis is not checked: decoders ignore it (ffmpeg and mpg123 play a frame whose emphasis
 * holds the reserved value as they play its neighbours).
 */
export function readFrameHeader(bytes: Uint8Array, at: number): FrameHeader | undefined {
  const [b0, b1 = 0, b2 = 0] = bytes.subarray(at, at + FRAME_HEADER_SIZE)
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined
  const versionBits = (b1 >> 3) & 0x03
  const layerBits = (b1 >> 1) & 0x03
  const bitrateIndex = b2 >> 4
  const sampleRateIndex = (b2 >> 2) & 0x03
  if (versionBits === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15) {
    return undefined
  }
  const version = versionBits === 3 ? 'v1' : versionBits === 2 ? 'v2' : 'v25'
  const layer = 3 - layerBits // 0: Layer I, 1: Layer II, 2: Layer III
  const sampleRate = SAMPLE_RATES[version][sampleRateIndex]
  const kbps = BITRATES_KBPS[version === 'v1' ? 'v1' : 'v2'][layer]?.[bitrateIndex - 1]
  if (!sampleRate || !kbps) return undefined
  const padding = (b2 >> 1) & 0x01
  const bitrate = kbps * 1000
  // A Layer III frame of MPEG-2 or 2.5 holds half as many samples, so half as many bytes.
  const halved = layer === 2 && version !== 'v1' ? 2 : 1
  const length =
    layer === 0
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor((144 * bitrate) / halved / sampleRate) + padding
  const samples = (SAMPLES_PER_FRAME[layer] ?? 0) / halved
  return {
    length,
    ms: (samples * 1000) / sampleRate,
    signature: ((b1 & 0xfe) << 8) | (b2 & 0x0c),
  }
}
