import { UNKNOWN_STRUCTURE } from './allowList'
import { writtenAudioSpecificConfig } from '@/lib/media/core/audioSpecificConfig'
import { withoutUserData } from '@/lib/media/core/mpegVideoUserData'
import type { IsoBox } from './boxes'
import { writtenFromFields } from './boxRewrite'

/**
 * MPEG-4 descriptors (ISO/IEC 14496-1 §7.2.6) as `esds` and `iods` hold them after a full
 * box's version and flags: a tag, a size of up to four bytes of seven bits, the content. Each
 * is written anew from the fields a player reads; a URL (any text), and descriptors players
 * do not read (language, IPMP, registration, extensions...), go.
 */
interface Descriptor {
  tag: number
  sizeBytes: number
  start: number
  end: number
}

const TAG = {
  elementaryStream: 0x03,
  decoderConfig: 0x04,
  decoderSpecificInfo: 0x05,
  syncLayerConfig: 0x06,
  elementaryStreamIdIncluded: 0x0e,
  initialObjectDescriptor: 0x10,
}
const MOST_SIZE_BYTES = 4
const FULL_BOX_HEADER = [0, 0, 0, 0]
/** ISO/IEC 14496-14: in an MP4 file, the sync layer is always the one predefined for it. */
const SYNC_LAYER_FOR_MP4 = 2
const DECODER_CONFIG_FIELDS = 13
const STREAM_TYPE_RESERVED_BIT = 0x01
const ES_FLAG = { dependsOn: 0x80, url: 0x40, clockReference: 0x20, priority: 0x1f }
const OD_URL_FLAG = 0x20
const OD_RESERVED_BITS = 0x0f
const PROFILE_LEVELS = 5
/** MPEG-4 audio, and MPEG-2 AAC's three profiles (ISO/IEC 14496-1 objectTypeIndication). */
export const AAC_OBJECT_TYPES = new Set([0x40, 0x66, 0x67, 0x68])
/**
 * MPEG video, whose headers and frames may hold user data: MPEG-4 Visual, MPEG-2 video's six
 * profiles and MPEG-1 video. Its decoder-specific info is its stream's first headers: MPEG-4
 * Visual's visual object sequence and object layer, MPEG-1 and MPEG-2's sequence header and
 * extensions.
 */
export const MPEG_VIDEO = new Set([0x20, 0x60, 0x61, 0x62, 0x63, 0x64, 0x65, 0x6a])
const SETTINGS_NOT_READ =
  'The file’s codec settings (esds) are of a kind TipWire cannot read, so it cannot be fully checked'
const AAC_LAYOUT_NOT_READ =
  'The sound’s AAC settings (esds) are of a kind TipWire cannot read, so it cannot be fully checked'

function readDescriptor(bytes: Uint8Array, at: number, end: number): Descriptor {
  let size = 0
  let sizeBytes = 0
  let more = true
  while (more) {
    if (sizeBytes === MOST_SIZE_BYTES || at + 1 + sizeBytes >= end) {
      throw new Error(UNKNOWN_STRUCTURE)
    }
    const byte = bytes[at + 1 + sizeBytes] ?? 0
    size = size * 128 + (byte & 0x7f)
    more = (byte & 0x80) !== 0
    sizeBytes += 1
  }
  const start = at + 1 + sizeBytes
  if (start + size > end) throw new Error(UNKNOWN_STRUCTURE)
  return { tag: bytes[at] ?? 0, sizeBytes, start, end: start + size }
}

function readDescriptors(bytes: Uint8Array, at: number, end: number) {
  const descriptors: Descriptor[] = []
  for (let position = at; position < end;) {
    const descriptor = readDescriptor(bytes, position, end)
    descriptors.push(descriptor)
    position = descriptor.end
  }
  return descriptors
}

/** A descriptor written with its size in as many bytes as the original used, when it fits. */
function written(tag: number, content: readonly number[], like?: Descriptor) {
  let sizeBytes = Math.max(1, like?.sizeBytes ?? 1)
  while (content.length >= 2 ** (7 * sizeBytes)) sizeBytes += 1
  const size = Array.from({ length: sizeBytes }, (_, index) => {
    const bits = (content.length >> (7 * (sizeBytes - 1 - index))) & 0x7f
    return index < sizeBytes - 1 ? 0x80 | bits : bits
  })
  return [tag, ...size, ...content]
}

const childOf = (bytes: Uint8Array, parent: Descriptor, from: number, tag: number) =>
  readDescriptors(bytes, from, parent.end).find((child) => child.tag === tag)

/** DecoderConfigDescriptor: its 13 bytes of fields and its decoder-specific info. */
function writtenDecoderConfig(bytes: Uint8Array, config: Descriptor) {
  const fieldsEnd = config.start + DECODER_CONFIG_FIELDS
  if (fieldsEnd > config.end) throw new Error(UNKNOWN_STRUCTURE)
  const fields = [...bytes.subarray(config.start, fieldsEnd)]
  fields[1] = (fields[1] ?? 0) | STREAM_TYPE_RESERVED_BIT
  const info = childOf(bytes, config, fieldsEnd, TAG.decoderSpecificInfo)
  const infoBytes = info
    ? written(TAG.decoderSpecificInfo, [...writtenInfo(bytes, config, info)], info)
    : []
  return written(TAG.decoderConfig, [...fields, ...infoBytes], config)
}

