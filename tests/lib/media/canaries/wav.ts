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

/** recorded.wav with a chunk of each kind before, between and after fmt and data, and a tail. */
export function wavCanaryFixtures(): CanaryFixture[] {
  const source = fixtureBytes(SOURCE)
  const chunks = riffChunks(source)
  const kept = chunks.filter(({ id }) => KEPT.has(id))
  const fixture = (place: string, canary: string, bytes: Uint8Array): CanaryFixture => ({
    source: SOURCE,
    name: `${SOURCE}: ${place}`,
    format: 'wav',
    bytes,
    canaries: [canary],
    pristineMedia: { kind: 'wav chunks', chunks: kept },
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
    fixture('bytes after the RIFF body', 'CANARY-wav-tail', concat(source, tail)),
  ]
}
