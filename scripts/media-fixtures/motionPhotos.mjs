// The photos phones make that carry a second thing after the picture's end (EOI): a Pixel-style
// motion photo (a short MP4 appended, announced by Google's XMP) and an Ultra HDR photo (a gain
// map JPEG appended, announced by an MPF index and XMP hdrgm). ffmpeg draws the pictures and
// the video; the EXIF, XMP and MPF are written here, so each byte is known.

import { join } from 'node:path'
import {
  BITEXACT,
  ascii,
  buildExifTiff,
  exifSegment,
  ffmpeg,
  gpsEntries,
  insertAfterJfif,
  jpegSegment,
  locatedMp4,
  smallVideo,
  u16be,
  u32be,
  utf8,
} from './writers.mjs'

const XMP_SIGNATURE = 'http://ns.adobe.com/xap/1.0/\0'
const XMP_NAMESPACES =
  'xmlns:GCamera="http://ns.google.com/photos/1.0/camera/" ' +
  'xmlns:Container="http://ns.google.com/photos/1.0/container/" ' +
  'xmlns:Item="http://ns.google.com/photos/1.0/container/item/" ' +
  'xmlns:hdrgm="http://ns.adobe.com/hdr-gain-map/1.0/"'

/** An XMP APP1 segment: one rdf:Description with `attributes`, and `body` inside it. */
function xmpSegment(attributes, body = '') {
  const packet =
    `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>` +
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
    `<rdf:Description rdf:about="" ${XMP_NAMESPACES} ${attributes}>${body}</rdf:Description>` +
    `</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`
  return jpegSegment(0xe1, Buffer.concat([ascii(XMP_SIGNATURE), utf8(packet)]))
}

/** Google's container directory: the primary picture, then each item appended after it. */
const containerDirectory = (items) =>
  '<Container:Directory><rdf:Seq>' +
  items
    .map(
      ({ mime, semantic, length }) =>
        `<rdf:li rdf:parseType="Resource"><Container:Item Item:Mime="${mime}" ` +
        `Item:Semantic="${semantic}" Item:Length="${length}" Item:Padding="0"/></rdf:li>`,
    )
    .join('') +
  '</rdf:Seq></Container:Directory>'

/** A baseline JPEG of one frame of an ffmpeg source, JFIF first, nothing else written. */
const testPicture = (work, name, source) =>
  ffmpeg(
    [
      ...['-f', 'lavfi', '-i', source, '-frames:v', '1'],
      ...['-c:v', 'mjpeg', '-q:v', '8', '-pix_fmt', 'yuvj420p', ...BITEXACT],
    ],
    join(work, name),
  )

/** A Pixel's Exif: maker, model, when and where. */
const pixelExif = () =>
  exifSegment(
    buildExifTiff({
      ifd0: [
        [0x010f, 'ascii', 'Google'],
        [0x0110, 'ascii', 'Pixel 8 Pro'],
        [0x0131, 'ascii', 'HDR+ 1.0.641377693zd'],
      ],
      exif: [[0x9003, 'ascii', '2026:03:14 09:41:00']],
      gps: gpsEntries(12.971583, 77.594556),
    }),
  )

/**
 * The motion photo as a Pixel writes it: the picture with Exif and the motion-photo XMP, then
 * the MP4 (with a place and a device of its own) right after EOI; MicroVideoOffset and the
 * MotionPhoto item's length both count the video's bytes, from the file's end.
 */
function motionPhoto(picture, video) {
  const xmp = xmpSegment(
    'GCamera:MotionPhoto="1" GCamera:MotionPhotoVersion="1" ' +
      'GCamera:MotionPhotoPresentationTimestampUs="0" GCamera:MicroVideo="1" ' +
      `GCamera:MicroVideoVersion="1" GCamera:MicroVideoOffset="${video.length}" ` +
      'GCamera:MicroVideoPresentationTimestampUs="0"',
    containerDirectory([
      { mime: 'image/jpeg', semantic: 'Primary', length: 0 },
      { mime: 'video/mp4', semantic: 'MotionPhoto', length: video.length },
    ]),
  )
  return Buffer.concat([insertAfterJfif(picture, [pixelExif(), xmp]), video])
}

