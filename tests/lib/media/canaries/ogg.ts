import { fixtureBytes } from '../loadFixture'
import { ascii, concat, u16be, u8, view } from './bytes'
import { canaryBytes, padded, type CanaryFixture, type Place } from './fixture'

const PAGE_HEADER_SIZE = 27
const CRC_AT = 22
/** The page flag that says its first packet began on the page before. */
const CONTINUED = 0x01

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1
  return crc >>> 0
})

/** Ogg's page CRC: polynomial 0x04C11DB7, not reflected, from 0, over the page with its CRC zeroed. */
function oggCrc(page: Uint8Array) {
  let crc = 0
  for (const byte of page) crc = ((crc << 8) ^ (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0
  return crc
}

/**
 * An Ogg page: its bytes, its 27-byte header and the packets it holds, each whole, or none
 * where a packet goes on to the next page (such a page is copied as it is).
 */
interface OggPage {
  bytes: Uint8Array
  header: Uint8Array
  packets: Uint8Array[]
  /** Whether its packets were changed, so that it is written anew. */
  changed?: true
}

/** The pages of an Ogg file. */
function oggPages(bytes: Uint8Array): OggPage[] {
  const pages: OggPage[] = []
  for (let at = 0; at < bytes.length;) {
    const count = bytes[at + PAGE_HEADER_SIZE - 1] ?? 0
    const lacing = bytes.subarray(at + PAGE_HEADER_SIZE, at + PAGE_HEADER_SIZE + count)
    let position = at + PAGE_HEADER_SIZE + count
    const packets: Uint8Array[] = []
    let packetStart = position
    for (const value of lacing) {
      position += value
      if (value < 255) {
        packets.push(bytes.subarray(packetStart, position))
        packetStart = position
      }
    }
    pages.push({
      bytes: bytes.subarray(at, position),
      header: bytes.subarray(at, at + PAGE_HEADER_SIZE),
      // A page that goes on with a packet from the one before is not taken apart either.
      packets: packetStart === position && !((bytes[at + 5] ?? 0) & CONTINUED) ? packets : [],
    })
    at = position
  }
  return pages
}

/** A page's bytes: as they were, or its header with the lacing of its packets, the packets, its CRC. */
function pageBytes({ bytes, header, packets, changed }: OggPage) {
  if (!changed) return bytes
  const lacing = packets.flatMap((packet) => [
    ...new Array<number>(Math.floor(packet.length / 255)).fill(255),
    packet.length % 255,
  ])
  const page = concat(header, Buffer.from(lacing), ...packets)
  page[PAGE_HEADER_SIZE - 1] = lacing.length
  view(page).writeUInt32LE(0, CRC_AT)
  view(page).writeUInt32LE(oggCrc(page), CRC_AT)
  return page
}

const oggFile = (pages: readonly OggPage[]) => concat(...pages.map(pageBytes))

/** The pages with the one at `index` holding `packets` instead. */
const withPackets = (pages: readonly OggPage[], index: number, packets: Uint8Array[]) =>
  pages.map((page, at) => (at === index ? { ...page, packets, changed: true as const } : page))

const firstPacket = (page: OggPage | undefined) => page?.packets[0] ?? new Uint8Array()

/**
 * An Opus packet of one frame (TOC code 0) made a code 3 packet of one frame with `padding`
 * after it (RFC 6716 §3.2.5): the frame count byte's padding flag, the padding's length in one
 * byte, the frame, the padding. It decodes as before; decoders skip the padding.
 */
function withPadding(packet: Uint8Array, padding: Uint8Array) {
  const toc = packet[0] ?? 0
  if ((toc & 3) !== 0 || padding.length >= 255) throw new Error('Not a one-frame Opus packet')
  return concat(u8(toc | 3), u8(0x40 | 1), u8(padding.length), packet.subarray(1), padding)
}

/** The first sound page holding a one-frame packet, and that packet's index on it. */
function oneFramePacket(pages: readonly OggPage[]) {
  for (let index = 2; index < pages.length; index++) {
    const at = pages[index]?.packets.findIndex((packet) => ((packet[0] ?? 0) & 3) === 0) ?? -1
    if (at >= 0) return { index, at }
  }
  throw new Error('No one-frame Opus packet')
}

const OPUS_PLACES: Place<OggPage[]>[] = [
  [
    'OpusHead with bytes after its 19 defined bytes',
    'opushead',
    (pages, canary) =>
      oggFile(withPackets(pages, 0, [concat(firstPacket(pages[0]), canaryBytes(canary))])),
  ],
  [
    'Opus packet padding',
    'padding',
    (pages, canary) => {
      const { index, at } = oneFramePacket(pages)
      const packets = [...(pages[index]?.packets ?? [])]
      packets[at] = withPadding(packets[at] ?? new Uint8Array(), canaryBytes(canary))
      return oggFile(withPackets(pages, index, packets))
    },
  ],
]

const VORBIS_PLACES: Place<OggPage[]>[] = [
  [
    'Vorbis identification header with bytes after its 30 defined bytes',
    'vorbishead',
    (pages, canary) =>
      oggFile(withPackets(pages, 0, [concat(firstPacket(pages[0]), canaryBytes(canary))])),
  ],
  [
    'Vorbis setup header with bytes after its framing bit',
    'vorbissetup',
    (pages, canary) => {
      const [comments = new Uint8Array(), setup = new Uint8Array()] = pages[1]?.packets ?? []
      return oggFile(withPackets(pages, 1, [comments, concat(setup, canaryBytes(canary))]))
    },
  ],
]

/** FLAC-in-Ogg's first packet: 0x7F 'FLAC', version, header count, then 'fLaC' and STREAMINFO. */
const HEADER_COUNT_AT = 7
const STREAM_INFO_AT = 17
const MD5_AT = 18

const FLAC_PLACES: Place<OggPage[]>[] = [
  [
    "STREAMINFO's MD5 field in the first packet",
    'md5',
    (pages, canary) => {
      const first = Buffer.from(firstPacket(pages[0]))
      first.set(padded(ascii(canary), 16), STREAM_INFO_AT + MD5_AT)
      return oggFile(withPackets(pages, 0, [first]))
    },
  ],
  [
    'seek table placeholder point with text in its free fields',
    'ph',
    (pages, canary) => {
      const first = Buffer.from(firstPacket(pages[0]))
      first.set(u16be(first.readUInt16BE(HEADER_COUNT_AT) + 1), HEADER_COUNT_AT)
      const point = concat(Buffer.alloc(8, 0xff), padded(ascii(canary), 10))
      const seekTable = concat(Buffer.from([3, 0, 0, point.length]), point)
      const page = pages[1]
      return oggFile(
        withPackets(withPackets(pages, 0, [first]), 1, [seekTable, ...(page?.packets ?? [])]),
      )
    },
  ],
]

const CANARIES: Record<string, string> = {
  opushead: 'CANARY-ogg-opushead',
  padding: 'CANARY-ogg-padding',
  md5: 'CANARY-oggmd5-16',
  ph: 'CANARY-og1',
  vorbishead: 'CANARY-ogg-vorbishead',
  vorbissetup: 'CANARY-ogg-vorbissetup',
}

function fixturesFrom(
  source: string,
  places: Place<OggPage[]>[],
  fileTypeExtension?: string,
): CanaryFixture[] {
  const pages = oggPages(fixtureBytes(source))
  return places.map(([place, tag, plant]) => {
    const canary = CANARIES[tag] ?? tag
    return {
      source,
      name: `${source}: ${place}`,
      format: 'ogg',
      ...(fileTypeExtension && { fileTypeExtension }),
      bytes: plant(pages, canary),
      canaries: [canary],
      pristineMedia: { kind: 'decoded', streams: ['audio'], asSource: true },
    }
  })
}

/** voice-note.opus and flac-in-ogg.oga with text in the headers they keep and in Opus padding. */
export const oggCanaryFixtures = () => [
  ...fixturesFrom('voice-note.opus', OPUS_PLACES, 'opus'),
  ...fixturesFrom('flac-in-ogg.oga', FLAC_PLACES),
  ...fixturesFrom('vorbis.ogg', VORBIS_PLACES),
]
