// Writes the media fixtures of tests/fixtures/media: small real files carrying the hidden
// details a phone or an editor leaves (product.md §7), plus files that only pretend to be media.
//
// The files are committed: tests and CI never run this script. Run it again only to change a
// fixture: `node scripts/make-media-fixtures.mjs`. It needs Debian's /usr/bin/chromium (the
// pictures are drawn on a canvas, so they decode in the browser) and ffmpeg with libx264 and
// libmp3lame (`apt-get install -y ffmpeg`) for the video and the audio, and jpegtran
// (`apt-get install -y libjpeg-turbo-progs`) for the progressive JPEG. The formats phones make
// need ffmpeg's libx265, libopus, libvorbis, flac, libvpx and h263 encoders, Debian's heif-enc
// (`apt-get install -y libheif-examples`) and exiftool; the videos to cover need espeak-ng for
// their voice; the clean videos whose coded frames the canaries plant need libaom-av1
// (scripts/media-fixtures/codedFrames.mjs, which also runs on its own). The writers are in
// scripts/media-fixtures/writers.mjs; each family of phone formats has a module beside it.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeCodedFrameFixtures } from './media-fixtures/codedFrames.mjs'
import { makeFaceVideoFixtures } from './media-fixtures/faceVideos.mjs'
import { makeHeifFixtures } from './media-fixtures/heif.mjs'
import { makeMatroskaFixtures } from './media-fixtures/matroska.mjs'
import { makeMotionPhotoFixtures } from './media-fixtures/motionPhotos.mjs'
import { makePhoneFixtures } from './media-fixtures/phone.mjs'
import {
  BITEXACT,
  apeTaggedMp3,
  drawInChromium,
  ffmpeg,
  gpsPhoto,
  movieFixtures,
  pngWithText,
  progressiveWithRestarts,
  recordedWav,
  taggedMp3,
  webpWithMetadata,
} from './media-fixtures/writers.mjs'
import { makeXiphFixtures } from './media-fixtures/xiph.mjs'

const OUTPUT = fileURLToPath(new URL('../tests/fixtures/media/', import.meta.url))

// ---------- files that only pretend ----------

export const PRETENDERS = {
  'text-renamed.jpg': 'This is a text file, not a JPG\n',
  'drawing.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="16" fill="#c62828"/></svg>\n',
  'empty.jpg': '',
  'document.pdf':
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'page.html':
    '<!doctype html>\n<html lang="en"><head><title>Not a photo</title></head><body><p>Hello</p></body></html>\n',
}

async function main() {
  mkdirSync(OUTPUT, { recursive: true })
  const pictures = await drawInChromium({
    jpeg: { width: 96, height: 64, type: 'image/jpeg', quality: 0.8 },
    png: { width: 48, height: 32, type: 'image/png' },
    webp: { width: 96, height: 64, type: 'image/webp', quality: 0.8 },
  })
  const work = join(tmpdir(), 'tipwire-media-fixtures')
  mkdirSync(work, { recursive: true })
  const mp4 = ffmpeg(
    [
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=96x64:rate=10',
      '-t',
      '1',
      '-c:v',
      'libx264',
      '-profile:v',
      'baseline',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      ...BITEXACT,
    ],
    join(work, 'plain.mp4'),
  )
  const mp3 = ffmpeg(
    [
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1',
      '-ac',
      '1',
      '-ar',
      '22050',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '32k',
      '-write_xing',
      '0',
      '-id3v2_version',
      '0',
      '-write_id3v1',
      '0',
      ...BITEXACT,
      '-f',
      'mp3',
    ],
    join(work, 'plain.mp3'),
  )
  const wav = ffmpeg(
    [
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=0.25',
      '-ac',
      '1',
      '-ar',
      '8000',
      '-c:a',
      'pcm_u8',
      ...BITEXACT,
      '-f',
      'wav',
    ],
    join(work, 'plain.wav'),
  )
  const movies = movieFixtures(work, mp4, pictures.jpeg)
  // The formats phones and messaging apps make, each family in its own module.
  const phoneFormats = {
    ...(await makeHeifFixtures(work)),
    ...(await makeMotionPhotoFixtures(work)),
    ...(await makePhoneFixtures(work)),
    ...(await makeXiphFixtures(work)),
    ...(await makeMatroskaFixtures(work)),
    ...makeFaceVideoFixtures(work),
    ...makeCodedFrameFixtures(work),
  }
  rmSync(work, { recursive: true, force: true })

  const files = {
    'gps-photo.jpg': gpsPhoto(pictures.jpeg),
    'progressive.jpg': progressiveWithRestarts(gpsPhoto(pictures.jpeg)),
    'photo-with-text.png': pngWithText(pictures.png),
    'photo.webp': webpWithMetadata(pictures.webp, 96, 64),
    ...movies,
    'tagged.mp3': taggedMp3(mp3),
    'ape-tagged.mp3': apeTaggedMp3(mp3),
    'recorded.wav': recordedWav(wav),
    ...phoneFormats,
    'real-photo.txt': pictures.jpeg,
    ...PRETENDERS,
  }
  for (const [name, content] of Object.entries(files)) writeFileSync(join(OUTPUT, name), content)
  for (const [name, content] of Object.entries(files))
    console.log(`${name}: ${content.length} bytes`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
