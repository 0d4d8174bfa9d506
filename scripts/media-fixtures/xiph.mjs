// FLAC and Ogg (Opus, Vorbis, FLAC-in-Ogg) fixtures: ffmpeg encodes the sound and writes the tags
// it can; the header packets and metadata blocks it cannot write (a WhatsApp-like OpusTags with a
// cover picture, FLAC's PICTURE, APPLICATION and SEEKTABLE blocks) are written here, and the Ogg
// pages around them are made anew so that every page is valid.

import { join } from 'node:path'
import { BITEXACT, ascii, ffmpeg, metadataArgs, u32be, u32le, utf8 } from './writers.mjs'

const LOCATION = '+12.9716+077.5946/'

// ---------- Vorbis comments and FLAC blocks ----------

/** A Vorbis comment list: vendor, then each 'KEY=value', every length little-endian. */
export function vorbisCommentList(vendor, comments) {
  const entries = Object.entries(comments).map(([key, value]) => utf8(`${key}=${value}`))
  return Buffer.concat([
    u32le(utf8(vendor).length),
    utf8(vendor),
    u32le(entries.length),
    ...entries.flatMap((entry) => [u32le(entry.length), entry]),
  ])
}

export const FLAC_BLOCK = {
  streamInfo: 0,
  padding: 1,
  application: 2,
  seekTable: 3,
  comment: 4,
  picture: 6,
}

/** A FLAC metadata block: last-block flag and type, 24-bit length, data. */
export function flacBlock(type, data, isLast = false) {
  const header = u32be(data.length)
  header[0] = type | (isLast ? 0x80 : 0)
  return Buffer.concat([header, data])
}

/** A PICTURE block's data: a front cover (type 3) with its MIME type and size. */
export function flacPicture(jpeg, width, height) {
  return Buffer.concat([
    u32be(3),
    u32be(10),
    ascii('image/jpeg'),
    u32be(11),
    utf8('Front cover'),
    ...[width, height, 24, 0].map(u32be),
    u32be(jpeg.length),
    jpeg,
  ])
}

/** A SEEKTABLE with one seek point at the first frame: sample 0, offset 0, `samples` samples. */
function seekTable(samples) {
  const point = Buffer.alloc(18)
  point.writeUInt16BE(samples, 16)
  return point
}

// ---------- Ogg pages ----------

const OGG_CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 24
  for (let k = 0; k < 8; k++) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1
  return c >>> 0
})

/** Ogg's CRC-32: polynomial 0x04C11DB7, not reflected, starting at 0, over the page with its CRC field zeroed. */
export function oggCrc(bytes) {
  let crc = 0
  for (const byte of bytes) crc = ((crc << 8) ^ OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]) >>> 0
  return crc
}

/** The lacing values of `packets` one after another: 255 per full 255 bytes, then the rest. */
export const lacingOf = (packets) =>
  packets.flatMap((packet) => [
    ...Array(Math.floor(packet.length / 255)).fill(255),
    packet.length % 255,
  ])

/**
 * An Ogg page: header, lacing values, body, and its CRC. A page of whole packets can be given
 * as `packets` instead of `lacing` and `body` (the bench writes its recordings so); `granule` may
 * be a number or a BigInt.
 */
export function oggPage({
  flags,
  granule,
  serial,
  sequence,
  packets,
  lacing = lacingOf(packets),
  body = Buffer.concat(packets),
}) {
  const header = Buffer.alloc(27)
  header.write('OggS', 0, 'latin1')
  header[5] = flags
  header.writeBigInt64LE(BigInt(granule), 6)
  header.writeUInt32LE(serial, 14)
  header.writeUInt32LE(sequence, 18)
  header[26] = lacing.length
  const page = Buffer.concat([header, Buffer.from(lacing), body])
  page.writeUInt32LE(oggCrc(page), 22)
  return page
}

function readOggPages(ogg) {
  const pages = []
  for (let at = 0; at < ogg.length;) {
    const count = ogg[at + 26]
    const lacing = [...ogg.subarray(at + 27, at + 27 + count)]
    const bodyStart = at + 27 + count
    const end = bodyStart + lacing.reduce((total, value) => total + value, 0)
    pages.push({
      flags: ogg[at + 5],
      granule: ogg.readBigInt64LE(at + 6),
      serial: ogg.readUInt32LE(at + 14),
      lacing,
      body: ogg.subarray(bodyStart, end),
    })
    at = end
  }
  return pages
}

/** Packets of whole pages, in order, and how many pages they filled. */
function packetsOf(pages, count) {
  const packets = []
  let current = []
  let pageCount = 0
  for (const page of pages) {
    let offset = 0
    for (const value of page.lacing) {
      current.push(page.body.subarray(offset, offset + value))
      offset += value
      if (value < 255) {
        packets.push(Buffer.concat(current))
        current = []
      }
    }
    pageCount++
    if (packets.length >= count) return { packets, pageCount }
  }
  throw new Error('expected ffmpeg to write whole header packets')
}

/** Pages holding `packets` laced one after another, at most 255 lacing values a page. */
function headerPages(packets, serial) {
  const lacing = lacingOf(packets)
  const body = Buffer.concat(packets)
  const pages = []
  for (let index = 0, offset = 0; index < lacing.length; index += 255) {
    const values = lacing.slice(index, index + 255)
    const length = values.reduce((total, value) => total + value, 0)
    const continued = index > 0 && lacing[index - 1] === 255
    pages.push({
      flags: continued ? 1 : 0,
      granule: 0n,
      serial,
      lacing: values,
      body: body.subarray(offset, offset + length),
    })
    offset += length
  }
  return pages
}

