/**
 * A tiny EBML reader and writer, to plant in WebM and MKV files what ffmpeg cannot write: the
 * Matroska canaries and the Matroska cleaning tests build their files with it.
 */

/** An element: a master's children, or a leaf's data (and no children). */
export interface EbmlNode {
  id: number
  data?: Uint8Array
  children: EbmlNode[]
  unknownSize?: boolean
}

export function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The test file has no ${what}`)
  return value
}

export const ID = {
  ebmlHeader: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  info: 0x1549a966,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  video: 0xe0,
  audio: 0xe1,
  cluster: 0x1f43b675,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTime: 0xb3,
  cueTrackPositions: 0xb7,
  cueTrack: 0xf7,
  cueClusterPosition: 0xf1,
  crc32: 0xbf,
}

/** Masters this reader opens; every other element is kept as its bytes. */
const MASTERS = new Set([
  ID.ebmlHeader,
  ID.segment,
  ID.info,
  ID.tracks,
  ID.trackEntry,
  ID.video,
  ID.audio,
  ID.cluster,
])
const CLUSTER_CHILDREN = new Set([0xe7, ID.simpleBlock, ID.blockGroup, 0xec, ID.crc32])

/** The element at `at`: its ID, where its data starts, and its size (undefined when unknown). */
function elementAt(bytes: Uint8Array, at: number) {
  const idLength = Math.clz32(bytes[at] ?? 0) - 23
  const sizeLength = Math.clz32(bytes[at + idLength] ?? 0) - 23
  let id = 0
  for (let index = 0; index < idLength; index++) id = id * 256 + (bytes[at + index] ?? 0)
  let size = (bytes[at + idLength] ?? 0) & (0xff >> sizeLength)
  for (let index = 1; index < sizeLength; index++)
    size = size * 256 + (bytes[at + idLength + index] ?? 0)
  const unknown = size === 2 ** (7 * sizeLength) - 1
  return { id, dataStart: at + idLength + sizeLength, size: unknown ? undefined : size }
}

/** Where an unknown-size Cluster starting its data at `at` ends: at its first non-child. */
function clusterEnd(bytes: Uint8Array, at: number, end: number) {
  let position = at
  while (position < end && CLUSTER_CHILDREN.has(elementAt(bytes, position).id)) {
    const child = elementAt(bytes, position)
    position = child.dataStart + (child.size ?? 0)
  }
  return position
}

export function parseEbml(bytes: Uint8Array, start = 0, end = bytes.length): EbmlNode[] {
  const nodes: EbmlNode[] = []
  for (let at = start; at < end;) {
    const { id, dataStart, size } = elementAt(bytes, at)
    const unknownSize = size === undefined
    const dataEnd = !unknownSize
      ? dataStart + size
      : id === ID.cluster
        ? clusterEnd(bytes, dataStart, end)
        : end
    nodes.push(
      MASTERS.has(id)
        ? { id, unknownSize, children: parseEbml(bytes, dataStart, dataEnd) }
        : { id, unknownSize, data: bytes.subarray(dataStart, dataEnd), children: [] },
    )
    at = dataEnd
  }
  return nodes
}

export const idBytes = (id: number) => {
  const bytes: number[] = []
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256)
  return bytes
}
/** Sizes are written in eight bytes, as recorders reserve them. */
export const sizeBytes = (size: number) => {
  const bytes = [0x01, 0, 0, 0, 0, 0, 0, 0]
  for (let index = 7, rest = size; index > 0; index--, rest = Math.floor(rest / 256)) {
    bytes[index] = rest % 256
  }
  return bytes
}
export const UNKNOWN_SIZE = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]

export function writeEbml(nodes: readonly EbmlNode[]): Uint8Array<ArrayBuffer> {
  const parts = nodes.flatMap((node) => {
    const data = node.data ?? writeEbml(node.children)
    const size = node.unknownSize ? UNKNOWN_SIZE : sizeBytes(data.length)
    return [new Uint8Array([...idBytes(node.id), ...size]), data]
  })
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  parts.reduce((at, part) => (bytes.set(part, at), at + part.length), 0)
  return bytes
}

const text = (value: string) => new TextEncoder().encode(value)
export const leaf = (id: number, value: string | readonly number[] | Uint8Array): EbmlNode => ({
  id,
  data: typeof value === 'string' ? text(value) : new Uint8Array(value),
  children: [],
})
export const master = (id: number, ...children: EbmlNode[]): EbmlNode => ({ id, children })
export const childOf = (node: EbmlNode, id: number) =>
  found(
    node.children.find((child) => child.id === id),
    `element ${id.toString(16)}`,
  )
/** A block's header: its track number, a zero timestamp and flags, then its data. */
export const block = (id: number, track: number, data: string) =>
  leaf(id, [0x80 | track, 0, 0, 0x80, ...text(data)])

/** A WebM or MKV as a tree: its EBML header, its Segment, its Tracks and its Clusters. */
export function matroskaTree(bytes: Uint8Array) {
  const [ebmlHeader, segment] = parseEbml(bytes)
  const root = { id: 0, children: [found(ebmlHeader, 'EBML header'), found(segment, 'Segment')] }
  const at = (id: number) => childOf(root, ID.segment).children.filter((child) => child.id === id)
  return {
    ebmlHeader: childOf(root, ID.ebmlHeader),
    segment: childOf(root, ID.segment),
    tracks: childOf(childOf(root, ID.segment), ID.tracks),
    clusters: at(ID.cluster),
  }
}
