import { fixtureBytes } from '../loadFixture'
import { ascii, concat, u16le, u32le, utf16le, view } from './bytes'
import {
  canaryBytes,
  planted,
  xmpPacket,
  type CanaryFixture,
  type Place,
  type RiffChunk,
} from './fixture'
import { PROFILE_PLACES } from './icc'
import { riff, riffChunks, withChunk } from './riff'

const SOURCE = 'photo.webp'
const ASCII = 2
const BYTE = 1
const IMAGE_DESCRIPTION = 0x010e
const XP_COMMENT = 0x9c9c

const ifdEntry = (tag: number, type: number, count: number, offset: number) =>
  concat(u16le(tag), u16le(type), u32le(count), u32le(offset))

/**
 * A little-endian TIFF with one IFD: the canary in ASCII as ImageDescription, and in UTF-16LE
 * as Windows' XPComment.
 */
function exif(canary: string) {
  const description = ascii(`Asha Rao ${canary}\0`)
  const comment = utf16le(`${canary}\0`)
  const dataStart = 8 + 2 + 2 * 12 + 4
  return concat(
    ascii('II'),
    u16le(42),
    u32le(8),
    u16le(2),
    ifdEntry(IMAGE_DESCRIPTION, ASCII, description.length, dataStart),
    ifdEntry(XP_COMMENT, BYTE, comment.length, dataStart + description.length),
    u32le(0),
    description,
    comment,
  )
}

const indexOfChunk = (chunks: readonly RiffChunk[], id: string) =>
  chunks.findIndex((chunk) => chunk.id === id)

const replacing = (chunks: readonly RiffChunk[], chunk: RiffChunk) =>
  chunks.map((each) => (each.id === chunk.id ? chunk : each))

const PLACES: Place<readonly RiffChunk[], readonly RiffChunk[]>[] = [
  ...PROFILE_PLACES.map(
    ([place, tag, plant]): Place<readonly RiffChunk[], readonly RiffChunk[]> => [
      `ICCP colour profile with a canary in ${place}`,
      `iccp-${tag}`,
      (chunks, c) => replacing(chunks, { id: 'ICCP', body: plant(c) }),
    ],
  ),
  ['EXIF chunk', 'exif', (chunks, c) => replacing(chunks, { id: 'EXIF', body: exif(c) })],
  ['XMP chunk', 'xmp', (chunks, c) => replacing(chunks, { id: 'XMP ', body: xmpPacket(c) })],
  [
    'unknown chunk before the picture',
    'cnry-pre',
    (chunks, c) =>
      withChunk(chunks, indexOfChunk(chunks, 'VP8 '), { id: 'CNRY', body: planted('Asha Rao', c) }),
  ],
  [
    'unknown chunk at the end',
    'cnry-end',
    (chunks, c) => [...chunks, { id: 'CNRY', body: planted('Asha Rao', c) }],
  ],
  // libwebp and ffmpeg refuse a VP8X chunk of any other size: a cleaner may refuse the file too.
  [
    'VP8X chunk longer than its 10 bytes',
    'vp8x',
    (chunks, c) => {
      const vp8x = chunks.find((chunk) => chunk.id === 'VP8X')
      if (!vp8x) throw new Error(`${SOURCE} has no VP8X chunk`)
      return replacing(chunks, {
        id: 'VP8X',
        body: concat(vp8x.body.subarray(0, 10), canaryBytes(c)),
      })
    },
  ],
]

/** photo.webp (VP8X, ICCP, VP8, EXIF, XMP): its metadata replaced, unknown chunks, a tail. */
export function webpCanaryFixtures(): CanaryFixture[] {
  const source = fixtureBytes(SOURCE)
  const chunks = riffChunks(source)
  if (view(source).toString('latin1', 8, 12) !== 'WEBP') throw new Error(`${SOURCE} is not a WebP`)
  const inChunks = PLACES.map(([place, tag, plant]): CanaryFixture => {
    const canary = `CANARY-webp-${tag}`
    return {
      source: SOURCE,
      name: `${SOURCE}: ${place}`,
      format: 'webp',
      bytes: riff('WEBP', plant(chunks, canary)),
      canaries: [canary],
    }
  })
  const tail: CanaryFixture = {
    source: SOURCE,
    name: `${SOURCE}: bytes after the RIFF body`,
    format: 'webp',
    bytes: concat(source, planted('Asha Rao', 'CANARY-webp-tail')),
    canaries: ['CANARY-webp-tail'],
  }
  return [...inChunks, tail]
}
