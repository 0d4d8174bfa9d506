// The writers TipWire's media fixtures are made with: bytes, EXIF, XMP, IPTC, PNG and RIFF
// chunks, ISO boxes, ID3 and APE tags, pictures drawn by Chromium and ffmpeg runs. Where ffmpeg
// writes a kind of metadata as apps do (its own and Apple's keys, ilst items and cover art,
// subtitle and timecode tracks), ffmpeg writes it; everything else (EXIF, ID3, APE, 3GPP user
// data, makers' boxes, XMP, timed metadata and telemetry tracks) is written by the small writers
// here, so each byte is known. scripts/make-media-fixtures.mjs writes the fixtures with them; the
// bench imports the box writers to make its 450 MB video.

import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

// ---------- bytes ----------

export const ascii = (text) => Buffer.from(text, 'latin1')
export const utf8 = (text) => Buffer.from(text, 'utf8')
export const u16be = (value) => Buffer.from([(value >>> 8) & 0xff, value & 0xff])
export const u32be = (value) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}
export const u32le = (value) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32LE(value)
  return bytes
}

export const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

export function crc32(bytes) {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

// ---------- pictures drawn by Chromium ----------

/**
 * Pictures drawn on a canvas in headless Chromium and encoded by it, keyed by name:
 * `pictures` maps a name to { width, height, type, quality, noise }.
 */
export async function drawInChromium(pictures) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const page = await browser.newPage()
    const encoded = await page.evaluate(async (requests) => {
      const results = {}
      for (const [name, { width, height, type, quality, noise }] of Object.entries(requests)) {
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = height
        const context = canvas.getContext('2d')
        const sky = context.createLinearGradient(0, 0, 0, height)
        sky.addColorStop(0, '#4a90d9')
        sky.addColorStop(1, '#f5d76e')
        context.fillStyle = sky
        context.fillRect(0, 0, width, height)
        context.fillStyle = '#2e7d32'
        context.fillRect(0, height * 0.7, width, height * 0.3)
        context.fillStyle = '#c62828'
        context.beginPath()
        context.arc(width * 0.3, height * 0.45, height * 0.15, 0, Math.PI * 2)
        context.fill()
        if (noise) {
          // Random pixels defeat compression, so a 12-megapixel picture weighs what a phone's does.
          const image = context.getImageData(0, 0, width, height)
          const random = new Uint32Array(4096)
          for (let index = 0; index < image.data.length; index += 4) {
            if (index % 16384 === 0) crypto.getRandomValues(random)
            const value = random[(index / 4) % 4096]
            image.data[index] = (image.data[index] + (value % 48)) & 0xff
            image.data[index + 1] = (image.data[index + 1] + ((value >>> 8) % 48)) & 0xff
            image.data[index + 2] = (image.data[index + 2] + ((value >>> 16) % 48)) & 0xff
          }
          context.putImageData(image, 0, 0)
        }
        const blob = await new Promise((resolve) => canvas.toBlob(resolve, type, quality))
        const bytes = new Uint8Array(await blob.arrayBuffer())
        let binary = ''
        for (let index = 0; index < bytes.length; index += 0x8000) {
          binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
        }
        results[name] = btoa(binary)
      }
      return results
    }, pictures)
    return Object.fromEntries(
      Object.entries(encoded).map(([name, base64]) => [name, Buffer.from(base64, 'base64')]),
    )
  } finally {
    await browser.close()
  }
}

// ---------- EXIF (TIFF) ----------

export const TIFF_TYPES = { ascii: 2, short: 3, long: 4, rational: 5 }
export const TYPE_SIZES = { 2: 1, 3: 2, 4: 4, 5: 8 }

/** One IFD entry: [tag, 'ascii', 'text'] | [tag, 'short', n] | [tag, 'rational', [[num, den], ...]] */
export function entryValue([, type, value]) {
  if (type === 'ascii')
    return { count: value.length + 1, bytes: Buffer.concat([ascii(value), Buffer.from([0])]) }
  if (type === 'short') return { count: 1, bytes: u16be(value) }
  if (type === 'long') return { count: 1, bytes: u32be(value) }
  return {
    count: value.length,
    bytes: Buffer.concat(value.flatMap(([n, d]) => [u32be(n), u32be(d)])),
  }
}

