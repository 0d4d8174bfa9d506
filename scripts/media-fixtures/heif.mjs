// HEIC and AVIF photos as phones save them: the picture as items of a meta box, with Exif,
// XMP, a thumbnail, an alpha plane, a grid of tiles, an HDR gain map and a motion photo's video.
// Debian's heif-enc (libheif-examples: x265 for HEIC, aom for AVIF) codes the pictures that
// ffmpeg draws; exiftool writes Exif and XMP into them as it does for any photo; the grid photo
// and the motion photo are put together by hand from heif-enc's pictures.

import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  ascii,
  box,
  childBoxes,
  ffmpeg,
  fullBox,
  handler,
  smallVideo,
  u16be,
  u32be,
  utf8,
} from './writers.mjs'

const EXIFTOOL = fileURLToPath(
  new URL('../../node_modules/exiftool-vendored.pl/bin/exiftool', import.meta.url),
)

/** What a phone writes about the photo: where, with what, when and by whom. */
const PHONE_TAGS = [
  '-Make=Apple',
  '-Model=iPhone 15 Pro',
  '-Software=17.4.1',
  '-DateTimeOriginal=2026:03:14 09:41:00',
  '-Artist=Mei Lin',
  '-GPSLatitude=51.50072',
  '-GPSLatitudeRef=N',
  '-GPSLongitude=0.12462',
  '-GPSLongitudeRef=W',
  '-XMP-dc:Creator=Mei Lin',
  '-XMP-exif:GPSLatitude=51,30.0432N',
  '-XMP-exif:GPSLongitude=0,7.4772W',
]

/** A test picture drawn by ffmpeg, as a PNG heif-enc reads. */
function drawPicture(work, name, size, filters = '') {
  return ffmpeg(
    [
      ...['-f', 'lavfi', '-i', `testsrc2=size=${size}${filters}`, '-frames:v', '1'],
      ...['-fflags', '+bitexact', '-flags', '+bitexact'],
    ],
    join(work, name),
  )
}

/** heif-enc's HEIC or AVIF of a PNG in `work`, small and lossy as a phone's. */
function heifEnc(work, png, output, options = []) {
  execFileSync('heif-enc', ['-q', '20', ...options, '-o', join(work, output), join(work, png)])
  return join(work, output)
}

/** The photo at `path` with `tags` written by exiftool, read back. */
function withTags(path, tags) {
  execFileSync('perl', [EXIFTOOL, '-q', '-overwrite_original', ...tags, path])
  return readFileSync(path)
}

/** The coded picture and its hvcC of a one-picture HEIC from heif-enc (mdat holds only it). */
function codedPicture(heic) {
  const top = childBoxes(heic, 0, heic.length)
  const meta = top.find(({ type }) => type === 'meta')
  const iprp = childBoxes(heic, meta.start + 12, meta.end).find(({ type }) => type === 'iprp')
  const ipco = childBoxes(heic, iprp.start + 8, iprp.end).find(({ type }) => type === 'ipco')
  const hvcC = childBoxes(heic, ipco.start + 8, ipco.end).find(({ type }) => type === 'hvcC')
  const mdat = top.find(({ type }) => type === 'mdat')
  return {
    hvcC: heic.subarray(hvcC.start, hvcC.end),
    data: heic.subarray(mdat.start + 8, mdat.end),
  }
}

const ispe = (width, height) => fullBox('ispe', u32be(width), u32be(height))
const itemEntry = (id, type, hidden) =>
  box(
    'infe',
    Buffer.from([2, 0, 0, hidden ? 1 : 0]),
    u16be(id),
    u16be(0),
    ascii(type),
    Buffer.from([0]),
  )
const reference = (type, from, to) => box(type, u16be(from), u16be(to.length), ...to.map(u16be))
const nulTerminated = (text) => Buffer.concat([utf8(text), Buffer.from([0])])
const association = (id, links) => Buffer.concat([u16be(id), Buffer.from([links.length, ...links])])

/**
 * heif-enc's x265 pads every picture to at least 64 × 64, and a coded picture is as large as
 * its item's 'ispe' says (libheif 1.23 refuses one that is not): a tile or gain map
 * drawn smaller is 64 × 64 in the file, and the grid crops its tiles to the photo's size.
 */
const TILE_SIZE = 64

/**
 * A 128 × 48 photo made of two 64 × 64 tiles cropped to it (a 'grid' item, its layout in idat),
 * as iPhones save every photo, with an Apple HDR gain map and a user description naming a place.
 */