/**
 * The Ogg stream with its header packets (all but the first, which keeps its own page) replaced
 * by `packets`: the audio pages follow with their sequence numbers and CRCs made right.
 */
export function withHeaderPackets(ogg, headerCount, replace) {
  const pages = readOggPages(ogg)
  const { packets, pageCount } = packetsOf(pages, headerCount)
  const [first, ...rest] = replace(packets)
  const serial = pages[0].serial
  const all = [
    { ...pages[0], lacing: [first.length], body: first },
    ...headerPages(rest, serial),
    ...pages.slice(pageCount),
  ]
  return Buffer.concat(all.map((page, sequence) => oggPage({ ...page, sequence })))
}

// ---------- the fixtures ----------

const SINE = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.5']
const TAGS = {
  ARTIST: 'Asha Rao',
  TITLE: 'Market fire',
  LOCATION,
  DATE: '2026-03-14T09:41:00',
}

/** WhatsApp's voice notes: mono Opus at 16 kHz; the tags are the ones a recorder app adds. */
function voiceNote(work, cover) {
  const opus = ffmpeg(
    [...SINE, '-ac', '1', '-ar', '16000', '-c:a', 'libopus', '-b:a', '12k', ...BITEXACT],
    join(work, 'plain.opus'),
  )
  const comments = {
    ...TAGS,
    ENCODER: 'WhatsApp Voice 2.24.6',
    'com.android.manufacturer': 'Google',
    'com.android.model': 'Pixel 8',
    METADATA_BLOCK_PICTURE: flacPicture(cover, 16, 16).toString('base64'),
  }
  return withHeaderPackets(opus, 2, ([head]) => [
    head,
    Buffer.concat([ascii('OpusTags'), vorbisCommentList('libopus 1.4', comments)]),
  ])
}

function vorbis(work) {
  return ffmpeg(
    [
      ...SINE,
      ...['-ac', '1', '-ar', '8000', '-c:a', 'libvorbis', '-q:a', '0'],
      ...BITEXACT,
      ...metadataArgs({
        ...TAGS,
        COMMENT: 'Recorded outside the station',
        'com.android.manufacturer': 'Google',
        'com.android.model': 'Pixel 8',
      }),
    ],
    join(work, 'vorbis.ogg'),
  )
}

/** FLAC in Ogg: ffmpeg writes STREAMINFO and VORBIS_COMMENT; a PICTURE block is added after them. */
function flacInOgg(work, cover) {
  const oga = ffmpeg(
    [
      ...SINE,
      '-ac',
      '1',
      '-ar',
      '8000',
      '-c:a',
      'flac',
      ...BITEXACT,
      ...metadataArgs(TAGS),
      '-f',
      'ogg',
    ],
    join(work, 'plain.oga'),
  )
  return withHeaderPackets(oga, 2, ([streamInfo, comments]) => {
    const first = Buffer.from(streamInfo)
    first.writeUInt16BE(2, 7)
    const notLast = Buffer.from(comments)
    notLast[0] &= 0x7f
    return [first, notLast, flacBlock(FLAC_BLOCK.picture, flacPicture(cover, 16, 16), true)]
  })
}

/** FLAC's metadata blocks before the first frame, and where the frames start. */
function flacBlocks(flac) {
  const blocks = []
  for (let at = 4; ;) {
    const length = flac.readUInt32BE(at) & 0xffffff
    blocks.push({ type: flac[at] & 0x7f, data: flac.subarray(at + 4, at + 4 + length) })
    const isLast = flac[at] & 0x80
    at += 4 + length
    if (isLast) return { blocks, framesStart: at }
  }
}

/** A field recorder's FLAC: its tags, cover, an application block naming the device, padding. */
function recording(work, cover) {
  const flac = ffmpeg(
    [...SINE, '-ac', '1', '-ar', '8000', '-c:a', 'flac', ...BITEXACT],
    join(work, 'plain.flac'),
  )
  const { blocks, framesStart } = flacBlocks(flac)
  const streamInfo = blocks.find((block) => block.type === FLAC_BLOCK.streamInfo).data
  const comments = vorbisCommentList('reference libFLAC 1.4.3 20230623', {
    ...TAGS,
    ORGANIZATION: 'City Desk',
    MAKE: 'ZOOM',
    MODEL: 'H5',
  })
  const application = Buffer.concat([ascii('ZOOM'), utf8('serial=ZH5-C39XK2 device=ZOOM H5')])
  const metadata = [
    flacBlock(FLAC_BLOCK.streamInfo, streamInfo),
    flacBlock(FLAC_BLOCK.seekTable, seekTable(576)),
    flacBlock(FLAC_BLOCK.comment, comments),
    flacBlock(FLAC_BLOCK.picture, flacPicture(cover, 16, 16)),
    flacBlock(FLAC_BLOCK.application, application),
    flacBlock(FLAC_BLOCK.padding, Buffer.alloc(512), true),
  ]
  return Buffer.concat([ascii('fLaC'), ...metadata, flac.subarray(framesStart)])
}

/** The Xiph family's fixtures, made in `work` (a temporary folder), by file name. */
export async function makeXiphFixtures(work) {
  const cover = ffmpeg(
    ['-f', 'lavfi', '-i', 'color=c=red:size=16x16', '-frames:v', '1', ...BITEXACT],
    join(work, 'cover.jpg'),
  )
  return {
    'voice-note.opus': voiceNote(work, cover),
    'vorbis.ogg': vorbis(work),
    'flac-in-ogg.oga': flacInOgg(work, cover),
    'recording.flac': recording(work, cover),
  }
}