/**
 * The decoder-specific info: AAC's AudioSpecificConfig cut to its fields, its program config
 * comment zeroed; MPEG video's headers without their user data. Any other codec's is refused,
 * as is a layout of AAC's not read: what they hold cannot be told (Vorbis's, for one, is its
 * three headers, a comment header with them). An empty one stays empty.
 */
function writtenInfo(bytes: Uint8Array, config: Descriptor, info: Descriptor) {
  const recorded = bytes.subarray(info.start, info.end)
  const objectType = bytes[config.start] ?? 0
  if (MPEG_VIDEO.has(objectType)) return withoutUserData(recorded)
  if (AAC_OBJECT_TYPES.has(objectType)) {
    const written = writtenAudioSpecificConfig(recorded)
    if (!written) throw new Error(AAC_LAYOUT_NOT_READ)
    return written
  }
  if (recorded.length === 0) return recorded
  throw new Error(SETTINGS_NOT_READ)
}

/** Where an ES descriptor's children start, past its id, flags and optional fields. */
function elementaryStreamChildren(bytes: Uint8Array, stream: Descriptor) {
  const flags = bytes[stream.start + 2] ?? 0
  let at = stream.start + 3
  if (flags & ES_FLAG.dependsOn) at += 2
  if (flags & ES_FLAG.url) at += 1 + (bytes[at] ?? 0)
  if (flags & ES_FLAG.clockReference) at += 2
  if (at > stream.end) throw new Error(UNKNOWN_STRUCTURE)
  return at
}

/** esds: one ES descriptor, with its id, its priority, its decoder configuration and sync layer. */
function writtenElementaryStream(bytes: Uint8Array, box: IsoBox) {
  const stream = readDescriptor(bytes, box.payloadStart + 4, box.end)
  if (stream.tag !== TAG.elementaryStream) throw new Error(UNKNOWN_STRUCTURE)
  const children = elementaryStreamChildren(bytes, stream)
  const config = childOf(bytes, stream, children, TAG.decoderConfig)
  const syncLayer = childOf(bytes, stream, children, TAG.syncLayerConfig)
  if (!config) throw new Error(UNKNOWN_STRUCTURE)
  const content = [
    bytes[stream.start] ?? 0,
    bytes[stream.start + 1] ?? 0,
    (bytes[stream.start + 2] ?? 0) & ES_FLAG.priority,
    ...writtenDecoderConfig(bytes, config),
    ...written(TAG.syncLayerConfig, [SYNC_LAYER_FOR_MP4], syncLayer),
  ]
  return Uint8Array.from([...FULL_BOX_HEADER, ...written(TAG.elementaryStream, content, stream)])
}

/**
 * iods: the initial object descriptor's id, its five profile levels and the tracks it
 * includes; one that points at a URL instead describes nothing in the file, and goes.
 */
function writtenObjectDescriptor(bytes: Uint8Array, box: IsoBox) {
  const descriptor = readDescriptor(bytes, box.payloadStart + 4, box.end)
  const { tag, start, end } = descriptor
  if (tag !== TAG.initialObjectDescriptor) return undefined
  const flags = bytes[start + 1] ?? 0
  const childrenAt = start + 2 + PROFILE_LEVELS
  if (flags & OD_URL_FLAG || childrenAt > end) return undefined
  const included = readDescriptors(bytes, childrenAt, end)
    .filter((child) => child.tag === TAG.elementaryStreamIdIncluded)
    .flatMap((child) => {
      const trackId = [...bytes.subarray(child.start, Math.min(child.end, child.start + 4))]
      return written(TAG.elementaryStreamIdIncluded, trackId, child)
    })
  const content = [
    bytes[start] ?? 0,
    flags | OD_RESERVED_BITS,
    ...bytes.subarray(start + 2, childrenAt),
    ...included,
  ]
  return Uint8Array.from([...FULL_BOX_HEADER, ...written(tag, content, descriptor)])
}

export const ES_DESCRIPTOR_REWRITES = {
  esds: writtenFromFields(writtenElementaryStream),
  iods: writtenFromFields(writtenObjectDescriptor),
}

/**
 * What an esds's decoder configuration names: its object type (0x40: MPEG-4 audio) and its
 * decoder-specific info (an AudioSpecificConfig), if it names them.
 */
export function decoderConfigOf(bytes: Uint8Array, esds: IsoBox) {
  try {
    const stream = readDescriptor(bytes, esds.payloadStart + 4, esds.end)
    const config = childOf(
      bytes,
      stream,
      elementaryStreamChildren(bytes, stream),
      TAG.decoderConfig,
    )
    if (!config) return undefined
    const fieldsEnd = config.start + DECODER_CONFIG_FIELDS
    const info = childOf(bytes, config, fieldsEnd, TAG.decoderSpecificInfo)
    return {
      objectType: bytes[config.start] ?? 0,
      info: info && bytes.subarray(info.start, info.end),
    }
  } catch {
    return undefined
  }
}
