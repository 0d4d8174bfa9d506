import { deflateSync } from 'node:zlib'
import { fixtureBytes } from '../loadFixture'
import { ascii, concat, crc32, u16be, u32be, u8, view } from './bytes'
import { canaryBytes, planted, type CanaryFixture, type Place } from './fixture'
import { PROFILE_PLACES } from './icc'

const SOURCE = 'photo-with-text.png'
const SIGNATURE_LENGTH = 8

interface PngChunk {
  type: string
  data: Uint8Array
}

function pngChunks(bytes: Uint8Array): PngChunk[] {
  const chunks: PngChunk[] = []
  for (let position = SIGNATURE_LENGTH; position < bytes.length;) {
    const length = view(bytes).readUInt32BE(position)
    const type = view(bytes).toString('latin1', position + 4, position + 8)
    chunks.push({ type, data: bytes.subarray(position + 8, position + 8 + length) })
    position += 12 + length
  }
  return chunks
}

function chunkBytes({ type, data }: PngChunk) {
  const typeAndData = concat(ascii(type), data)
  return concat(u32be(data.length), typeAndData, u32be(crc32(typeAndData)))
}

const png = (signature: Uint8Array, chunks: readonly PngChunk[]) =>
  concat(signature, ...chunks.map(chunkBytes))

// PNG's text chunks hold Latin-1 or UTF-8 without NUL bytes: they carry the canary in ASCII only.
const words = (canary: string) => `Shot near 12 MG Road by Asha Rao ${canary}`

const NO_COMPRESSION = 0

/** A planted chunk, and the compressed bytes that hide its canary from a plain search, if any. */
interface Planted {
  chunk: PngChunk
  compressed?: Uint8Array
}

function zTXt(canary: string, level: number): Planted {
  const compressed = deflateSync(ascii(words(canary)), { level })
  return {
    chunk: { type: 'zTXt', data: concat(ascii('Description\0'), u8(0), compressed) },
    compressed,
  }
}

const text = (type: string, data: string) => ({ chunk: { type, data: ascii(data) } })

const CHUNKS: [kind: string, tag: string, plant: (canary: string) => Planted][] = [
  ['tEXt', 'text', (canary) => text('tEXt', `Comment\0${words(canary)}`)],
  ['iTXt', 'itxt', (canary) => text('iTXt', `Author\0\0\0en\0\0${words(canary)}`)],
  ['deflated zTXt', 'zdef', (canary) => zTXt(canary, 9)],
  // Level 0 stores the text in the zlib stream as it is: the same chunk, visible to a byte search.
  ['stored zTXt', 'zsto', (canary) => ({ ...zTXt(canary, NO_COMPRESSION), compressed: undefined })],
  [
    'unknown caNy',
    'cany',
    (canary) => ({ chunk: { type: 'caNy', data: planted('Asha Rao', canary) } }),
  ],
]

const firstIndexOf = (chunks: PngChunk[], type: string) =>
  chunks.findIndex((chunk) => chunk.type === type)
const lastIndexOf = (chunks: PngChunk[], type: string) =>
  chunks.findLastIndex((chunk) => chunk.type === type)

const POSITIONS: [position: string, tag: string, at: (chunks: PngChunk[]) => number][] = [
  ['before IDAT', 'pre', (chunks) => firstIndexOf(chunks, 'IDAT')],
  ['after IDAT', 'post', (chunks) => lastIndexOf(chunks, 'IDAT') + 1],
]

const iccp = (name: string, profile: Uint8Array): PngChunk => ({
  type: 'iCCP',
  // Stored, not compressed: the canary stays visible to a plain search.
  data: concat(ascii(`${name}\0`), u8(0), deflateSync(profile, { level: NO_COMPRESSION })),
})

const afterHeader = (chunks: readonly PngChunk[], chunk: PngChunk) => [
  chunks[0] as PngChunk,
  chunk,
  ...chunks.slice(1),
]

const withData = (chunks: readonly PngChunk[], index: number, data: Uint8Array) =>
  chunks.map((chunk, at) => (at === index ? { ...chunk, data } : chunk))

/** An animation frame's control chunk: the whole canvas, shown for 1/10 s, numbered `sequence`. */
function fcTL(header: PngChunk, sequence: number): PngChunk {
  const canvas = header.data.subarray(0, 8)
  const offsetsDelayAndOps = concat(u32be(0), u32be(0), u16be(1), u16be(10), u8(0), u8(0))
  return { type: 'fcTL', data: concat(u32be(sequence), canvas, offsetsDelayAndOps) }
}

/**
 * The source made an animation of two frames: the picture's own data as the first (its IDAT),
 * and the same zlib stream again as the second frame's fdAT, which `frameData` plants in.
 */
function animated(chunks: readonly PngChunk[], frameData: (stream: Uint8Array) => PngChunk[]) {
  const header = chunks[0] as PngChunk
  const first = firstIndexOf([...chunks], 'IDAT')
  const last = lastIndexOf([...chunks], 'IDAT') + 1
  const stream = concat(...chunks.slice(first, last).map(({ data }) => data))
  return [
    ...chunks.slice(0, first),
    { type: 'acTL', data: concat(u32be(2), u32be(0)) },
    fcTL(header, 0),
    ...chunks.slice(first, last),
    fcTL(header, 1),
    ...frameData(stream),
    ...chunks.slice(last),
  ]
}

