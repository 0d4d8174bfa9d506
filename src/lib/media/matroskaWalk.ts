import { readBytes } from './blobBytes'
import { readUnsigned, EBML_ID, type EbmlElement, type EbmlHeader } from './ebml'
import { createEbmlReader, type EbmlReader } from './ebmlReader'
import type { ByteRange } from './bytes'
import type { Finding } from './isoMetadata'
import {
  EBML_HEADER_ALLOW_LIST,
  INFO_ALLOW_LIST,
  TRACKS_ALLOW_LIST,
  removeOffTheList,
  voidElement,
  walkChildren,
  walkMaster,
  walkVoid,
  type MatroskaWalk,
  type Patch,
} from './matroskaAllowList'
import { findInAttachments, findInChapters, findInTags } from './matroskaTags'

/** A WebM's or MKV's structure, as far as cleaning needs it. */
export interface MatroskaLayout {
  findings: Finding[]
  patches: Patch[]
  /** Every Cluster, header and blocks: the picture and sound, copied byte for byte. */
  clusters: ByteRange[]
  /** Where the Segment ends: anything after it is other data, and dropped. */
  end: number
}

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3]
const NOT_MATROSKA =
  'The file is not a WebM or Matroska video: it does not start with an EBML header'
const NO_SEGMENT = 'The file holds no Matroska Segment, so there is no picture or sound to send'
const DOC_TYPES = new Set(['webm', 'matroska'])

/** Timestamp, SilentTracks, Position, PrevSize, SimpleBlock, BlockGroup, EncryptedBlock, Void, CRC-32. */
const CLUSTER_CHILDREN = new Set([
  0xe7,
  0x5854,
  0xa7,
  0xab,
  0xa3,
  0xa0,
  0xaf,
  EBML_ID.void,
  EBML_ID.crc32,
])

/** What the SeekHead may point at once cleaning is done: only what stays. */
const KEPT_TOP_LEVEL = new Set<number>([
  EBML_ID.seekHead,
  EBML_ID.info,
  EBML_ID.tracks,
  EBML_ID.cluster,
  EBML_ID.cues,
])

const REMOVED_TOP_LEVEL = {
  [EBML_ID.tags]: findInTags,
  [EBML_ID.chapters]: findInChapters,
  [EBML_ID.attachments]: findInAttachments,
} as Record<number, typeof findInTags | undefined>

/**
 * Where a Cluster of unknown size ends, as MediaRecorder writes every one: at the first element
 * that cannot be inside a Cluster (the next Cluster, Cues, Tags). Blocks are hopped over by
 * their sizes, their data never read.
 */
async function unknownSizeEnd(reader: EbmlReader, dataStart: number, limit: number) {
  let position = dataStart
  while (position < limit) {
    const child = await reader.header(position, limit)
    if (!CLUSTER_CHILDREN.has(child.id)) break
    position = reader.endOf(child, limit)
  }
  return position
}

/**
 * The Segment's children, each with its end; an unknown-size Cluster's end is found by hopping
 * over its blocks, or taken from `clusterEnds` (by start) when an earlier walk found it.
 */
async function* segmentChildren(
  reader: EbmlReader,
  segment: EbmlElement,
  clusterEnds: ReadonlyMap<number, number>,
) {
  for (let position = segment.dataStart; position < segment.end;) {
    const child = await reader.header(position, segment.end)
    const unknownCluster = child.size === undefined && child.id === EBML_ID.cluster
    const end = unknownCluster
      ? (clusterEnds.get(child.start) ??
        (await unknownSizeEnd(reader, child.dataStart, segment.end)))
      : undefined
    const element = end === undefined ? reader.known(child, segment.end) : { ...child, end }
    yield element
    position = element.end
  }
}

/** A Seek entry stays only while the element it points at does. */
async function walkSeek(
  walk: MatroskaWalk,
  seek: EbmlElement,
  removedPositions: ReadonlySet<number>,
) {
  let target: number | undefined
  let position: number | undefined
  for await (const child of walk.reader.children(seek)) {
    if (child.id === EBML_ID.seekId) target = readUnsigned(await walk.reader.data(child))
    if (child.id === EBML_ID.seekPosition) position = readUnsigned(await walk.reader.data(child))
  }
  const kept =
    target !== undefined &&
    KEPT_TOP_LEVEL.has(target) &&
    position !== undefined &&
    !removedPositions.has(position)
  if (!kept) voidElement(walk, seek)
}