/** A big-endian TIFF block with IFD0, and an Exif IFD and a GPS IFD when given entries. */
export function buildExifTiff({ ifd0, exif = [], gps = [] }) {
  const ifds = [
    [
      ...ifd0,
      ...(exif.length ? [[0x8769, 'long', 0]] : []),
      ...(gps.length ? [[0x8825, 'long', 0]] : []),
    ],
    exif,
    gps,
  ].filter((entries) => entries.length)
  for (const entries of ifds) entries.sort((a, b) => a[0] - b[0])
  const ifdSize = (entries) => 2 + entries.length * 12 + 4
  const ifdOffsets = []
  let offset = 8
  for (const entries of ifds) {
    ifdOffsets.push(offset)
    offset += ifdSize(entries)
  }
  const pointer = { 0x8769: ifdOffsets[1], 0x8825: ifdOffsets[exif.length ? 2 : 1] }
  const data = []
  let dataOffset = offset
  const ifdBytes = ifds.map((entries) => {
    const parts = [u16be(entries.length)]
    for (const entry of entries) {
      const [tag, type] = entry
      const isPointer = tag === 0x8769 || tag === 0x8825
      const { count, bytes } = isPointer
        ? { count: 1, bytes: u32be(pointer[tag]) }
        : entryValue(entry)
      parts.push(u16be(tag), u16be(TIFF_TYPES[type]), u32be(count))
      if (count * TYPE_SIZES[TIFF_TYPES[type]] <= 4) {
        parts.push(Buffer.concat([bytes, Buffer.alloc(4 - bytes.length)]))
      } else {
        parts.push(u32be(dataOffset))
        const padded = bytes.length % 2 ? Buffer.concat([bytes, Buffer.from([0])]) : bytes
        data.push(padded)
        dataOffset += padded.length
      }
    }
    parts.push(u32be(0))
    return Buffer.concat(parts)
  })
  return Buffer.concat([ascii('MM'), u16be(42), u32be(8), ...ifdBytes, ...data])
}

/** Degrees as EXIF writes them: degrees, minutes, seconds in hundredths. */
export function dms(decimal) {
  const value = Math.abs(decimal)
  const degrees = Math.floor(value)
  const minutes = Math.floor((value - degrees) * 60)
  const seconds = Math.round(((value - degrees) * 60 - minutes) * 60 * 100)
  return [
    [degrees, 1],
    [minutes, 1],
    [seconds, 100],
  ]
}

export function gpsEntries(latitude, longitude) {
  return [
    [0x0001, 'ascii', latitude < 0 ? 'S' : 'N'],
    [0x0002, 'rational', dms(latitude)],
    [0x0003, 'ascii', longitude < 0 ? 'W' : 'E'],
    [0x0004, 'rational', dms(longitude)],
  ]
}

export function xmpPacket({ creator, latitude, longitude }) {
  const coordinate = (value, positive, negative) => {
    const abs = Math.abs(value)
    const degrees = Math.floor(abs)
    return `${degrees},${((abs - degrees) * 60).toFixed(4)}${value < 0 ? negative : positive}`
  }
  return utf8(
    `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>` +
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
      `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:exif="http://ns.adobe.com/exif/1.0/"` +
      (latitude === undefined
        ? '>'
        : ` exif:GPSLatitude="${coordinate(latitude, 'N', 'S')}" exif:GPSLongitude="${coordinate(longitude, 'E', 'W')}">`) +
      `<dc:creator><rdf:Seq><rdf:li>${creator}</rdf:li></rdf:Seq></dc:creator>` +
      `</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`,
  )
}

// ---------- JPEG ----------

export const jpegSegment = (marker, payload) =>
  Buffer.concat([Buffer.from([0xff, marker]), u16be(payload.length + 2), payload])

/**
 * The JPEG with `segments` inserted right after its APP0 JFIF segment, so Chromium's own APP2
 * ICC profile (sRGB) follows them: cleaning must keep it.
 */
export function insertAfterJfif(jpeg, segments) {
  const jfifEnd = 2 + 2 + jpeg.readUInt16BE(4)
  if (jpeg[3] !== 0xe0) throw new Error('expected Chromium to start its JPEGs with APP0 JFIF')
  return Buffer.concat([jpeg.subarray(0, jfifEnd), ...segments, jpeg.subarray(jfifEnd)])
}

export const exifSegment = (tiff) => jpegSegment(0xe1, Buffer.concat([ascii('Exif\0\0'), tiff]))

export function iptcSegment(byLine, dateCreated) {
  const dataset = (number, text) =>
    Buffer.concat([Buffer.from([0x1c, 2, number]), u16be(text.length), ascii(text)])
  const iptc = Buffer.concat([dataset(80, byLine), dataset(55, dateCreated)])
  const padded = iptc.length % 2 ? Buffer.concat([iptc, Buffer.from([0])]) : iptc
  const resource = Buffer.concat([
    ascii('8BIM'),
    u16be(0x0404),
    Buffer.from([0, 0]),
    u32be(iptc.length),
    padded,
  ])
  return jpegSegment(0xed, Buffer.concat([ascii('Photoshop 3.0\0'), resource]))
}

