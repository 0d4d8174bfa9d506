import { fixtureBytes } from '../loadFixture'
import { ascii, concat, u16le, u32le, u8 } from './bytes'
import { canaryBytes, padded, planted, type CanaryFixture, type RiffChunk } from './fixture'
import { id3v24Tag } from './id3'
import { chunkBytes, riff, riffChunks, withChunk } from './riff'

const SOURCE = 'recorded.wav'
const KEPT = new Set(['fmt ', 'fact', 'data'])

const text = (words: string) => ascii(`${words}\0`)

const infoList = (canary: string) =>
  concat(
    ascii('INFO'),
    chunkBytes({ id: 'IART', body: text('Asha Rao') }),
    chunkBytes({ id: 'ICMT', body: concat(planted('Shot near the station', canary), u8(0)) }),
  )

/** EBU Tech 3285: description, originator, reference, date and time, fixed fields to 602 bytes. */
const broadcastExtension = (canary: string) =>
  concat(
    padded(planted('Asha Rao, 12 MG Road', canary), 256),
    padded(ascii('Voice Recorder 4.2'), 32),
    padded(ascii('SN-4471-0093'), 32),
    ascii('2026-03-1409:41:00'),
    new Uint8Array(8),
    u16le(1),
    new Uint8Array(64 + 10 + 180),
  )

const cuePoints = (canary: string) =>
  concat(u32le(1), u32le(1), u32le(0), ascii('data'), new Uint8Array(12), canaryBytes(canary))

/** A sampler chunk with no loops and the canary as its vendor data (cbSamplerData). */
const sampler = (canary: string) => {
  const vendorData = canaryBytes(canary)
  const header = [0, 0, 125000, 60, 0, 0, 0, 0, vendorData.length].map(u32le)
  return concat(...header, vendorData)
}

/** Odd-sized on purpose: RIFF then follows the chunk with a pad byte. */
const oddSized = (bytes: Uint8Array) => (bytes.length % 2 ? bytes : concat(bytes, ascii('!')))

/** Every chunk a WAV can carry besides its sound, each holding the canary. */
const PLANTED_CHUNKS: Record<string, (canary: string) => Uint8Array> = {
  DISP: (canary) =>
    concat(u32le(1), planted('Recorded by Asha Rao at 12 MG Road, Bengaluru', canary), u8(0)),
  afsp: (canary) =>
    concat(ascii('AFsp'), text('user: asha.rao@example.in'), planted('program: ', canary)),
  umid: (canary) => padded(canaryBytes(canary), 64),
  JUNK: (canary) => planted('asha.rao@example.in 12.9716 N 77.5946 E', canary),
  LIST: infoList,
  bext: broadcastExtension,
  iXML: (canary) =>
    concat(
      ascii('<?xml version="1.0"?><BWFXML><NOTE>Asha Rao'),
      canaryBytes(canary),
      ascii('</NOTE></BWFXML>'),
    ),
  'id3 ': (canary) => id3v24Tag(canary),
  'cue ': cuePoints,
  smpl: sampler,
  zzzz: (canary) => oddSized(planted('Asha Rao', canary)),
}

const placeOf = (id: string) => (chunks: RiffChunk[]) =>
  chunks.findIndex((chunk) => chunk.id === id)

const POSITIONS = [
  { label: 'before fmt', tag: 'pre', at: placeOf('fmt ') },
  { label: 'between fmt and data', tag: 'mid', at: placeOf('data') },
  { label: 'after data', tag: 'end', at: (chunks: RiffChunk[]) => placeOf('data')(chunks) + 1 },
]

const WAVE_FORMAT_EXTENSIBLE = 0xfffe
/** KSDATAFORMAT_SUBTYPE_PCM: the PCM tag, then the GUID tail every sub-format shares. */
const PCM_SUB_FORMAT = Buffer.from('0100000000001000800000aa00389b71', 'hex')
const FRONT_CENTRE = 0x4

/** The source's PCM `fmt ` as WAVE_FORMAT_EXTENSIBLE: its 16 bytes, then the 22 bytes it defines. */
function extensibleFormat(pcm: Uint8Array) {
  const base = Buffer.from(pcm.subarray(0, 16))
  base.writeUInt16LE(WAVE_FORMAT_EXTENSIBLE, 0)
  const bitsPerSample = base.readUInt16LE(14)
  return concat(base, u16le(22), u16le(bitsPerSample), u32le(FRONT_CENTRE), PCM_SUB_FORMAT)
}

/**
 * Places inside the chunks a WAV keeps, or beside them where a walk that copies allowed chunks
 * would take them: each with the chunks the cleaned file must hold, worked out here.
 */