const fdAT = (sequence: number, data: Uint8Array): PngChunk => ({
  type: 'fdAT',
  data: concat(u32be(sequence), data),
})

/** Places in the chunks the picture keeps, each planted in the chunks of the source. */
const KEPT_CHUNK_PLACES: Place<readonly PngChunk[], PngChunk[]>[] = [
  ...PROFILE_PLACES.map(([place, tag, plant]): Place<readonly PngChunk[], PngChunk[]> => [
    `iCCP colour profile with a canary in ${place}`,
    `iccp-${tag}`,
    (chunks, canary) => afterHeader(chunks, iccp('ICC Profile', plant(canary))),
  ]),
  [
    'iCCP named by its writer',
    'iccp-name',
    (chunks, canary) =>
      afterHeader(
        chunks,
        iccp(`Asha Rao ${canary}`, PROFILE_PLACES[0]?.[2]('') ?? new Uint8Array()),
      ),
  ],
  [
    'pHYs longer than its 9 bytes',
    'phys',
    (chunks, canary) =>
      afterHeader(chunks, {
        type: 'pHYs',
        data: concat(u32be(2835), u32be(2835), u8(1), canaryBytes(canary)),
      }),
  ],
  // photo-with-text.png is RGBA: four significant-bit counts, and no tRNS (its alpha is one).
  [
    'sBIT longer than its 4 bytes',
    'sbit',
    (chunks, canary) =>
      afterHeader(chunks, {
        type: 'sBIT',
        data: concat(u8(8), u8(8), u8(8), u8(8), canaryBytes(canary)),
      }),
  ],
  [
    'PLTE suggested for a picture that is not indexed',
    'plte',
    (chunks, canary) => {
      const words = planted('Asha Rao', canary)
      const palette = concat(words, new Uint8Array((3 - (words.length % 3)) % 3))
      return afterHeader(chunks, { type: 'PLTE', data: palette })
    },
  ],
  [
    'tRNS in a picture with an alpha channel',
    'trns',
    (chunks, canary) => afterHeader(chunks, { type: 'tRNS', data: planted('Asha Rao', canary) }),
  ],
  [
    'IEND with data',
    'iend',
    (chunks, canary) =>
      withData(chunks, lastIndexOf([...chunks], 'IEND'), planted('Asha Rao', canary)),
  ],
  [
    'IDAT chunk after the end of the zlib stream',
    'idat-after',
    (chunks, canary) => {
      const at = lastIndexOf([...chunks], 'IDAT') + 1
      return [
        ...chunks.slice(0, at),
        { type: 'IDAT', data: planted('Asha Rao', canary) },
        ...chunks.slice(at),
      ]
    },
  ],
  [
    'bytes after the zlib stream inside an animation frame’s fdAT',
    'fdat-tail',
    (chunks, canary) =>
      animated(chunks, (stream) => [fdAT(2, concat(stream, planted('Asha Rao', canary)))]),
  ],
  [
    'fdAT chunk after the end of its frame’s zlib stream',
    'fdat-after',
    (chunks, canary) =>
      animated(chunks, (stream) => [fdAT(2, stream), fdAT(3, planted('Asha Rao', canary))]),
  ],
  [
    'bytes after the zlib stream inside the last IDAT',
    'idat-tail',
    (chunks, canary) => {
      const at = lastIndexOf([...chunks], 'IDAT')
      return withData(
        chunks,
        at,
        concat(chunks[at]?.data ?? new Uint8Array(), planted('Asha Rao', canary)),
      )
    },
  ],
]

/** photo-with-text.png with text and unknown chunks either side of the picture, and a tail. */
export function pngCanaryFixtures(): CanaryFixture[] {
  const source = fixtureBytes(SOURCE)
  const signature = source.subarray(0, SIGNATURE_LENGTH)
  const chunks = pngChunks(source)
  const inChunks = CHUNKS.flatMap(([kind, kindTag, plant]) =>
    POSITIONS.map(([position, positionTag, at]): CanaryFixture => {
      const canary = `CANARY-png-${kindTag}-${positionTag}`
      const { chunk, compressed } = plant(canary)
      const index = at(chunks)
      return {
        source: SOURCE,
        name: `${SOURCE}: ${kind} chunk ${position}`,
        format: 'png',
        bytes: png(signature, [...chunks.slice(0, index), chunk, ...chunks.slice(index)]),
        canaries: [canary],
        compressedForms: compressed ? [{ canary, bytes: compressed }] : undefined,
      }
    }),
  )
  const inKeptChunks = KEPT_CHUNK_PLACES.map(([place, tag, plant]): CanaryFixture => {
    const canary = `CANARY-png-${tag}`
    return {
      source: SOURCE,
      name: `${SOURCE}: ${place}`,
      format: 'png',
      bytes: png(signature, plant(chunks, canary)),
      canaries: [canary],
    }
  })
  const tail: CanaryFixture = {
    source: SOURCE,
    name: `${SOURCE}: bytes after IEND`,
    format: 'png',
    bytes: concat(source, planted('Asha Rao', 'CANARY-png-tail')),
    canaries: ['CANARY-png-tail'],
  }
  return [...inChunks, ...inKeptChunks, tail]
}