function walkSeekHead(walk: MatroskaWalk, seekHead: EbmlElement, removed: ReadonlySet<number>) {
  return walkChildren(walk, walk.reader.children(seekHead), (child) =>
    child.id === EBML_ID.seek ? walkSeek(walk, child, removed) : removeOffTheList(walk, child),
  )
}

/**
 * The Segment's top-level elements along the allow-list: Clusters and Cues stay whole, Info
 * and Tracks lose their descriptive children, Tags, Chapters, Attachments and anything unknown
 * go; then the SeekHeads lose the entries that pointed at what went.
 */
async function walkSegment(
  walk: MatroskaWalk,
  header: EbmlHeader,
  clusterEnds: ReadonlyMap<number, number>,
) {
  const { reader } = walk
  const segment = reader.known(
    { ...header, size: header.size ?? reader.size - header.dataStart },
    reader.size,
  )
  const clusters: ByteRange[] = []
  const seekHeads: EbmlElement[] = []
  // SeekPositions count from the Segment's data.
  const removedPositions = new Set<number>()
  const remove = (element: EbmlElement) => {
    removedPositions.add(element.start - segment.dataStart)
    voidElement(walk, element)
  }
  await walkChildren(walk, segmentChildren(reader, segment, clusterEnds), async (child) => {
    const findIn = REMOVED_TOP_LEVEL[child.id]
    if (findIn) {
      walk.findings.push(...(await findIn(reader, child)))
      return remove(child)
    }
    switch (child.id) {
      case EBML_ID.cluster:
        return void clusters.push({ start: child.start, end: child.end })
      case EBML_ID.cues:
        return
      case EBML_ID.info:
        return walkMaster(walk, child, INFO_ALLOW_LIST)
      case EBML_ID.tracks:
        return walkMaster(walk, child, TRACKS_ALLOW_LIST)
      case EBML_ID.seekHead:
        return void seekHeads.push(child)
      default:
        walk.findings.push({ role: 'other' })
        return remove(child)
    }
  })
  for (const seekHead of seekHeads) await walkSeekHead(walk, seekHead, removedPositions)
  return { clusters, end: segment.end }
}

async function checkDocType(reader: EbmlReader, ebmlHeader: EbmlElement) {
  for await (const child of reader.children(ebmlHeader)) {
    if (child.id !== EBML_ID.docType) continue
    const docType = await reader.text(child)
    if (DOC_TYPES.has(docType)) return
    throw new Error(`The file is not a WebM or Matroska video: it is an EBML "${docType}" file`)
  }
}

/**
 * Walks a WebM or MKV from its EBML header through its Segment, reading element headers
 * through one window and the small elements that say something: Cluster data is never read.
 * `knownClusters` are Clusters an earlier walk of the same bytes found (a cleaned copy's, which
 * are the original's). Throws when the file is not EBML, is of another EBML type, is cut short
 * or is damaged.
 */
export async function walkMatroska(
  file: Blob,
  knownClusters: readonly ByteRange[] = [],
): Promise<MatroskaLayout> {
  const magic = await readBytes(file, 0, EBML_MAGIC.length)
  if (!EBML_MAGIC.every((byte, index) => magic[index] === byte)) throw new Error(NOT_MATROSKA)
  const reader = createEbmlReader(file)
  const walk: MatroskaWalk = { reader, findings: [], patches: [] }
  const ebmlHeader = reader.known(await reader.header(0, file.size), file.size)
  await checkDocType(reader, ebmlHeader)
  await walkMaster(walk, ebmlHeader, EBML_HEADER_ALLOW_LIST)
  for (let position = ebmlHeader.end; position < file.size;) {
    const header = await reader.header(position, file.size)
    if (header.id === EBML_ID.segment) {
      const clusterEnds = new Map(knownClusters.map(({ start, end }) => [start, end]))
      const { clusters, end } = await walkSegment(walk, header, clusterEnds)
      if (end < file.size) walk.findings.push({ role: 'other' })
      return { findings: walk.findings, patches: walk.patches, clusters, end }
    }
    const element = reader.known(header, file.size)
    if (element.id === EBML_ID.void) await walkVoid(walk, element)
    else removeOffTheList(walk, element)
    position = element.end
  }
  throw new Error(NO_SEGMENT)
}