export function gpsPhoto(jpeg) {
  const tiff = buildExifTiff({
    ifd0: [
      [0x010f, 'ascii', 'Apple'],
      [0x0110, 'ascii', 'iPhone 15 Pro'],
      [0x0112, 'short', 6],
      [0x0131, 'ascii', 'Adobe Photoshop 25.1'],
      [0x013b, 'ascii', 'Asha Rao'],
    ],
    exif: [
      [0x9003, 'ascii', '2026:03:14 09:41:00'],
      [0xa431, 'ascii', 'C39XK2'],
    ],
    gps: gpsEntries(12.971583, 77.594556),
  })
  return insertAfterJfif(jpeg, [
    exifSegment(tiff),
    jpegSegment(
      0xe1,
      Buffer.concat([
        ascii('http://ns.adobe.com/xap/1.0/\0'),
        xmpPacket({ creator: 'Asha Rao', latitude: 12.971583, longitude: 77.594556 }),
      ]),
    ),
    iptcSegment('Asha Rao', '20260314'),
    jpegSegment(0xfe, ascii('Shot near the old market')),
  ])
}

// ---------- PNG ----------

export const pngChunk = (type, data) =>
  Buffer.concat([
    u32be(data.length),
    ascii(type),
    data,
    u32be(crc32(Buffer.concat([ascii(type), data]))),
  ])

export function pngWithText(png) {
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8)
  const iendStart = png.length - 12
  const tiff = buildExifTiff({
    ifd0: [
      [0x010f, 'ascii', 'Google'],
      [0x0110, 'ascii', 'Pixel 8'],
    ],
    exif: [[0x9003, 'ascii', '2026:01:02 18:05:00']],
    gps: gpsEntries(-33.85678, 151.21529),
  })
  const time = Buffer.concat([u16be(2026), Buffer.from([1, 3, 8, 0, 0])])
  return Buffer.concat([
    png.subarray(0, ihdrEnd),
    pngChunk('eXIf', tiff),
    pngChunk('tEXt', ascii('Author\0Ravi Kumar')),
    pngChunk('tEXt', ascii('Software\0GIMP 2.10.36')),
    png.subarray(ihdrEnd, iendStart),
    pngChunk('tIME', time),
    png.subarray(iendStart),
  ])
}

// ---------- WebP ----------

export const riffChunk = (fourCC, data) =>
  Buffer.concat([
    ascii(fourCC),
    u32le(data.length),
    data,
    data.length % 2 ? Buffer.from([0]) : Buffer.alloc(0),
  ])

export function webpWithMetadata(webp, width, height) {
  const exifFlag = 0x08
  const xmpFlag = 0x04
  let chunks = webp.subarray(12)
  if (webp.toString('latin1', 12, 16) === 'VP8X') {
    chunks = Buffer.from(chunks)
    chunks[8] |= exifFlag | xmpFlag
  } else {
    const canvas = Buffer.alloc(10)
    canvas[0] = exifFlag | xmpFlag
    canvas.writeUIntLE(width - 1, 4, 3)
    canvas.writeUIntLE(height - 1, 7, 3)
    chunks = Buffer.concat([riffChunk('VP8X', canvas), chunks])
  }
  const tiff = buildExifTiff({
    ifd0: [
      [0x010f, 'ascii', 'Samsung'],
      [0x0110, 'ascii', 'Galaxy S24'],
    ],
    exif: [[0x9003, 'ascii', '2026:02:01 07:30:00']],
    gps: gpsEntries(51.50072, -0.12462),
  })
  const body = Buffer.concat([
    chunks,
    riffChunk('EXIF', tiff),
    riffChunk('XMP ', xmpPacket({ creator: 'Mei Lin' })),
  ])
  return Buffer.concat([ascii('RIFF'), u32le(body.length + 4), ascii('WEBP'), body])
}

// ---------- MP4 ----------

export const box = (type, ...payload) => {
  const body = Buffer.concat(payload)
  return Buffer.concat([u32be(body.length + 8), ascii(type), body])
}
export const fullBox = (type, ...payload) => box(type, Buffer.alloc(4), ...payload)
export const userDataText = (type, text) =>
  box(type, u16be(utf8(text).length), u16be(0x15c7), utf8(text))
export const dataBox = (text) => box('data', u32be(1), u32be(0), utf8(text))
export const handler = (kind) =>
  fullBox('hdlr', u32be(0), ascii(kind), Buffer.alloc(12), Buffer.from([0]))

