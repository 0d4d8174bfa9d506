import { concatBytes, isZero } from '@/lib/media/core/bytes'
import {
  channelPairElement,
  couplingChannelElement,
  singleChannelElement,
  ChannelWalkError,
  type AacStream,
} from './aacChannels'
import { bitReader, programConfigComment, zeroBits, type BitReader } from './bitReader'

/**
 * The syntax elements of an AAC raw data block (ISO/IEC 14496-3 §4.4.2.1), as ADTS frames and
 * MP4 and Matroska samples carry them: each a 3-bit id then its fields, up to ID_END. A data
 * stream element (DSE) and a fill element (FIL) say how many bytes they hold, and decoders skip
 * them: FFmpeg's encoder writes its name in a fill element at the start of the first frame, and
 * any app can write text in either, anywhere in the block, or in a program config element's
 * comment. A channel element says nothing of its length: it is walked to its end through its
 * Huffman-coded data (aacChannels.ts), which takes the stream's object type and sampling
 * frequency.
 */
const ELEMENT = { sce: 0, cpe: 1, cce: 2, lfe: 3, dse: 4, pce: 5, fil: 6, end: 7 }

/**
 * Fill element payloads decoders read (table 4.121): unified and plain dynamic range control,
 * spatial and object audio, and SBR data. Every other type, fill, fill data, a data element or a
 * reserved one, is skipped whole.
 */
const EXTENSION = { fillData: 1 }
const DECODED_EXTENSIONS = new Set([4, 9, 10, 11, 12, 13, 14])
/** Fill data puts a zero nibble before its fill bytes. */
const FILL_NIBBLE_BITS = 4
/** A fill byte as the standard writes it: '10100101'. */
const FILL_BYTE = 0xa5

/**
 * Audio object types whose frames are raw_data_blocks (ISO/IEC 14496-3 Table 1.1): AAC Main,
 * LC, SSR and LTP, and SBR and PS around an AAC core.
 */
const RAW_DATA_BLOCK_OBJECT_TYPES = new Set([1, 2, 3, 4, 5, 29])

/** Whether an AAC stream of this audio object type is made of raw data blocks this walks. */
export const isRawDataBlockType = (audioObjectType: number) =>
  RAW_DATA_BLOCK_OBJECT_TYPES.has(audioObjectType)

/** The bits of a payload as bytes, whatever their alignment: to tell text from zeros and fill. */
function payloadBytes(bytes: Uint8Array, start: number, count: number) {
  const reader = bitReader(bytes)
  reader.seek(start)
  return Uint8Array.from({ length: Math.floor(count / 8) }, () => reader.read(8))
}

const holdsData = (payload: Uint8Array) =>
  !isZero(payload, 0, payload.length) && payload.some((byte) => byte !== FILL_BYTE)

/**
 * What a payload held, where anything but zeros and fill: its bits as bytes, then the whole
 * bytes of the file it covers, as a reader of the file sees them (FFmpeg aligns its name so).
 */
function heldFrom(bytes: Uint8Array, start: number, count: number) {
  const bits = payloadBytes(bytes, start, count)
  if (!holdsData(bits)) return undefined
  return concatBytes([bits, bytes.subarray(Math.ceil(start / 8), Math.floor((start + count) / 8))])
}

/** Bits of an element to zero: from `start`, `count` of them, described from `described`. */
export interface Payload {
  start: number
  count: number
  described: number
}

/** What an element's walk gives: its payload to zero, if any, its fields read past. */
type Walked = { payload?: Payload }

function dataStreamElement(reader: BitReader): Walked {
  reader.skip(4)
  const aligned = reader.read(1) === 1
  let count = reader.read(8)
  if (count === 255) count += reader.read(8)
  if (aligned) reader.alignToByte()
  const start = reader.position
  reader.skip(count * 8)
  return { payload: { start, count: count * 8, described: start } }
}

function fillElement(reader: BitReader): Walked {
  let count = reader.read(4)
  if (count === 15) count += reader.read(8) - 1
  if (count === 0) return {}
  const type = reader.read(4)
  const start = reader.position
  const rest = count * 8 - 4
  reader.skip(rest)
  if (DECODED_EXTENSIONS.has(type)) return {}
  const described = start + (type === EXTENSION.fillData ? FILL_NIBBLE_BITS : 0)
  return { payload: { start, count: rest, described } }
}

