import type { ByteRange } from '@/lib/media/core/bytes'
import { appendAll } from '@/lib/media/core/lists'
import {
  EBML_ID,
  readElementHeader,
  readTrackNumber,
  type EbmlElement,
  type EbmlHeader,
} from './ebml'
import { HEADER_AND_LEAD } from './ebmlReader'
import {
  isKeptTrack,
  kept,
  removeOffTheList,
  removeUnknown,
  voidElement,
  walkChildren,
  walkMaster,
  walkVoid,
  type AllowList,
  type ChildRule,
  type MatroskaWalk,
} from './allowList'
import { blockAdditionsWriter } from './blockAdditions'
import type { FramedBlock } from './blockOpenings'

/** A CRC-32 element the walk kept, and the data of the master it is the checksum of. */
export interface Checksum extends ByteRange {
  over: ByteRange
}

/**
 * A Cluster: its bounds, the elements in it cleaning voided, which a second reading reads
 * (block additions written anew keep picture data, and are not read again), the blocks of
 * tracks whose frames may hold data decoders skip (blockOpenings.ts), and the CRC-32s the walk
 * kept (the Cluster's own, and its BlockGroups'), to void should any of those be blanked.
 */
export interface ClusterLayout extends ByteRange {
  rewritten: ByteRange[]
  framedBlocks: FramedBlock[]
  checksums: Checksum[]
}

const checksumOf = (crc: EbmlElement | undefined, over: EbmlElement): Checksum[] =>
  crc ? [{ start: crc.start, end: crc.end, over: { start: over.dataStart, end: over.end } }] : []

const CLUSTERS_BEFORE_TRACKS =
  'The file holds Clusters before any Tracks, so its picture and sound cannot be told from other data'

const TIMESTAMP = 0xe7
const SILENT_TRACKS = 0x5854
const POSITION = 0xa7
const PREV_SIZE = 0xab
const ENCRYPTED_BLOCK = 0xaf

/** What may sit in a Cluster: an unknown-size Cluster ends at the first element that may not. */
const CLUSTER_CHILDREN = new Set<number>([
  TIMESTAMP,
  SILENT_TRACKS,
  POSITION,
  PREV_SIZE,
  EBML_ID.simpleBlock,
  EBML_ID.blockGroup,
  ENCRYPTED_BLOCK,
  EBML_ID.void,
  EBML_ID.crc32,
])

/** SilentTracks > SilentTrackNumber. */
const SILENT_TRACKS_ALLOW_LIST: AllowList = new Map(kept([0x58d7]))

/**
 * A kept block's duration, references and padding, and its additions as its codec defines them;
 * a CodecState, whose data no codec mapping defines, goes as other data.
 */
const BLOCK_GROUP_ALLOW_LIST: AllowList = new Map(
  // Block, BlockDuration, ReferencePriority, ReferenceBlock, DiscardPadding.
  kept([EBML_ID.block, 0x9b, 0xfa, 0xfb, 0x75a2]),
)
const BLOCK_ADDITIONS = 0x75a1

/** The BlockGroup allow-list for a track of `codec`, made once a codec. */
const blockGroupAllowLists = new Map<string | undefined, AllowList>()
function blockGroupAllowList(codec: string | undefined) {
  let allowList = blockGroupAllowLists.get(codec)
  if (!allowList) {
    const additions: ChildRule = { action: 'rewrite', write: blockAdditionsWriter(codec) }
    allowList = new Map([...BLOCK_GROUP_ALLOW_LIST, [BLOCK_ADDITIONS, additions]])
    blockGroupAllowLists.set(codec, allowList)
  }
  return allowList
}

/**
 * A block of a removed track goes with it; one of a track no TrackEntry declares is other data.
 * Blocks of kept tracks stay as they are. Whether the block went.
 */
function removeBlock(walk: MatroskaWalk, block: EbmlElement, trackNumber: number | undefined) {
  if (isKeptTrack(walk.tracks, trackNumber)) return false
  if (trackNumber === undefined || !walk.tracks.removed.has(trackNumber)) {
    walk.findings.push({ role: 'other' })
  }
  voidElement(walk, block)
  return true
}

/** A BlockGroup's Block, and its track number, read from its first bytes. */
async function blockGroupBlock(walk: MatroskaWalk, group: EbmlElement) {
  for await (const child of walk.reader.children(group)) {
    if (child.id === EBML_ID.block)
      return { block: child, track: await walk.reader.trackNumber(child) }
  }
  return { block: undefined, track: undefined }
}

/** Notes a kept block whose track's frames may hold data decoders skip. */
function noteFramed(
  walk: MatroskaWalk,
  blocks: FramedBlock[],
  track: number | undefined,
  data: ByteRange,
) {
  if (track !== undefined && walk.tracks.framings.has(track)) blocks.push({ track, ...data })
}

async function walkBlockGroup(
  walk: MatroskaWalk,
  group: EbmlElement,
  blocks: FramedBlock[],
  checksums: Checksum[],
) {
  const { block, track } = await blockGroupBlock(walk, group)
  if (removeBlock(walk, group, track)) return
  if (block) noteFramed(walk, blocks, track, { start: block.dataStart, end: block.end })
  const allowList = blockGroupAllowList(walk.tracks.codecs.get(track ?? 0))
  appendAll(checksums, checksumOf(await walkMaster(walk, group, allowList), group))
}

/** A Cluster's child, with the first bytes of its data: a SimpleBlock's track number. */
interface ClusterChild extends EbmlElement {
  lead: Uint8Array
}

