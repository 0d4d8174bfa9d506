import { createWindowReader, readBytes } from '@/lib/media/core/blobBytes'
import { concatBytes, readUint16BE, startsWithAscii, type ByteRange } from '@/lib/media/core/bytes'
import { LAST_FLAC_BLOCK } from '@/lib/media/flac'
import { writtenOpusHead } from './identification'
import { opusPaddingFinder, type PaddingRange } from './opusPadding'
import { PAGE_FLAGS, readOggPages, type OggPage } from './pages'
import type { ByteSource } from '@/lib/media/core/vorbisComments'

export type OggCodec = 'opus' | 'vorbis' | 'flac'

/** A packet as the file holds it: one piece in each page it spans, between the pages' headers. */
export interface OggPacket {
  pieces: ByteRange[]
  length: number
}

/** The first logical stream of an Ogg file: its header packets, the pages holding them, the rest. */
export interface OggLayout {
  codec: OggCodec
  headers: OggPacket[]
  headerPages: OggPage[]
  /** The pages after the header pages. */
  audioPages: OggPage[]
  /** Non-zero bytes between or after the pages. */
  otherData: boolean
  /** Opus padding that holds anything but zeros, where the walk was asked to find it. */
  opusPadding: PaddingRange[]
}

const IDENTIFICATION: readonly [OggCodec, string][] = [
  ['opus', 'OpusHead'],
  ['vorbis', '\x01vorbis'],
  ['flac', '\x7fFLAC'],
]
/** Opus has its identification and comment headers, Vorbis a setup header too. */
const HEADER_COUNTS = { opus: 2, vorbis: 3 }
/** In FLAC-in-Ogg's first packet, after 0x7F 'FLAC' and the mapping's version: how many header packets follow. */
const FLAC_HEADER_COUNT_AT = 7

const DAMAGED = "The Ogg stream's header packets are damaged"
const OTHER_STREAM =
  'The Ogg file holds more than one stream (chained, or beside the sound), which cannot be cleaned'
const AFTER_HEADERS_ON_THEIR_PAGE =
  'The Ogg file puts more data on the page that ends its stream headers, where encoders put none, so it cannot be cleaned'
const AFTER_STREAM_END =
  'The Ogg file has pages of its stream after the page that ends it, so it cannot be cleaned'

/** A packet's bytes from `start` to `end`, read from the pieces that hold them. */
export const packetSource =
  (file: Blob, packet: OggPacket): ByteSource =>
  async (start, end) => {
    const parts: Uint8Array[] = []
    let offset = 0
    for (const piece of packet.pieces) {
      const from = Math.max(start, offset)
      const to = Math.min(end, offset + piece.end - piece.start)
      if (from < to)
        parts.push(await readBytes(file, piece.start + from - offset, piece.start + to - offset))
      offset += piece.end - piece.start
    }
    return concatBytes(parts)
  }

async function codecOf(file: Blob, packet: OggPacket): Promise<OggCodec> {
  const start = await packetSource(file, packet)(0, 8)
  const codec = IDENTIFICATION.find(([, magic]) => startsWithAscii(start, 0, magic))?.[0]
  if (!codec)
    throw new Error(
      'The Ogg file holds neither Opus, Vorbis nor FLAC sound, which cannot be cleaned',
    )
  return codec
}

/**
 * Whether `packets` are all the header packets: FLAC's first packet says how many follow (0 for
 * "not said"), and the last metadata block carries the last-block flag.
 */
async function headersComplete(file: Blob, codec: OggCodec, packets: readonly OggPacket[]) {
  const first = packets[0]
  const last = packets.at(-1)
  if (codec !== 'flac') return packets.length === HEADER_COUNTS[codec]
  if (!first || !last || packets.length === 1) return false
  const count = readUint16BE(
    await packetSource(file, first)(0, FLAC_HEADER_COUNT_AT + 2),
    FLAC_HEADER_COUNT_AT,
  )
  const [blockStart = 0] = await packetSource(file, last)(0, 1)
  return packets.length === count + 1 || (blockStart & LAST_FLAC_BLOCK) !== 0
}