/** A program config element: its channel layout, then a comment, which alone is zeroed. */
function programConfigElement(reader: BitReader): Walked {
  const { start, bytes } = programConfigComment(reader)
  reader.skip(bytes * 8)
  return { payload: { start, count: bytes * 8, described: start } }
}

const ELEMENT_WALKS: Record<number, (reader: BitReader) => Walked> = {
  [ELEMENT.dse]: dataStreamElement,
  [ELEMENT.pce]: programConfigElement,
  [ELEMENT.fil]: fillElement,
}

const CHANNEL_WALKS: Record<number, (reader: BitReader, stream: AacStream) => void> = {
  [ELEMENT.sce]: singleChannelElement,
  [ELEMENT.cpe]: channelPairElement,
  [ELEMENT.cce]: couplingChannelElement,
  [ELEMENT.lfe]: singleChannelElement,
}

/**
 * The DSE and FIL payloads and PCE comments of the `blocks` raw data blocks from byte `from` of
 * `bytes` (an ADTS frame may hold up to four one after another). Past the first channel element
 * only where the stream's bands are known (`stream`) and the walk ends where the bytes do, the
 * last block's END followed by fewer than eight zero bits that align it: a walk that ends
 * anywhere else has misread, and only the payloads before the first channel element, which no
 * misreading precedes, are given.
 */
export function blockPayloads(bytes: Uint8Array, from = 0, stream?: AacStream, blocks = 1) {
  const payloads: Payload[] = []
  let leading: Payload[] | undefined
  const reader = bitReader(bytes, from)
  try {
    for (let ended = 0; reader.fits(3);) {
      const id = reader.read(3)
      if (id === ELEMENT.end) {
        if (++ended < blocks) {
          reader.alignToByte()
          continue
        }
        const aligning = reader.left() % 8
        return reader.left() === aligning && reader.read(aligning) === 0
          ? payloads
          : (leading ?? payloads)
      }
      const channel = CHANNEL_WALKS[id]
      if (channel) {
        leading ??= payloads.slice()
        if (!stream) return leading
        channel(reader, stream)
        continue
      }
      const walked = ELEMENT_WALKS[id]?.(reader)
      if (!walked || !reader.fits(0)) break
      if (walked.payload) payloads.push(walked.payload)
    }
  } catch (error) {
    if (!(error instanceof ChannelWalkError)) throw error
  }
  return leading ?? payloads
}

/** What `payload` holds, as bytes, where anything but zeros and fill bytes. */
export const heldIn = (bytes: Uint8Array, payload: Payload) =>
  heldFrom(bytes, payload.described, payload.count - (payload.described - payload.start))

/** Zeroes `payload` in place: a DSE of zero bytes, a FIL of plain fill, a PCE with no comment. */
export const blankPayload = (bytes: Uint8Array, payload: Payload) =>
  zeroBits(bytes, payload.start, payload.count)

/** The whole bytes a payload's bits cover, to search for text. */
export const coveredBytes = (bytes: Uint8Array, { start, count }: Payload) =>
  bytes.subarray(start >> 3, Math.ceil((start + count) / 8))

/** What the payloads of the raw data blocks from byte `from` hold, where anything (blockPayloads). */
export const heldPayloads = (bytes: Uint8Array, from: number, stream?: AacStream, blocks = 1) =>
  blockPayloads(bytes, from, stream, blocks).flatMap((payload) => heldIn(bytes, payload) ?? [])

/**
 * The frame with its DSE and FIL payloads and PCE comments zeroed in place (blockPayloads), so
 * that no length moves and it decodes the same; `payloads` are what they held, where anything
 * but zeros and fill bytes. `frame` is the whole ADTS frame, its raw data blocks after
 * `headerSize` bytes.
 */
export function blankedElements(
  frame: Uint8Array,
  headerSize: number,
  stream?: AacStream,
  blocks = 1,
) {
  const found = blockPayloads(frame, headerSize, stream, blocks)
  const payloads = found.flatMap((payload) => heldIn(frame, payload) ?? [])
  if (payloads.length === 0) return { bytes: undefined, payloads }
  const bytes = frame.slice()
  for (const payload of found) blankPayload(bytes, payload)
  return { bytes, payloads }
}