/** Apple's keyed metadata: moov/meta with an `mdta` handler, `keys` and an `ilst` by key index. */
export function keyedMeta(entries) {
  const keys = fullBox(
    'keys',
    u32be(entries.length),
    ...entries.map(([key]) => box('mdta', ascii(key))),
  )
  const items = entries.map(([, value], index) =>
    Buffer.concat([u32be(8 + 8 + 8 + utf8(value).length), u32be(index + 1), dataBox(value)]),
  )
  return box('meta', handler('mdta'), keys, box('ilst', ...items))
}

export function childBoxes(bytes, start, end) {
  const boxes = []
  for (let position = start; position < end; position += bytes.readUInt32BE(position)) {
    boxes.push({
      type: bytes.toString('latin1', position + 4, position + 8),
      start: position,
      end: position + bytes.readUInt32BE(position),
    })
  }
  return boxes
}

/** Adds `extra` to every chunk offset under moov: the moov grew and sits before the media data. */
export function shiftChunkOffsets(bytes, moov, extra) {
  const walk = (start, end) => {
    for (const child of childBoxes(bytes, start, end)) {
      if (['trak', 'mdia', 'minf', 'stbl'].includes(child.type)) walk(child.start + 8, child.end)
      if (child.type === 'stco') {
        const count = bytes.readUInt32BE(child.start + 12)
        for (let index = 0; index < count; index++) {
          const at = child.start + 16 + index * 4
          bytes.writeUInt32BE(bytes.readUInt32BE(at) + extra, at)
        }
      }
    }
  }
  walk(moov.start + 8, moov.end)
}

/**
 * The faststart movie with boxes added: `inMovie(mediaStart)` at the end of moov, `afterMovie`
 * right after it, and `extraMedia` in a second mdat at the very end, whose payload starts at
 * `mediaStart` (so an added track's chunk offset can point there). Chunk offsets move with moov.
 */
export function addToMovie(mp4, { inMovie = () => [], afterMovie = [], extraMedia } = {}) {
  const boxes = childBoxes(mp4, 0, mp4.length)
  const moov = boxes.find((child) => child.type === 'moov')
  if (boxes.find((child) => child.type === 'mdat').start < moov.start)
    throw new Error('expected ffmpeg -movflags +faststart to put moov first')
  const build = (mediaStart) => {
    const added = Buffer.concat(inMovie(mediaStart))
    const after = Buffer.concat(afterMovie)
    const result = Buffer.concat([
      mp4.subarray(0, moov.end),
      added,
      after,
      mp4.subarray(moov.end),
      ...(extraMedia ? [box('mdat', extraMedia)] : []),
    ])
    result.writeUInt32BE(moov.end - moov.start + added.length, moov.start)
    shiftChunkOffsets(result, moov, added.length + after.length)
    return result
  }
  const draft = build(0)
  return extraMedia ? build(draft.length - extraMedia.length) : draft
}

export function locatedMp4(mp4) {
  const location = '+12.9716+077.5946/'
  const userData = box(
    'udta',
    userDataText('\u00a9xyz', location),
    userDataText('\u00a9mak', 'Apple'),
    userDataText('\u00a9mod', 'iPhone 15 Pro'),
    fullBox('meta', handler('mdir'), box('ilst', box('\u00a9ART', dataBox('Asha Rao')))),
  )
  const appleKeys = keyedMeta([
    ['com.apple.quicktime.location.ISO6709', '+12.9716+077.5946+920.000/'],
    ['com.apple.quicktime.make', 'Apple'],
    ['com.apple.quicktime.model', 'iPhone 15 Pro'],
    ['com.apple.quicktime.software', '17.3.1'],
    ['com.apple.quicktime.creationdate', '2026-03-14T09:41:00+0530'],
  ])
  return addToMovie(mp4, { inMovie: () => [userData, appleKeys] })
}

/** A 3GPP user-data string (TS 26.244): a full box, a language code ('eng'), the text. */
export const threeGppText = (type, text) =>
  fullBox(type, u16be(0x15c7), utf8(text), Buffer.from([0]))

/** 16.16 fixed point, as 3GPP `loci` writes coordinates. */
export const fixed = (value) => u32be(Math.round(value * 65536) >>> 0)

/** Android's camcorder (older phones) and 3GPP editors: place, author, title, description, performer. */
export function threeGppUserData(mp4) {
  const place = fullBox(
    'loci',
    u16be(0x15c7),
    utf8('MG Road'),
    Buffer.from([0, 0]),
    fixed(77.5946),
    fixed(12.9716),
    fixed(920),
    utf8('earth'),
    Buffer.from([0, 0]),
  )
  const userData = box(
    'udta',
    place,
    threeGppText('auth', 'Asha Rao'),
    threeGppText('titl', 'Ward 12 tanker'),
    threeGppText('dscp', 'Filmed from the bus stop on MG Road'),
    threeGppText('perf', 'Ravi Kumar'),
  )
  return addToMovie(mp4, { inMovie: () => [userData] })
}

