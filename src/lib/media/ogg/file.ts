import { readBytes } from '@/lib/media/core/blobBytes'
import { asciiBytes } from '@/lib/media/core/bytes'
import type { Cleaning } from '@/lib/media/core/cleaning'
import {
  FLAC_BLOCK,
  FLAC_BLOCK_HEADER_SIZE,
  LAST_FLAC_BLOCK,
  SEEK_POINT_SIZE,
  describeFlacBlock,
  flacBlockHeader,
  keepsFlacBlock,
  placeholderSeekTable,
} from '@/lib/media/flac'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import { keepBytes, sentBlob, type SentPiece } from '@/lib/media/core/sentPieces'
import { packetSource, readOggLayout, type OggLayout, type OggPacket } from './headers'
import {
  writtenOggFlacHead,
  writtenOpusHead,
  writtenVorbisHead,
  type WrittenIdentification,
} from './identification'
import { withPageCrc, type OggPage } from './pages'
import { rewrittenPages, type Replacement } from './rewrite'
import { writtenVorbisSetup } from './vorbisSetup'
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

const packetBytes = (file: Blob, packet: OggPacket) => packetSource(file, packet)(0, packet.length)

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
  const tail =
    (await writtenIdentification(file, layout))?.tail ||
    (await writtenSetupHeader(file, layout))?.tail
  return joinDetails([...found, layout.otherData || tail ? { other: true } : {}])
}

/** What an Ogg Opus, Vorbis or FLAC file reveals, as raw values: its comments and pictures. */
export async function readOggHiddenDetails(file: Blob) {
  return describeOggLayout(file, await readOggLayout(file))
}

/** The comment header with no vendor and no comments, padded with zeros to its length. */
async function emptiedCommentHeader(file: Blob, layout: OggLayout, codec: 'opus' | 'vorbis') {
  const { packet, listStart } = await checkedCommentHeader(file, layout, codec)
  const bytes = new Uint8Array(packet.length)
  bytes.set(asciiBytes(COMMENT_HEADERS[codec].magic))
  if (codec === 'vorbis') bytes[listStart + EMPTY_LIST_SIZE] = VORBIS_FRAMING
  return [{ packet, bytes }]
}

/**
 * Each metadata block not on the allow-list becomes zeroed PADDING of the same length, and the
 * seek table placeholders: Ogg is sought by its pages' granule positions, not by byte offsets
 * into FLAC frames, so no point of it is needed.
 */
async function paddedFlacBlocks(file: Blob, layout: OggLayout): Promise<Replacement[]> {
  const blocks = await flacBlocks(file, layout)
  return blocks.flatMap(({ packet, blockStart }) => {
    const type = blockStart & ~LAST_FLAC_BLOCK
    const length = packet.length - FLAC_BLOCK_HEADER_SIZE
    const isLast = (blockStart & LAST_FLAC_BLOCK) !== 0
    const bytes = new Uint8Array(packet.length)
    if (type === FLAC_BLOCK.seekTable && length % SEEK_POINT_SIZE === 0) {
      bytes.set(flacBlockHeader(type, length, isLast))
      bytes.set(placeholderSeekTable(length / SEEK_POINT_SIZE), FLAC_BLOCK_HEADER_SIZE)
      return [{ packet, bytes }]
    }
    if (keepsFlacBlock(type) && type !== FLAC_BLOCK.seekTable) return []
    bytes.set(flacBlockHeader(FLAC_BLOCK.padding, length, isLast))
    return [{ packet, bytes }]
  })
}

const IDENTIFICATION_WRITERS = {
  opus: writtenOpusHead,
  vorbis: writtenVorbisHead,
  flac: writtenOggFlacHead,
}

/** The first header written from its fields, cut to the length its mapping defines. */
async function writtenIdentification(
  file: Blob,
  layout: OggLayout,
): Promise<WrittenIdentification | undefined> {
  const [first] = layout.headers
  if (!first) return undefined
  return IDENTIFICATION_WRITERS[layout.codec](await packetBytes(file, first))
}

/**
 * Vorbis's setup header (its codebooks and modes, which decoding needs) written to the end of
 * its fields (vorbisSetup.ts), and zeros after it to the packet's length, so its pages keep
 * their lengths; `tail` says whether anything but zeros followed its framing bit.
 */
async function writtenSetupHeader(file: Blob, layout: OggLayout) {
  const [identification, , setup] = layout.headers
  if (layout.codec !== 'vorbis' || !identification || !setup) return undefined
  const written = writtenVorbisSetup(
    await packetBytes(file, setup),
    await packetBytes(file, identification),
  )
  const bytes = new Uint8Array(setup.length)
  bytes.set(written.bytes)
  return { packet: setup, bytes, tail: written.tail }
}

/** The sound pages holding Opus padding, with the padding zeroed and their CRCs made anew. */
async function blankedPages(file: Blob, layout: OggLayout) {
  const blanked = new Map<OggPage, Uint8Array>()
  for (const { page, start, end } of layout.opusPadding) {
    const bytes = blanked.get(page) ?? (await readBytes(file, page.start, page.end))
    bytes.fill(0, start - page.start, end - page.start)
    blanked.set(page, bytes)
  }
  for (const [page, bytes] of blanked) blanked.set(page, withPageCrc(bytes))
  return blanked
}

/** The copy: each page as it was, or its rewritten bytes. */
function sentPages(
  file: Blob,
  pages: readonly OggPage[],
  rewritten: ReadonlyMap<OggPage, Uint8Array>,
  mime: string,
) {
  const pieces: SentPiece[] = []
  for (const page of pages) {
    const written = rewritten.get(page)
    if (written) pieces.push({ start: page.start, end: page.end, written })
    else keepBytes(pieces, page.start, page.end)
  }
  return sentBlob(file, pieces, mime)
}

/**
 * The Ogg file with its first header written from its fields (Opus, FLAC), its comment header
 * emptied (Opus, Vorbis) or its metadata blocks turned to padding (FLAC), Vorbis's setup header
 * zeroed after its framing bit, each such packet keeping its length, and Opus padding zeroed in the sound pages: every page keeps its
 * sequence number, and only the changed pages get a new CRC. Bytes between or after the pages
 * go.
 */
export async function cleanOgg(file: Blob, mime: string): Promise<Cleaning> {
  const layout = await readOggLayout(file, { findOpusPadding: true })
  const identification = await writtenIdentification(file, layout)
  const [first] = layout.headers
  const setup = await writtenSetupHeader(file, layout)
  const replacements = [
    ...(identification && first ? [{ packet: first, bytes: identification.bytes }] : []),
    ...(setup ? [setup] : []),
    ...(layout.codec === 'flac'
      ? await paddedFlacBlocks(file, layout)
      : await emptiedCommentHeader(file, layout, layout.codec)),
  ]
  const headers = await rewrittenPages(file, layout.headerPages, replacements)
  const padding = await blankedPages(file, layout)
  const blob = sentPages(
    file,
    [...layout.headerPages, ...layout.audioPages],
    new Map([...headers, ...padding]),
    mime,
  )
  // The sound pages are the original's but for the padding zeroed above: the second reading
  // reads the cleaned copy's headers.
  return {
    blob,
    before: joinDetails([
      await describeOggLayout(file, layout),
      padding.size ? { other: true } : {},
    ]),
    after: await describeOggLayout(blob, await readOggLayout(blob, { headersOnly: true })),
  }
}
