import { readBytes } from '@/lib/media/core/blobBytes'
import { asciiBytes, type ByteRange } from '@/lib/media/core/bytes'
import type { Cleaning } from '@/lib/media/core/cleaning'
import {
  FLAC_BLOCK,
  FLAC_BLOCK_HEADER_SIZE,
  LAST_FLAC_BLOCK,
  describeFlacBlock,
  flacBlockHeader,
  keepsFlacBlock,
} from '@/lib/media/flac'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import { packetSource, readOggLayout, type OggLayout, type OggPacket } from './headers'
import { withPageCrc, type OggPage } from './pages'
import { joinDetails } from '@/lib/media/core/writtenValues'
import { isZeroIn, readVorbisComments, type ByteSource } from '@/lib/media/core/vorbisComments'

/** Where the comment list starts in Opus's and Vorbis's comment packet: after its own name. */
const COMMENT_HEADERS = {
  opus: { magic: 'OpusTags', index: 1 },
  vorbis: { magic: '\x03vorbis', index: 1 },
}
/** An empty comment list: no vendor string, no comments. */
const EMPTY_LIST_SIZE = 8
/** Vorbis ends its comment packet with one set bit, the framing bit, in a byte of its own. */
const VORBIS_FRAMING = 0x01

const from =
  (source: ByteSource, offset: number): ByteSource =>
  (start, end) =>
    source(offset + start, offset + end)

async function checkedCommentHeader(file: Blob, layout: OggLayout, codec: 'opus' | 'vorbis') {
  const { magic, index } = COMMENT_HEADERS[codec]
  const packet = layout.headers[index] as OggPacket
  const source = packetSource(file, packet)
  const start = new TextDecoder('latin1').decode(await source(0, magic.length))
  const framing = codec === 'vorbis' ? 1 : 0
  if (start !== magic || packet.length < magic.length + EMPTY_LIST_SIZE + framing) {
    throw new Error(`The ${codec === 'opus' ? 'Opus' : 'Vorbis'} stream has no comment header`)
  }
  return { packet, source, listStart: magic.length }
}

/**
 * What an Opus or Vorbis comment header reveals; bytes after the list (Opus's binary data, or
 * anything after Vorbis's framing bit) are other data unless they are zero.
 */
async function describeCommentHeader(
  file: Blob,
  layout: OggLayout,
  codec: 'opus' | 'vorbis',
): Promise<HiddenDetails> {
  const { packet, source, listStart } = await checkedCommentHeader(file, layout, codec)
  const { details, end } = await readVorbisComments(source, listStart, packet.length)
  const restStart = codec === 'vorbis' ? end + 1 : end
  const restIsZero = await isZeroIn(source, restStart, packet.length)
  return restIsZero ? details : { ...details, other: true }
}

/** FLAC-in-Ogg's metadata blocks, one a packet after the first, with their types. */
async function flacBlocks(file: Blob, layout: OggLayout) {
  return Promise.all(
    layout.headers.slice(1).map(async (packet) => {
      const source = packetSource(file, packet)
      const [blockStart = 0] = await source(0, 1)
      return { packet, source, blockStart }
    }),
  )
}

async function describeFlacBlocks(file: Blob, layout: OggLayout) {
  const blocks = await flacBlocks(file, layout)
  return Promise.all(
    blocks
      .map(({ packet, source, blockStart }) => ({
        packet,
        source,
        type: blockStart & ~LAST_FLAC_BLOCK,
      }))
      .filter(({ type }) => !keepsFlacBlock(type))
      .map(({ packet, source, type }) =>
        describeFlacBlock(
          type,
          from(source, FLAC_BLOCK_HEADER_SIZE),
          packet.length - FLAC_BLOCK_HEADER_SIZE,
        ),
      ),
  )
}

async function describeOggLayout(file: Blob, layout: OggLayout): Promise<HiddenDetails> {
  const found =
    layout.codec === 'flac'
      ? await describeFlacBlocks(file, layout)
      : [await describeCommentHeader(file, layout, layout.codec)]
  return joinDetails([...found, layout.otherData ? { other: true } : {}])
}

