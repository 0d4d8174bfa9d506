import { fixtureBytes } from '../loadFixture'
import { ascii, concat, view } from './bytes'
import { padded, planted, type CanaryFixture, type Place } from './fixture'
import { soundPackets } from './probe'

const SOURCE = 'recording.flac'
const SEEK_TABLE = 3
const LAST_BLOCK = 0x80
/** STREAMINFO's last field: the MD5 of the decoded sound, 16 bytes. */
const MD5_AT = 18
const PLACEHOLDER = Buffer.alloc(8, 0xff)

export interface FlacBlock {
  type: number
  body: Uint8Array
}

/** The metadata blocks after 'fLaC', and where the frames start. */
export function flacBlocks(bytes: Uint8Array) {
  const blocks: FlacBlock[] = []
  for (let at = 4; ;) {
    const length = view(bytes).readUIntBE(at + 1, 3)
    const header = bytes[at] ?? 0
    blocks.push({ type: header & 0x7f, body: bytes.subarray(at + 4, at + 4 + length) })
    at += 4 + length
    if (header & LAST_BLOCK) return { blocks, framesStart: at }
  }
}

/** A metadata block: last-block flag and type, a 24-bit length, the body. */
function blockBytes({ type, body }: FlacBlock, isLast: boolean) {
  const header = Buffer.alloc(4)
  header.writeUInt32BE(body.length)
  header[0] = type | (isLast ? LAST_BLOCK : 0)
  return concat(header, body)
}

export const flacFile = (blocks: readonly FlacBlock[], frames: Uint8Array) =>
  concat(
    ascii('fLaC'),
    ...blocks.map((block, index) => blockBytes(block, index === blocks.length - 1)),
    frames,
  )

interface FlacParts {
  blocks: FlacBlock[]
  frames: Uint8Array
  /** Where each frame starts, counted from the first. */
  frameStarts: number[]
}

const withSeekTable = ({ blocks }: FlacParts, body: (table: Uint8Array) => Uint8Array) =>
  blocks.map((block) => (block.type === SEEK_TABLE ? { ...block, body: body(block.body) } : block))

/** A seek point written as text: its sample number, offset and sample count, 18 bytes. */
const textPoint = (canary: string) => padded(ascii(canary), 18)

const PLACES: Place<FlacParts>[] = [
  [
    'seek table placeholder point with text in its offset and sample count',
    'ph',
    (parts, canary) =>
      flacFile(
        withSeekTable(parts, (table) => concat(table, PLACEHOLDER, padded(ascii(canary), 10))),
        parts.frames,
      ),
  ],
  [
    'seek table point made of text',
    'seekpoint',
    (parts, canary) =>
      flacFile(
        withSeekTable(parts, (table) => concat(table, textPoint(canary))),
        parts.frames,
      ),
  ],
  [
    "STREAMINFO's MD5 field",
    'md5',
    (parts, canary) =>
      flacFile(
        parts.blocks.map((block, index) =>
          index === 0
            ? { ...block, body: concat(block.body.subarray(0, MD5_AT), padded(ascii(canary), 16)) }
            : block,
        ),
        parts.frames,
      ),
  ],
  [
    'junk between two frames in the middle',
    'junk',
    (parts, canary) => {
      const middle = parts.frameStarts[Math.floor(parts.frameStarts.length / 2)] ?? 0
      const junk = planted('not a frame: asha.rao@example.in', canary)
      const frames = concat(parts.frames.subarray(0, middle), junk, parts.frames.subarray(middle))
      return flacFile(parts.blocks, frames)
    },
  ],
]

/**
 * Canaries kept as short as the fields they fill: a placeholder's free fields are 10 bytes,
 * a seek point 18 and the MD5 16.
 */
const CANARIES: Record<string, string> = {
  ph: 'CANARY-ph1',
  seekpoint: 'CANARY-flac-seekpt',
  md5: 'CANARY-flac-md5!',
  junk: 'CANARY-flac-junk',
}

/** recording.flac with text in the structures a FLAC keeps, and between its frames. */
export function flacCanaryFixtures(): CanaryFixture[] {
  const bytes = fixtureBytes(SOURCE)
  const { blocks, framesStart } = flacBlocks(bytes)
  const kept = blocks.filter((block, index) => index === 0 || block.type === SEEK_TABLE)
  const frames = bytes.subarray(framesStart)
  const frameStarts = soundPackets(bytes).map(({ start }) => start - framesStart)
  return PLACES.map(([place, tag, plant]) => {
    const canary = CANARIES[tag] ?? tag
    return {
      source: SOURCE,
      name: `${SOURCE}: ${place}`,
      format: 'flac',
      bytes: plant({ blocks: kept, frames, frameStarts }, canary),
      canaries: [canary],
      pristineMedia: { kind: 'decoded', streams: ['audio'], asSource: true },
    }
  })
}
