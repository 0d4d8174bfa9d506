// @vitest-environment node
import { expect, it } from 'vitest'
import { removeHiddenDetails } from '@/lib/media'
import {
  ascii,
  box,
  fullBox,
  sampleEntry,
  trackBox,
  u16be,
  u32be,
} from '../../../../scripts/media-fixtures/writers.mjs'

/** More than an hour of 20 ms packets: more samples than a call's arguments may number. */
const PACKETS = 200_000

/** An M4A of PACKETS Opus packets of one silent frame each, in one chunk. */
function longOpusRecording() {
  const packet = Buffer.from([0xf8, 0xff, 0xfe])
  const channelMapping = box(
    'dOps',
    Buffer.from([0, 1]),
    u16be(312),
    u32be(48_000),
    u16be(0),
    Buffer.from([0]),
  )
  const entry = sampleEntry(
    'Opus',
    ...[Buffer.alloc(8), u16be(1), u16be(16), u16be(0), u16be(0), u32be(48_000 * 65_536)],
    channelMapping,
  )
  const header = fullBox(
    'mvhd',
    ...[u32be(0), u32be(0), u32be(1000), u32be(PACKETS * 20), u32be(0x10000), u16be(0x100)],
    ...[Buffer.alloc(10), ...[0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32be)],
    ...[Buffer.alloc(24), u32be(2)],
  )
  const fileType = box('ftyp', ascii('M4A '), u32be(0), ascii('M4A isom'))
  const movie = (mediaStart: number) =>
    box(
      'moov',
      header,
      trackBox({
        id: 1,
        kind: 'soun',
        name: 'Sound',
        entry,
        sampleSizes: new Array<number>(PACKETS).fill(packet.length),
        chunkOffsets: [mediaStart],
        mediaInformationHeader: fullBox('smhd', Buffer.alloc(4)),
      }),
    )
  const mediaStart = fileType.length + movie(0).length + 8
  const media = Buffer.concat(new Array<Buffer>(PACKETS).fill(packet))
  return Buffer.concat([fileType, movie(mediaStart), u32be(media.length + 8), ascii('mdat'), media])
}

it('maps the samples of a recording longer than an hour, and calls it clean', async () => {
  const { removed, remaining } = await removeHiddenDetails(new Blob([longOpusRecording()]), 'm4a')
  expect(removed).not.toContain('other')
  expect(remaining).toEqual([])
})