function gridHeic(left, right, gainMap) {
  const pictures = [left, right, gainMap]
  const gridLayout = Buffer.concat([Buffer.from([0, 0, 0, 1]), u16be(128), u16be(48)])
  const properties = box(
    'ipco',
    left.hvcC,
    ispe(TILE_SIZE, TILE_SIZE),
    ispe(128, 48),
    gainMap.hvcC,
    ispe(TILE_SIZE, TILE_SIZE),
    fullBox('auxC', nulTerminated('urn:com:apple:photo:2020:aux:hdrgainmap')),
    fullBox(
      'udes',
      ...['en-GB', 'Birthday at Mei Lin’s', 'Flat 4, 12 Baker Street, London', 'family'].map(
        nulTerminated,
      ),
    ),
  )
  const associations = fullBox(
    'ipma',
    u32be(4),
    association(1, [0x81, 2]),
    association(2, [0x81, 2]),
    association(3, [3, 7]),
    association(4, [0x84, 5, 6]),
  )
  // iloc version 1: offsets and lengths of 4 bytes, and each item's construction method.
  const location = (id, method, offset, length) =>
    Buffer.concat([u16be(id), u16be(method), u16be(0), u16be(1), u32be(offset), u32be(length)])
  const meta = (mediaStart) => {
    const offsets = pictures.map((_, index) =>
      pictures.slice(0, index).reduce((sum, { data }) => sum + data.length, mediaStart),
    )
    return box(
      'meta',
      Buffer.alloc(4),
      handler('pict'),
      fullBox('pitm', u16be(3)),
      box(
        'iloc',
        Buffer.from([1, 0, 0, 0, 0x44, 0x00]),
        u16be(4),
        location(1, 0, offsets[0], left.data.length),
        location(2, 0, offsets[1], right.data.length),
        location(3, 1, 0, gridLayout.length),
        location(4, 0, offsets[2], gainMap.data.length),
      ),
      fullBox(
        'iinf',
        u16be(4),
        itemEntry(1, 'hvc1', true),
        itemEntry(2, 'hvc1', true),
        itemEntry(3, 'grid', false),
        itemEntry(4, 'hvc1', true),
      ),
      fullBox('iref', reference('dimg', 3, [1, 2]), reference('auxl', 4, [3])),
      box('iprp', properties, associations),
      box('idat', gridLayout),
    )
  }
  const ftyp = box('ftyp', ascii('heic'), u32be(0), ascii('mif1heicmiaf'))
  const headerLength = ftyp.length + meta(0).length + 8
  const mdat = box('mdat', ...pictures.map(({ data }) => data))
  return Buffer.concat([ftyp, meta(headerLength), mdat])
}

/**
 * The HEIC files, keyed by name: a phone's photo with a thumbnail, an AVIF, a photo with an
 * alpha plane, a tiled photo with a gain map, and a Samsung motion photo (its video in mpvd).
 */
export async function makeHeifFixtures(work) {
  drawPicture(work, 'picture.png', '128x96')
  drawPicture(
    work,
    'alpha.png',
    '128x96',
    ",format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='if(lt(X,64),255,96)'",
  )
  drawPicture(work, 'left.png', '128x48', ',crop=64:48:0:0')
  drawPicture(work, 'right.png', '128x48', ',crop=64:48:64:0')
  drawPicture(work, 'gain.png', '32x24', ',format=gray')
  const tile = (name) => codedPicture(readFileSync(heifEnc(work, name, `${name}.heic`)))
  const gridPath = join(work, 'grid.heic')
  writeFileSync(gridPath, gridHeic(tile('left.png'), tile('right.png'), tile('gain.png')))
  const motionVideo = smallVideo(join(work, 'motion.mp4'), {
    args: ['-movflags', '+faststart'],
    metadata: { location: '+51.5007-000.1246/', make: 'samsung', model: 'Galaxy S24' },
  })
  const motionPhoto = withTags(heifEnc(work, 'picture.png', 'motion.heic'), [
    '-Make=samsung',
    '-Model=Galaxy S24',
    '-Artist=Mei Lin',
    '-GPSLatitude=51.50072',
    '-GPSLatitudeRef=N',
  ])
  return {
    'iphone.heic': withTags(heifEnc(work, 'picture.png', 'iphone.heic', ['-t', '64']), PHONE_TAGS),
    'photo.avif': withTags(heifEnc(work, 'picture.png', 'photo.avif', ['-A']), PHONE_TAGS),
    'alpha.heic': withTags(heifEnc(work, 'alpha.png', 'alpha.heic', ['-t', '64']), PHONE_TAGS),
    'grid.heic': withTags(gridPath, PHONE_TAGS),
    'motion-photo.heic': Buffer.concat([motionPhoto, box('mpvd', motionVideo)]),
  }
}
