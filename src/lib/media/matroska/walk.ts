import { readBytes } from '@/lib/media/core/blobBytes'
import type { Framing } from '@/lib/media/core/frameOpenings'
import { readUnsigned, EBML_ID, type EbmlElement, type EbmlHeader } from './ebml'
import { createEbmlReader, type EbmlReader } from './ebmlReader'
import { detailsOf } from '@/lib/media/core/findings'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import { joinDetails } from '@/lib/media/core/writtenValues'
import {
  EBML_HEADER_ALLOW_LIST,
  INFO_ALLOW_LIST,
  removeOffTheList,
  voidElement,
  walkChildren,
  walkMaster,
  walkVoid,
  type MatroskaWalk,
  type Patch,
} from './allowList'
import { rereadCluster, walkCluster, type ClusterLayout } from './clusters'
import { walkCues } from './cues'
import { findInAttachments, findInChapters, findInTags } from './tags'
import { walkTracks } from './tracks'

/** A WebM's or MKV's structure, as far as cleaning needs it. */
export interface MatroskaLayout {
  /** What the elements cleaning removes or writes anew reveal. */
  details: HiddenDetails
  patches: Patch[]
  /** Every Cluster, header and blocks: the picture and sound, copied byte for byte but for what went. */
  clusters: ClusterLayout[]
  /** Where the Segment ends: anything after it is other data, and dropped. */
  end: number
  /** How each kept track's frames are coded, where they may hold data decoders skip. */
  framings: ReadonlyMap<number, Framing>
}

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3]
const NOT_MATROSKA =
  'The file is not a WebM or Matroska video: it does not start with an EBML header'
const NO_SEGMENT = 'The file holds no Matroska Segment, so there is no picture or sound to send'
const DOC_TYPES = new Set(['webm', 'matroska'])

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
 * The Segment's children but its Clusters, which it walks as it meets them: an unknown-size
 * Cluster's end is known only once walked. A Cluster an earlier walk found (`known`, by start)
 * is read again only where cleaning rewrote it.
 */
async function* segmentChildren(
  walk: MatroskaWalk,
  segment: EbmlElement,
  known: ReadonlyMap<number, ClusterLayout>,
  clusters: ClusterLayout[],
) {
  const { reader } = walk
  for (let position = segment.dataStart; position < segment.end;) {
    // A Cluster an earlier walk found is the same bytes: not even its header is read again.
    const earlier = known.get(position)
    if (earlier) {
      clusters.push(await rereadCluster(walk, earlier))
      position = earlier.end
      continue
    }
    const header = await reader.header(position, segment.end)
    if (header.id === EBML_ID.cluster) {
      const cluster = await walkCluster(walk, header, segment.end)
      clusters.push(cluster)
      position = cluster.end
      continue
    }
    const element = reader.known(header, segment.end)
    yield element
    position = element.end
  }
}

/** Where a Seek points: the element's ID and its position from the Segment's data. */
async function readSeek(reader: EbmlReader, seek: EbmlElement) {
  let target: number | undefined
  let position: number | undefined
  for await (const child of reader.children(seek)) {
    if (child.id === EBML_ID.seekId) target = readUnsigned(await reader.data(child))
    if (child.id === EBML_ID.seekPosition) position = readUnsigned(await reader.data(child))
  }
  return { target, position }
}

const SEEK_FIELDS = new Set<number>([EBML_ID.seekId, EBML_ID.seekPosition])

/** A Seek entry stays only while the element it points at does, and holds only where that is. */
async function walkSeek(
  walk: MatroskaWalk,
  seek: EbmlElement,
  removedPositions: ReadonlySet<number>,
) {
  const { target, position } = await readSeek(walk.reader, seek)
  const kept =
    target !== undefined &&
    KEPT_TOP_LEVEL.has(target) &&
    position !== undefined &&
    !removedPositions.has(position)
  if (!kept) return voidElement(walk, seek)
  await walkChildren(walk, walk.reader.children(seek), (child) => {
    if (!SEEK_FIELDS.has(child.id)) removeOffTheList(walk, child)
  })
}