/**
 * A track written box by box: `kind` is its handler ('vide', 'text', 'meta'), `entry` its one
 * sample description, `sampleSizes` its samples, laid `samplesPerChunk` to a chunk at
 * `chunkOffsets` (absolute positions in the file).
 */
export function trackBox({
  id,
  kind,
  name,
  entry,
  sampleSizes,
  chunkOffsets,
  samplesPerChunk = sampleSizes.length,
  mediaInformationHeader = fullBox('nmhd'),
}) {
  const trackHeader = fullBox(
    'tkhd',
    u32be(0),
    u32be(0),
    u32be(id),
    u32be(0),
    u32be(1000),
    Buffer.alloc(8 + 2 + 2 + 2 + 2),
    ...[0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32be),
    u32be(0),
    u32be(0),
  )
  const mediaHeader = fullBox(
    'mdhd',
    u32be(0),
    u32be(0),
    u32be(1000),
    u32be(1000),
    u16be(0x55c4),
    u16be(0),
  )
  const mediaHandler = fullBox(
    'hdlr',
    u32be(0),
    ascii(kind),
    Buffer.alloc(12),
    utf8(name),
    Buffer.from([0]),
  )
  const count = sampleSizes.length
  const sampleTable = box(
    'stbl',
    fullBox('stsd', u32be(1), entry),
    fullBox('stts', u32be(1), u32be(count), u32be(Math.max(1, Math.floor(1000 / count)))),
    fullBox('stsc', u32be(1), u32be(1), u32be(samplesPerChunk), u32be(1)),
    fullBox('stsz', u32be(0), u32be(count), Buffer.concat(sampleSizes.map(u32be))),
    fullBox('stco', u32be(chunkOffsets.length), Buffer.concat(chunkOffsets.map(u32be))),
  )
  const dataInformation = box(
    'dinf',
    fullBox('dref', u32be(1), box('url ', Buffer.from([0, 0, 0, 1]))),
  )
  const mediaInformation = box('minf', mediaInformationHeader, dataInformation, sampleTable)
  return box('trak', trackHeader, box('mdia', mediaHeader, mediaHandler, mediaInformation))
}

/** A track that is neither picture nor sound: its samples in one chunk at `mediaStart`. */
export const extraTrack = ({ samples, mediaStart, ...track }) =>
  trackBox({
    ...track,
    sampleSizes: samples.map((sample) => sample.length),
    chunkOffsets: [mediaStart],
  })

/** A sample entry's common start: six reserved bytes and data reference 1. */
export const sampleEntry = (format, ...children) =>
  box(format, Buffer.alloc(6), u16be(1), ...children)

/** Apple's timed metadata (`mebx`): the location, sample by sample, under local key 1. */
export function timedMetadataMov(mov) {
  const keyOne = Buffer.from([0, 0, 0, 1]).toString('latin1')
  const entry = sampleEntry(
    'mebx',
    box(
      'keys',
      box(
        keyOne,
        box('keyd', ascii('mdta'), ascii('com.apple.quicktime.location.ISO6709')),
        box('dtyp', u32be(0), u32be(1)),
      ),
    ),
  )
  const samples = ['+12.9716+077.5946+920.000/', '+12.9717+077.5947+921.000/'].map((place) =>
    box(keyOne, utf8(place)),
  )
  return addToMovie(mov, {
    inMovie: (mediaStart) => [
      extraTrack({ id: 2, kind: 'meta', name: 'Core Media Metadata', entry, samples, mediaStart }),
    ],
    extraMedia: Buffer.concat(samples),
  })
}

/** GoPro's GPMF: key, type, structure size, repeat count, then data padded to 4 bytes. */
export function gpmf(key, type, size, values) {
  const data = Buffer.concat(values)
  const padding = Buffer.alloc((4 - (data.length % 4)) % 4)
  return Buffer.concat([
    ascii(key),
    ascii(type),
    Buffer.from([size]),
    u16be(data.length / size),
    data,
    padding,
  ])
}
export const gpmfNest = (key, ...children) => {
  const data = Buffer.concat(children)
  return Buffer.concat([ascii(key), Buffer.from([0, 1]), u16be(data.length), data])
}