function keptChunkPlaces(chunks: readonly RiffChunk[], kept: readonly RiffChunk[]) {
  const format = kept.find(({ id }) => id === 'fmt ')?.body ?? new Uint8Array()
  const withBody = (id: string, body: Uint8Array) =>
    chunks.map((chunk) => (chunk.id === id ? { id, body } : chunk))
  const afterData = (chunk: RiffChunk) =>
    withChunk(chunks, chunks.findIndex(({ id }) => id === 'data') + 1, chunk)
  const sound = kept.find(({ id }) => id === 'data')?.body ?? new Uint8Array()
  const sampleCount = u32le(sound.length / Buffer.from(format).readUInt16LE(12))
  const fact = { id: 'fact', body: sampleCount }
  const extensible = extensibleFormat(format)
  const withFact = (body: Uint8Array) =>
    withChunk(
      chunks,
      chunks.findIndex(({ id }) => id === 'data'),
      { id: 'fact', body },
    )
  const keptWithFact = withChunk(
    kept,
    kept.findIndex(({ id }) => id === 'data'),
    fact,
  )
  const keptExtensible = kept.map((chunk) =>
    chunk.id === 'fmt ' ? { id: 'fmt ', body: extensible } : chunk,
  )
  return [
    {
      place: 'fmt chunk extension after a PCM format',
      tag: 'fmt-ext',
      plant: (canary: string) =>
        riff(
          'WAVE',
          withBody('fmt ', concat(format, u16le(canaryBytes(canary).length), canaryBytes(canary))),
        ),
      kept,
    },
    {
      place: 'fmt chunk bytes past its size field',
      tag: 'fmt-tail',
      plant: (canary: string) =>
        riff('WAVE', withBody('fmt ', concat(format, u16le(0), canaryBytes(canary)))),
      kept,
    },
    {
      place: 'WAVE_FORMAT_EXTENSIBLE fmt chunk past its 22 defined bytes',
      tag: 'fmt-extensible',
      plant: (canary: string) =>
        riff('WAVE', withBody('fmt ', concat(extensible, canaryBytes(canary)))),
      kept: keptExtensible,
    },
    {
      place: 'fact chunk with text after its sample count',
      tag: 'fact',
      plant: (canary: string) => riff('WAVE', withFact(concat(sampleCount, canaryBytes(canary)))),
      kept: keptWithFact,
    },
    {
      place: 'second data chunk after the first',
      tag: 'data2',
      plant: (canary: string) =>
        riff('WAVE', afterData({ id: 'data', body: oddSized(planted('Asha Rao', canary)) })),
      kept,
    },
    {
      place: 'fact chunk after the end the RIFF size gives',
      tag: 'past-riff',
      plant: (canary: string) =>
        concat(
          riff('WAVE', chunks),
          chunkBytes({ id: 'fact', body: concat(sampleCount, canaryBytes(canary)) }),
        ),
      kept,
    },
  ]
}

/** recorded.wav with a chunk of each kind before, between and after fmt and data, and a tail. */
export function wavCanaryFixtures(): CanaryFixture[] {
  const source = fixtureBytes(SOURCE)
  const chunks = riffChunks(source)
  const kept = chunks.filter(({ id }) => KEPT.has(id))
  const fixture = (
    place: string,
    canary: string,
    bytes: Uint8Array,
    keptChunks: readonly RiffChunk[] = kept,
  ): CanaryFixture => ({
    source: SOURCE,
    name: `${SOURCE}: ${place}`,
    format: 'wav',
    bytes,
    canaries: [canary],
    pristineMedia: { kind: 'wav chunks', chunks: keptChunks },
  })
  const inKeptChunks = keptChunkPlaces(chunks, kept).map(({ place, tag, plant, kept: left }) => {
    const canary = `CANARY-wav-${tag}`
    return fixture(place, canary, plant(canary), left)
  })
  const inChunks = Object.entries(PLANTED_CHUNKS).flatMap(([id, body]) =>
    POSITIONS.map(({ label, tag, at }) => {
      const canary = `CANARY-wav-${id.trim()}-${tag}`
      const withPlanted = withChunk(chunks, at(chunks), { id, body: body(canary) })
      return fixture(`${id.trim()} chunk ${label}`, canary, riff('WAVE', withPlanted))
    }),
  )
  const tail = planted('asha.rao@example.in', 'CANARY-wav-tail')
  return [
    ...inChunks,
    ...inKeptChunks,
    fixture('bytes after the RIFF body', 'CANARY-wav-tail', concat(source, tail)),
  ]
}