function walkSeekHead(walk: MatroskaWalk, seekHead: EbmlElement, removed: ReadonlySet<number>) {
  return walkChildren(walk, walk.reader.children(seekHead), (child) =>
    child.id === EBML_ID.seek ? walkSeek(walk, child, removed) : removeOffTheList(walk, child),
  )
}

/**
 * The Segment's top-level elements along the allow-list: Info, Tracks, Clusters and Cues keep
 * what decoding and seeking need, Tags, Chapters, Attachments and anything unknown go; then the
 * SeekHeads lose the entries that pointed at what went.
 */
async function walkSegment(
  walk: MatroskaWalk,
  header: EbmlHeader,
  known: ReadonlyMap<number, ClusterLayout>,
) {
  const { reader } = walk
  const segment = reader.known(
    { ...header, size: header.size ?? reader.size - header.dataStart },
    reader.size,
  )
  const clusters: ClusterLayout[] = []
  const seekHeads: EbmlElement[] = []
  // SeekPositions count from the Segment's data.
  const removedPositions = new Set<number>()
  const remove = (element: EbmlElement) => {
    removedPositions.add(element.start - segment.dataStart)
    voidElement(walk, element)
  }
  const children = segmentChildren(walk, segment, known, clusters)
  await walkChildren(walk, children, async (child) => {
    const findIn = REMOVED_TOP_LEVEL[child.id]
    if (findIn) {
      walk.findings.push(...(await findIn(reader, child)))
      return remove(child)
    }
    switch (child.id) {
      case EBML_ID.info:
        return walkMaster(walk, child, INFO_ALLOW_LIST)
      case EBML_ID.tracks:
        return walkTracks(walk, child)
      case EBML_ID.cues:
        return walkCues(walk, child)
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
 * through one window and the small elements that say something: block data is never read past
 * its track number. `knownClusters` are Clusters an earlier walk of the same bytes found (a
 * cleaned copy's, which are the original's but for what that walk rewrote). Throws when the
 * file is not EBML, is of another EBML type, is cut short, is damaged or is encrypted.
 */
export async function walkMatroska(
  file: Blob,
  knownClusters: readonly ClusterLayout[] = [],
): Promise<MatroskaLayout> {
  const magic = await readBytes(file, 0, EBML_MAGIC.length)
  if (!EBML_MAGIC.every((byte, index) => magic[index] === byte)) throw new Error(NOT_MATROSKA)
  const reader = createEbmlReader(file)
  const tracks = {
    read: false,
    kept: new Set<number>(),
    removed: new Set<number>(),
    codecs: new Map<number, string>(),
    framings: new Map<number, Framing>(),
  }
  const walk: MatroskaWalk = { reader, findings: [], revealed: [], patches: [], tracks }
  const ebmlHeader = reader.known(await reader.header(0, file.size), file.size)
  await checkDocType(reader, ebmlHeader)
  await walkMaster(walk, ebmlHeader, EBML_HEADER_ALLOW_LIST)
  for (let position = ebmlHeader.end; position < file.size;) {
    const header = await reader.header(position, file.size)
    if (header.id === EBML_ID.segment) {
      const known = new Map(knownClusters.map((cluster) => [cluster.start, cluster]))
      const { clusters, end } = await walkSegment(walk, header, known)
      if (end < file.size) walk.findings.push({ role: 'other' })
      const details = joinDetails([detailsOf(walk.findings), ...walk.revealed])
      return { details, patches: walk.patches, clusters, end, framings: tracks.framings }
    }
    const element = reader.known(header, file.size)
    if (element.id === EBML_ID.void) await walkVoid(walk, element)
    else removeOffTheList(walk, element)
    position = element.end
  }
  throw new Error(NO_SEGMENT)
}