/** A GoPro-style `gpmd` telemetry track: the camera's name and a GPS fix in GPMF. */
export function goProTelemetryMp4(mp4) {
  const int32 = (value) => u32be(value >>> 0)
  const sample = gpmfNest(
    'DEVC',
    gpmf('DVID', 'L', 4, [u32be(1)]),
    gpmf('DVNM', 'c', 1, [ascii('HERO12 Black')]),
    gpmfNest(
      'STRM',
      gpmf('STNM', 'c', 1, [ascii('GPS (Lat., Long., Alt., 2D, 3D)')]),
      gpmf('SCAL', 'l', 4, [10000000, 10000000, 1000, 1000, 100].map(int32)),
      gpmf('GPS5', 'l', 20, [129716000, 775946000, 920000, 0, 0].map(int32)),
    ),
  )
  return addToMovie(mp4, {
    inMovie: (mediaStart) => [
      extraTrack({
        id: 2,
        kind: 'meta',
        name: 'GoPro MET',
        entry: sampleEntry('gpmd'),
        samples: [sample],
        mediaStart,
      }),
    ],
    extraMedia: sample,
  })
}

/** Makers' boxes in udta, as cameras write them, and a `thmb` thumbnail. */
export function makerBoxesMp4(mp4, thumbnail) {
  const userData = box(
    'udta',
    box('thmb', thumbnail),
    box('CNCV', ascii('CanonCR3_001/00.09.00')),
    box('FIRM', ascii('HD9.01.01.60.00')),
    box('LENS', ascii('LAJ8052528901234')),
    box('CAME', Buffer.from('5a1c0e3f8b2d4e6f7a8b9c0d1e2f3a4b', 'hex')),
  )
  return addToMovie(mp4, { inMovie: () => [userData] })
}

/** Adobe's XMP uuid (BE7ACFCB-97A9-42E8-9C71-999491E3AFAC) at the top level. */
export function xmpUuidMp4(mp4) {
  const uuid = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex')
  const packet = xmpPacket({ creator: 'Asha Rao', latitude: 12.9716, longitude: 77.5946 })
  return addToMovie(mp4, { afterMovie: [box('uuid', uuid, packet)] })
}

/** Old bytes an editor left in free space, in moov and at the top, and a box nobody knows. */
export function leftoversMp4(mp4) {
  return addToMovie(mp4, {
    inMovie: () => [box('free', utf8('Old title: Ward 12 tanker, by Asha Rao'))],
    afterMovie: [
      box('free', utf8('Draft saved at 12 MG Road, Bengaluru')),
      box('TWzz', utf8('Camera owner: Asha Rao, +91 98450 12345')),
    ],
  })
}

// ---------- MP3 ----------

export const syncsafe = (value) =>
  Buffer.from([(value >>> 21) & 0x7f, (value >>> 14) & 0x7f, (value >>> 7) & 0x7f, value & 0x7f])
export const id3Frame = (id, text) => {
  const data = Buffer.concat([Buffer.from([3]), utf8(text)])
  return Buffer.concat([ascii(id), syncsafe(data.length), Buffer.from([0, 0]), data])
}

export function taggedMp3(frames) {
  const v2Frames = Buffer.concat([
    id3Frame('TIT2', 'Market fire'),
    id3Frame('TPE1', 'Asha Rao'),
    id3Frame('TDRC', '2026-03-14T09:41'),
    id3Frame('TSSE', 'LAME 3.100'),
    id3Frame('TXXX', 'location\0+12.9716+077.5946/'),
  ])
  const v2 = Buffer.concat([
    ascii('ID3'),
    Buffer.from([4, 0, 0]),
    syncsafe(v2Frames.length),
    v2Frames,
  ])
  const field = (text, length) => Buffer.concat([ascii(text), Buffer.alloc(length - text.length)])
  const v1 = Buffer.concat([
    ascii('TAG'),
    field('Market fire', 30),
    field('Asha Rao', 30),
    field('', 30),
    field('2026', 4),
    field('', 30),
    Buffer.from([255]),
  ])
  return Buffer.concat([v2, frames, v1])
}

/** An APEv2 tag (header, items, footer) as taggers write it before an ID3v1 tag. */
export function apeTag(items) {
  const itemBytes = Buffer.concat(
    Object.entries(items).map(([key, value]) =>
      Buffer.concat([
        u32le(utf8(value).length),
        u32le(0),
        ascii(key),
        Buffer.from([0]),
        utf8(value),
      ]),
    ),
  )
  const HAS_HEADER = 0x80000000
  const IS_HEADER = 0x20000000
  const frame = (flags) =>
    Buffer.concat([
      ascii('APETAGEX'),
      u32le(2000),
      u32le(itemBytes.length + 32),
      u32le(Object.keys(items).length),
      u32le((flags | HAS_HEADER) >>> 0),
      Buffer.alloc(8),
    ])
  return Buffer.concat([frame(IS_HEADER), itemBytes, frame(0)])
}