/** What an Ogg Opus, Vorbis or FLAC file reveals, as raw values: its comments and pictures. */
export async function readOggHiddenDetails(file: Blob) {
  return describeOggLayout(file, await readOggLayout(file))
}

/** A packet's new bytes, the same length as before. */
interface Replacement {
  packet: OggPacket
  bytes: Uint8Array
}

/** The comment header with no vendor and no comments, padded with zeros to its length. */
async function emptiedCommentHeader(file: Blob, layout: OggLayout, codec: 'opus' | 'vorbis') {
  const { packet, listStart } = await checkedCommentHeader(file, layout, codec)
  const bytes = new Uint8Array(packet.length)
  bytes.set(asciiBytes(COMMENT_HEADERS[codec].magic))
  if (codec === 'vorbis') bytes[listStart + EMPTY_LIST_SIZE] = VORBIS_FRAMING
  return [{ packet, bytes }]
}

/** Each metadata block not on the allow-list becomes zeroed PADDING of the same length. */
async function paddedFlacBlocks(file: Blob, layout: OggLayout): Promise<Replacement[]> {
  const blocks = await flacBlocks(file, layout)
  return blocks
    .filter(({ blockStart }) => !keepsFlacBlock(blockStart & ~LAST_FLAC_BLOCK))
    .map(({ packet, blockStart }) => {
      const bytes = new Uint8Array(packet.length)
      const length = packet.length - FLAC_BLOCK_HEADER_SIZE
      bytes.set(flacBlockHeader(FLAC_BLOCK.padding, length, (blockStart & LAST_FLAC_BLOCK) !== 0))
      return { packet, bytes }
    })
}

/** The header pages with the replaced packets' bytes written into them and their CRCs made anew. */
async function rewrittenPages(
  file: Blob,
  pages: readonly OggPage[],
  replacements: readonly Replacement[],
) {
  const rewritten = new Map<OggPage, Uint8Array>()
  for (const { packet, bytes } of replacements) {
    let offset = 0
    for (const piece of packet.pieces) {
      const page = pages.find(
        (candidate) => candidate.bodyStart <= piece.start && piece.end <= candidate.end,
      )
      if (!page) throw new Error('The Ogg header packets do not lie within their pages')
      const pageBytes = rewritten.get(page) ?? (await readBytes(file, page.start, page.end))
      pageBytes.set(
        bytes.subarray(offset, offset + piece.end - piece.start),
        piece.start - page.start,
      )
      rewritten.set(page, pageBytes)
      offset += piece.end - piece.start
    }
  }
  return new Map([...rewritten].map(([page, bytes]) => [page, withPageCrc(bytes)]))
}

/**
 * The Ogg file with its comment header emptied (Opus, Vorbis) or its metadata blocks turned to
 * padding (FLAC), each packet keeping its length, so that every page keeps its size and
 * sequence number and only the changed pages get a new CRC. The pages after the headers are
 * copied as they are; bytes between or after the pages go.
 */
export async function cleanOgg(file: Blob, mime: string): Promise<Cleaning> {
  const layout = await readOggLayout(file)
  const replacements =
    layout.codec === 'flac'
      ? await paddedFlacBlocks(file, layout)
      : await emptiedCommentHeader(file, layout, layout.codec)
  const rewritten = await rewrittenPages(file, layout.headerPages, replacements)
  const slice = ({ start, end }: ByteRange) => file.slice(start, end)
  const blob = new Blob(
    [
      ...layout.headerPages.map((page) => rewritten.get(page) ?? slice(page)),
      ...layout.audio.map(slice),
    ],
    { type: mime },
  )
  // The pages after the headers are the original's, walked above and copied as they were: the
  // second reading reads the cleaned copy's headers.
  return {
    blob,
    before: await describeOggLayout(file, layout),
    after: await describeOggLayout(blob, await readOggLayout(blob, { headersOnly: true })),
  }
}