/** Builds the header packets page by page, as the stream's pages come. */
function headerCollector(file: Blob) {
  const packets: OggPacket[] = []
  let open: OggPacket | undefined
  let codec: OggCodec | undefined
  let complete = false
  return {
    get result() {
      return complete && codec ? { codec, packets } : undefined
    },
    async add(page: OggPage) {
      if (Boolean(page.flags & PAGE_FLAGS.continued) !== Boolean(open)) throw new Error(DAMAGED)
      let position = page.bodyStart
      for (const value of page.lacing) {
        open ??= { pieces: [], length: 0 }
        const piece = open.pieces.at(-1)
        if (piece?.end === position) piece.end += value
        else open.pieces.push({ start: position, end: position + value })
        open.length += value
        position += value
        if (value === 255) continue
        packets.push(open)
        open = undefined
        codec ??= await codecOf(file, packets[0] as OggPacket)
        complete = await headersComplete(file, codec, packets)
        // The Opus, Vorbis and FLAC mappings start the sound on a fresh page, and libopus,
        // libvorbis, libFLAC and FFmpeg all flush the page after the last header: anything
        // after it on that page is no sound of theirs, and is refused rather than copied.
        if (complete && position < page.end) throw new Error(AFTER_HEADERS_ON_THEIR_PAGE)
        if (complete) return
      }
    },
  }
}

/** How many Opus streams each packet holds, by the identification header. */
async function opusStreams(file: Blob, packets: readonly OggPacket[]) {
  const first = packets[0] as OggPacket
  return writtenOpusHead(await packetSource(file, first)(0, first.length)).streams
}

/**
 * Walks an Ogg file's pages: the first stream's header packets are put together, the pages after
 * them only noted, or with `findOpusPadding` read through the same window for Opus padding. A
 * second stream, chained or multiplexed, is refused.
 */
export async function readOggLayout(
  file: Blob,
  { headersOnly = false, findOpusPadding = false } = {},
): Promise<OggLayout> {
  const reader = createWindowReader(file)
  const collector = headerCollector(file)
  let padding: ReturnType<typeof opusPaddingFinder> | undefined
  const headerPages: OggPage[] = []
  const audioPages: OggPage[] = []
  let otherData = false
  let first: OggPage | undefined
  let ended = false
  for await (const item of readOggPages(file, reader)) {
    if (!('serial' in item)) {
      otherData ||= item.hasData
      continue
    }
    const startsStream = Boolean(item.flags & PAGE_FLAGS.firstOfStream)
    if (!first && !startsStream)
      throw new Error('The Ogg file does not begin with the start of a stream')
    first ??= item
    const sameStream = item.serial === first.serial && !(startsStream && item !== first)
    if (!sameStream) throw new Error(OTHER_STREAM)
    if (ended) throw new Error(AFTER_STREAM_END)
    ended = Boolean(item.flags & PAGE_FLAGS.lastOfStream)
    const headers = collector.result
    if (headers) {
      if (headersOnly) break
      audioPages.push(item)
      if (!findOpusPadding || headers.codec !== 'opus') continue
      padding ??= opusPaddingFinder(await opusStreams(file, headers.packets))
      const { bytes, offset } = await reader.view(item.bodyStart, item.end - item.bodyStart)
      padding.add(item, bytes, offset)
    } else {
      headerPages.push(item)
      await collector.add(item)
    }
  }
  const headers = collector.result
  if (!headers) throw new Error('The Ogg file ends before its stream headers do')
  if (audioPages.length === 0 && !headersOnly)
    throw new Error('The Ogg file holds no sound after its headers, so there is nothing to send')
  return {
    codec: headers.codec,
    headers: headers.packets,
    headerPages,
    audioPages,
    otherData,
    opusPadding: padding?.ranges ?? [],
  }
}