export function apeTaggedMp3(frames) {
  const v1 = Buffer.concat([ascii('TAG'), Buffer.alloc(124), Buffer.from([255])])
  const ape = apeTag({ Artist: 'Asha Rao', Title: 'Market fire', Year: '2026' })
  return Buffer.concat([frames, ape, v1])
}

// ---------- WAV ----------

/** A field of the broadcast extension: text padded with NULs to its fixed length. */
export const fixedText = (text, length) =>
  Buffer.concat([ascii(text), Buffer.alloc(length - text.length)])

export function recordedWav(wav) {
  if (wav.toString('latin1', 0, 4) !== 'RIFF')
    throw new Error('expected ffmpeg to write a RIFF WAV')
  const info = Buffer.concat([
    ascii('INFO'),
    riffChunk('IART', ascii('Asha Rao\0')),
    riffChunk('ICRD', ascii('2026-03-14\0')),
    riffChunk('ISFT', ascii('Voice Recorder 4.2\0')),
  ])
  const broadcast = Buffer.concat([
    fixedText('Market fire', 256),
    fixedText('ZOOM H5', 32),
    fixedText('ZH5-C39XK2', 32),
    ascii('2026-03-14'),
    ascii('09:41:00'),
    Buffer.alloc(8 + 2 + 64 + 190),
  ])
  const body = Buffer.concat([
    riffChunk('bext', broadcast),
    wav.subarray(12),
    riffChunk('LIST', info),
  ])
  return Buffer.concat([ascii('RIFF'), u32le(body.length + 4), ascii('WAVE'), body])
}

export function ffmpeg(args, output) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, output])
  return readFileSync(output)
}

// ---------- videos and voice memos made by ffmpeg ----------

export const BITEXACT = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags', '+bitexact']
export const metadataArgs = (metadata) =>
  Object.entries(metadata).flatMap(([key, value]) => ['-metadata', `${key}=${value}`])

/** A one-second, 64 × 48 H.264 test picture, with `inputs` and `args` added and metadata set. */
export function smallVideo(output, { inputs = [], args = [], metadata = {} } = {}) {
  return ffmpeg(
    [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=5', ...inputs, '-t', '1'],
      ...['-c:v:0', 'libx264', '-profile:v:0', 'baseline', '-pix_fmt', 'yuv420p'],
      ...BITEXACT,
      ...metadataArgs(metadata),
      ...args,
    ],
    output,
  )
}

export const SMALL_SOUND = ['-c:a', 'aac', '-b:a', '16k', '-ac', '1', '-ar', '8000']

/**
 * QuickTime's own writers (and cameras after them) count uncompressed sound in frames, not
 * bytes: the sound track's stsz has a fixed size of 1, and players take the bytes per frame
 * from the sound description. ffmpeg writes the byte count; this writes what cameras do.
 */
export function pcmCountedInFrames(mov) {
  const bytes = Buffer.from(mov)
  for (let at = bytes.indexOf('stsz'); at !== -1; at = bytes.indexOf('stsz', at + 4)) {
    if (bytes.readUInt32BE(at + 8) !== 0) bytes.writeUInt32BE(1, at + 8)
  }
  return bytes
}