const MPF_ENTRY_SIZE = 16
const UNDEFINED = 7
const LONG = 4
/** MP Entry attribute of a baseline primary image (CIPA DC-007). */
const BASELINE_PRIMARY = 0x030000

/**
 * An MPF APP2 segment indexing two images: the primary (`primaryLength` bytes, from the file's
 * start) and the gain map right after it. Offsets count from the MPF TIFF header, which sits
 * `tiffStart` bytes into the file.
 */
function mpfSegment(primaryLength, gainMapLength, tiffStart) {
  const entryCount = 3
  const ifdSize = 2 + entryCount * 12 + 4
  const entriesOffset = 8 + ifdSize
  const entry = (tag, type, count, value) =>
    Buffer.concat([u16be(tag), u16be(type), u32be(count), value])
  const mpEntry = (attribute, size, offset) =>
    Buffer.concat([u32be(attribute), u32be(size), u32be(offset), u16be(0), u16be(0)])
  const tiff = Buffer.concat([
    ascii('MM'),
    u16be(42),
    u32be(8),
    u16be(entryCount),
    entry(0xb000, UNDEFINED, 4, ascii('0100')),
    entry(0xb001, LONG, 1, u32be(2)),
    entry(0xb002, UNDEFINED, 2 * MPF_ENTRY_SIZE, u32be(entriesOffset)),
    u32be(0),
    mpEntry(BASELINE_PRIMARY, primaryLength, 0),
    mpEntry(0, gainMapLength, primaryLength - tiffStart),
  ])
  return jpegSegment(0xe2, Buffer.concat([ascii('MPF\0'), tiff]))
}

const GAIN_MAP_XMP =
  'hdrgm:Version="1.0" hdrgm:GainMapMin="0" hdrgm:GainMapMax="2" hdrgm:Gamma="1" ' +
  'hdrgm:OffsetSDR="0" hdrgm:OffsetHDR="0" hdrgm:HDRCapacityMin="0" hdrgm:HDRCapacityMax="2" ' +
  'hdrgm:BaseRenditionIsHDR="False"'

/**
 * The Ultra HDR photo (Android 14's format): the primary with Exif, XMP naming the gain map as a
 * container item, and an MPF index; the gain map, a small grey JPEG with its own hdrgm XMP, after
 * the primary's EOI. The MPF segment's size does not depend on the offsets it holds, so the
 * primary is built twice: once to measure it, once with the right numbers.
 */
function ultraHdrPhoto(picture, grey) {
  const gainMap = insertAfterJfif(grey, [xmpSegment(GAIN_MAP_XMP)])
  const xmp = xmpSegment(
    'hdrgm:Version="1.0"',
    containerDirectory([
      { mime: 'image/jpeg', semantic: 'Primary', length: 0 },
      { mime: 'image/jpeg', semantic: 'GainMap', length: gainMap.length },
    ]),
  )
  const build = (primaryLength) => {
    const before = insertAfterJfif(picture, [pixelExif(), xmp])
    // The MPF segment goes right after JFIF; its TIFF header follows its marker, length and name.
    const tiffStart = 4 + before.readUInt16BE(4) + 4 + 'MPF\0'.length
    const mpf = mpfSegment(primaryLength, gainMap.length, tiffStart)
    return insertAfterJfif(before, [mpf])
  }
  const primary = build(build(picture.length).length)
  return Buffer.concat([primary, gainMap])
}

export async function makeMotionPhotoFixtures(work) {
  const picture = testPicture(work, 'motion-picture.jpg', 'testsrc2=size=96x64')
  const video = locatedMp4(
    smallVideo(join(work, 'motion-video.mp4'), { args: ['-movflags', '+faststart'] }),
  )
  const grey = testPicture(work, 'gain-map.jpg', 'color=c=gray:size=48x32')
  return {
    'motion-photo.jpg': motionPhoto(picture, video),
    'ultra-hdr.jpg': ultraHdrPhoto(picture, grey),
  }
}
