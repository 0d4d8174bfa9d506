import { readBytes } from '@/lib/media/core/blobBytes'
import type { ByteRange } from '@/lib/media/core/bytes'
import { encoderNameIn } from '@/lib/media/core/streamEncoder'
import { readChildBoxes, type IsoBox } from './boxes'
import { blankPayloads, isBlank, userDataPayloads, type NalFormat } from './seiUserData'
import { findBox } from './tracks'

/** A picture track's first run of samples, and how its NAL units are framed. */
export interface PictureStream {
  firstSamples: ByteRange
  format: NalFormat
}

/** A visual sample entry's fields before its boxes (ISO/IEC 14496-12 §12.1.3). */
const VISUAL_FIELDS = 78
const CODECS: Record<string, { codec: NalFormat['codec']; config: string; lengthAt: number }> = {
  avc1: { codec: 'avc', config: 'avcC', lengthAt: 4 },
  avc3: { codec: 'avc', config: 'avcC', lengthAt: 4 },
  hvc1: { codec: 'hevc', config: 'hvcC', lengthAt: 21 },
  hev1: { codec: 'hevc', config: 'hvcC', lengthAt: 21 },
}

/** How an AVC or HEVC track frames its NAL units (the low bits of avcC's or hvcC's length field). */
export function nalFormatOf(bytes: Uint8Array, trak: IsoBox): NalFormat | undefined {
  const descriptions = findBox(bytes, trak, 'mdia', 'minf', 'stbl', 'stsd')
  const [entry] = descriptions
    ? readChildBoxes(bytes, descriptions.payloadStart + 8, descriptions.end, 'stop')
    : []
  const codec = entry && CODECS[entry.type]
  if (!codec) return undefined
  const config = readChildBoxes(bytes, entry.payloadStart + VISUAL_FIELDS, entry.end, 'stop').find(
    (box) => box.type === codec.config,
  )
  if (!config) return undefined
  return {
    codec: codec.codec,
    lengthSize: ((bytes[config.payloadStart + codec.lengthAt] ?? 0) & 3) + 1,
  }
}

/** How much of a track's first samples is read for its SEI messages, which come first. */
const FIRST_SAMPLE_BYTES = 64 * 1024

/** Bytes written over part of a file: the blanked copy of what lay from `start`. */
export interface Patch {
  start: number
  bytes: Uint8Array
}

/**
 * The user data of the SEI messages that open each picture stream, blanked (seiUserData.ts):
 * captions, makers' data, any text. An encoder's own, which names it and its settings (x264),
 * stays, as the rest of the stream does, and is reported as the encoder in the stream.
 */
export async function userDataPatches(file: Blob, streams: readonly PictureStream[]) {
  const patches: Patch[] = []
  for (const { firstSamples, format } of streams) {
    const { start } = firstSamples
    const end = Math.min(firstSamples.end, start + FIRST_SAMPLE_BYTES, file.size)
    const bytes = await readBytes(file, start, end)
    const payloads = userDataPayloads(bytes, format).filter(
      (payload) =>
        !isBlank(bytes, payload) && !encoderNameIn(bytes.subarray(payload.start, payload.end)),
    )
    if (payloads.length === 0) continue
    blankPayloads(bytes, payloads)
    patches.push(
      ...payloads.map((payload) => ({
        start: start + payload.start,
        bytes: bytes.slice(payload.start, payload.end),
      })),
    )
  }
  return patches
}