/** Each way a video or an audio file hides things, as real apps and cameras write it. */
export function movieFixtures(work, plainMp4, thumbnail) {
  const inWork = (name) => join(work, name)
  writeFileSync(inWork('cover.jpg'), thumbnail)
  writeFileSync(
    inWork('drone.srt'),
    '1\n00:00:00,000 --> 00:00:01,000\n' +
      'F/2.8, SS 100, ISO 100, EV 0, GPS(77.5946,12.9716,920), D 12.3m, H 45.0m, SN:DJI0AB12345\n',
  )
  const plainMov = smallVideo(inWork('plain.mov'), {
    args: ['-movflags', '+faststart', '-f', 'mov'],
  })
  const located = locatedMp4(plainMp4)
  return {
    'ffmpeg-keys.mp4': smallVideo(inWork('keys.mp4'), {
      metadata: {
        location: '+12.9716+077.5946/',
        make: 'DJI',
        model: 'Mavic 3',
        title: 'Ward 12 tanker',
        creation_time: '2026-03-14T04:11:00Z',
      },
      args: ['-movflags', '+faststart+use_metadata_tags'],
    }),
    'apple-keys.mov': smallVideo(inWork('apple.mov'), {
      inputs: ['-f', 'lavfi', '-i', 'sine=frequency=300'],
      metadata: {
        'com.apple.quicktime.location.ISO6709': '+12.9716+077.5946+920.000/',
        'com.apple.quicktime.make': 'Apple',
        'com.apple.quicktime.model': 'iPhone 15 Pro',
        'com.apple.quicktime.software': '17.3.1',
        'com.apple.quicktime.creationdate': '2026-03-14T09:41:00+0530',
      },
      args: [...SMALL_SOUND, '-movflags', '+faststart+use_metadata_tags', '-f', 'mov'],
    }),
    'ilst-items.mp4': smallVideo(inWork('ilst.mp4'), {
      inputs: ['-i', inWork('cover.jpg')],
      metadata: {
        title: 'Ward 12 tanker',
        comment: 'Filmed from the bus stop',
        date: '2026-03-14',
        copyright: 'Asha Rao',
      },
      args: ['-map', '0', '-map', '1', '-c:v:1', 'copy', '-disposition:v:1', 'attached_pic'],
    }),
    'drone-subtitles.mp4': smallVideo(inWork('drone.mp4'), {
      inputs: ['-i', inWork('drone.srt')],
      args: ['-map', '0', '-map', '1', '-c:s', 'mov_text', '-movflags', '+faststart'],
    }),
    // Fragmented as a phone's or a browser's recorder writes it: an empty moov, then moof and mdat
    // pairs whose sample runs count from their own moof.
    'fragmented.mp4': smallVideo(inWork('fragmented.mp4'), {
      inputs: ['-f', 'lavfi', '-i', 'sine=frequency=300'],
      metadata: { location: '+12.9716+077.5946/', title: 'Ward 12 tanker' },
      args: [
        ...SMALL_SOUND,
        ...['-movflags', '+frag_keyframe+empty_moov+default_base_moof+use_metadata_tags'],
        ...['-g', '2'],
      ],
    }),
    // The same, its fragments' data counted from where the previous fragment's ended.
    'fragmented-implicit.mp4': smallVideo(inWork('fragmented-implicit.mp4'), {
      inputs: ['-f', 'lavfi', '-i', 'sine=frequency=300'],
      metadata: { title: 'Ward 12 tanker' },
      args: [
        ...SMALL_SOUND,
        ...['-movflags', '+frag_keyframe+empty_moov+omit_tfhd_offset+use_metadata_tags'],
        ...['-g', '2'],
      ],
    }),
    'pcm-sound.mov': pcmCountedInFrames(
      smallVideo(inWork('pcm.mov'), {
        inputs: ['-f', 'lavfi', '-i', 'sine=frequency=300:sample_rate=8000'],
        args: ['-c:a', 'pcm_s16be', '-ac', '1', '-f', 'mov'],
      }),
    ),
    'timecode.mov': smallVideo(inWork('timecode.mov'), {
      args: ['-timecode', '09:41:00:00', '-movflags', '+faststart', '-f', 'mov'],
    }),
    'voice-memo.m4a': ffmpeg(
      [
        ...['-f', 'lavfi', '-i', 'sine=frequency=300', '-t', '1', ...SMALL_SOUND, ...BITEXACT],
        ...metadataArgs({ title: '12 MG Road, Bengaluru', date: '2026-03-14' }),
        ...['-movflags', '+faststart'],
      ],
      inWork('memo.m4a'),
    ),
    // Android's recorder: sound only, in an MP4 of brand mp42 rather than M4A.
    'recorder.m4a': ffmpeg(
      [
        ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1', ...SMALL_SOUND, ...BITEXACT],
        ...metadataArgs({ title: 'Ward 12 meeting', date: '2026-03-14' }),
        ...['-brand', 'mp42', '-movflags', '+faststart', '-f', 'mp4'],
      ],
      inWork('recorder.mp4'),
    ),
    '3gpp-user-data.mp4': threeGppUserData(plainMp4),
    'timed-metadata.mov': timedMetadataMov(plainMov),
    'gopro-telemetry.mp4': goProTelemetryMp4(plainMp4),
    'maker-boxes.mp4': makerBoxesMp4(plainMp4, thumbnail),
    'xmp-uuid.mp4': xmpUuidMp4(plainMp4),
    'leftovers.mp4': leftoversMp4(plainMp4),
    'located.mp4': located,
    // Cut inside its media data, as an interrupted upload leaves it.
    'truncated.mp4': located.subarray(0, located.length - 2000),
  }
}

/**
 * The same photo, its metadata kept, coded progressively (ten scans, with tables between them)
 * and with a restart marker after every row of blocks, as some cameras and editors save.
 */
export const progressiveWithRestarts = (jpeg) =>
  execFileSync('jpegtran', ['-copy', 'all', '-progressive', '-restart', '1'], { input: jpeg })