async function walkClusterChild(
  walk: MatroskaWalk,
  child: ClusterChild,
  blocks: FramedBlock[],
  checksums: Checksum[],
) {
  switch (child.id) {
    case EBML_ID.simpleBlock: {
      const track = readTrackNumber(child.lead)
      if (!removeBlock(walk, child, track)) {
        noteFramed(walk, blocks, track, { start: child.dataStart, end: child.end })
      }
      return
    }
    case EBML_ID.blockGroup:
      return walkBlockGroup(walk, child, blocks, checksums)
    case TIMESTAMP:
    case POSITION:
    case PREV_SIZE:
      return
    case SILENT_TRACKS:
      return walkMaster(walk, child, SILENT_TRACKS_ALLOW_LIST)
    default:
      // EncryptedBlock (never written by today's muxers) and IDs Matroska does not define.
      return removeUnknown(walk, child)
  }
}

/** Children a Cluster keeps as they are, which say nothing: its time and position. */
const KEPT_AS_THEY_ARE = new Set([TIMESTAMP, POSITION, PREV_SIZE])

/**
 * Whether a child stays as it is: a block of a kept track (noted in `blocks` where its frames
 * may hold data decoders skip), or the Cluster's time or position.
 */
function keptAsItIs(
  walk: MatroskaWalk,
  header: EbmlHeader,
  lead: Uint8Array,
  blocks: FramedBlock[],
) {
  if (KEPT_AS_THEY_ARE.has(header.id)) return true
  if (header.id !== EBML_ID.simpleBlock || header.size === undefined) return false
  const track = readTrackNumber(lead)
  if (!isKeptTrack(walk.tracks, track)) return false
  noteFramed(walk, blocks, track, { start: header.dataStart, end: header.dataStart + header.size })
  return true
}

/**
 * Hops from `from` over the children that stay as they are, as far as the window holds their
 * headers, without awaiting each; returns where it stopped (at the Cluster's end, at the
 * window's, or at a child that needs a closer look).
 */
function hopKeptChildren(
  walk: MatroskaWalk,
  { bytes, offset }: { bytes: Uint8Array; offset: number },
  from: number,
  end: number,
  blocks: FramedBlock[],
) {
  let position = from
  let at = offset
  while (position < end && at + HEADER_AND_LEAD <= bytes.length) {
    const header = readElementHeader(
      bytes,
      at,
      position,
      at + Math.min(end - position, HEADER_AND_LEAD),
    )
    if (header?.size === undefined) break
    const childEnd = header.dataStart + header.size
    const leadAt = at + header.dataStart - position
    const lead = bytes.subarray(leadAt, Math.min(leadAt + header.size, at + HEADER_AND_LEAD))
    if (childEnd > end || !keptAsItIs(walk, header, lead, blocks)) break
    at += childEnd - position
    position = childEnd
  }
  return position
}

/**
 * A Cluster's children that need a look, headers only, hopping over those that stay as they
 * are. One of unknown size (as MediaRecorder writes every one) ends at the first element that
 * cannot be inside it; `ended` learns where.
 */
async function* clusterChildren(
  walk: MatroskaWalk,
  cluster: EbmlHeader,
  limit: number,
  ended: (end: number) => void,
  blocks: FramedBlock[],
): AsyncGenerator<ClusterChild> {
  const { reader } = walk
  const end = cluster.size === undefined ? limit : reader.endOf(cluster, limit)
  let position = cluster.dataStart
  while (position < end) {
    const hopped = hopKeptChildren(walk, await reader.windowAt(position), position, end, blocks)
    if (hopped > position) {
      position = hopped
      continue
    }
    const { header, lead } = await reader.headerAndLead(position, end)
    if (cluster.size === undefined && !CLUSTER_CHILDREN.has(header.id)) break
    const child = { ...reader.known(header, end), lead }
    yield child
    position = child.end
  }
  ended(position)
}

/**
 * Walks a Cluster child by child: blocks of kept tracks stay, the rest is voided. Block data is
 * never read beyond its track number, and memory holds one window whatever the Cluster's size.
 */
export async function walkCluster(walk: MatroskaWalk, cluster: EbmlHeader, limit: number) {
  if (!walk.tracks.read) throw new Error(CLUSTERS_BEFORE_TRACKS)
  const firstPatch = walk.patches.length
  let end = cluster.dataStart
  const framedBlocks: FramedBlock[] = []
  const checksums: Checksum[] = []
  const ended = (found: number) => (end = found)
  const children = clusterChildren(walk, cluster, limit, ended, framedBlocks)
  const crc = await walkChildren(walk, children, (child) =>
    walkClusterChild(walk, child, framedBlocks, checksums),
  )
  const rewritten = walk.patches
    .slice(firstPatch)
    .filter(({ keepsData }) => !keepsData)
    .map(({ start, end }) => ({ start, end }))
  return {
    start: cluster.start,
    end,
    rewritten,
    framedBlocks,
    checksums: [...checksumOf(crc, { ...cluster, end }), ...checksums],
  } satisfies ClusterLayout
}

/**
 * A Cluster an earlier walk of the same bytes found (the cleaned copy's, whose blocks are the
 * original's): only the elements cleaning rewrote are read again, each of which must now be an
 * empty Void.
 */
export async function rereadCluster(walk: MatroskaWalk, cluster: ClusterLayout) {
  for (const { start, end } of cluster.rewritten) {
    const element = walk.reader.known(await walk.reader.header(start, end), end)
    if (element.id === EBML_ID.void && element.end === end) await walkVoid(walk, element)
    else removeOffTheList(walk, element)
  }
  return cluster
}
