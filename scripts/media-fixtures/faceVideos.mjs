// Videos to cover (product.md §7): two faces from face-api's sample photos moving across a
// slowly shifting background, one left to right above, one right to left below, with a voice
// spoken by espeak-ng, as an H.264 + AAC MP4, a VP9 + Opus WebM and an HEVC + AAC MOV; and the
// same voice alone as a phone's voice note (AAC in M4A), whose voice is to be disguised. Each
// carries what a phone and an editing app leave: a location, a device, dates, an owner, and
// text holding a canary word unique to its place, which the covered file must not hold.
// `node scripts/media-fixtures/faceVideos.mjs` writes these four alone into tests/fixtures/media.

import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ffmpeg, locatedMp4, metadataArgs } from './writers.mjs'

const SAMPLES = 'node_modules/@vladmandic/face-api/demo'
const SECONDS = 4
const SIZE = { width: 320, height: 240 }
/** Each face, cut from its photo (x, y, width, height in the photo's pixels), drawn 80 × 96. */
const FACES = [
  { photo: 'sample1.jpg', crop: [1420, 150, 300, 360] },
  { photo: 'sample3.jpg', crop: [1020, 150, 300, 360] },
]
export const FACE_SIZE = { width: 80, height: 96 }
/** Where each face's top left corner is at `t` seconds, in pixels: ffmpeg's overlay expressions. */
export const FACE_PATHS = [
  { x: '10+50*t', y: '20' },
  { x: '230-40*t', y: '124' },
]
const VOICE =
  'This is a tip about the ward twelve water tanker. It came late again, and people waited all day.'

/** The canary words, one for each place a writer keeps text: none may reach the covered file. */
export const FACE_VIDEO_CANARIES = {
  title: 'CANARY-FACES-TITLE',
  comment: 'CANARY-FACES-COMMENT',
  pictureHandler: 'CANARY-FACES-PICTURE-HANDLER',
  soundHandler: 'CANARY-FACES-SOUND-HANDLER',
  voiceNoteTitle: 'CANARY-VOICE-NOTE-TITLE',
}

const PLANTED = [
  ...metadataArgs({
    title: `Ward 12 tanker ${FACE_VIDEO_CANARIES.title}`,
    comment: `Filmed by Asha Rao ${FACE_VIDEO_CANARIES.comment}`,
    artist: 'Asha Rao',
    location: '+12.9716+077.5946/',
    make: 'Apple',
    model: 'iPhone 15 Pro',
    creation_time: '2026-03-14T09:41:00Z',
  }),
  ...['-metadata:s:v', `handler_name=Core Media Video ${FACE_VIDEO_CANARIES.pictureHandler}`],
  ...['-metadata:s:a', `handler_name=Core Media Audio ${FACE_VIDEO_CANARIES.soundHandler}`],
]

/** ffmpeg's inputs and filter: the background, each face moving over it, and the voice. */
function movingFacesSpeaking(voice) {
  const faceInputs = FACES.flatMap(({ photo }) => ['-loop', '1', '-i', join(SAMPLES, photo)])
  const cut = FACES.map(
    ({ crop: [x, y, width, height] }, index) =>
      `[${index + 1}:v]crop=${width}:${height}:${x}:${y},scale=${FACE_SIZE.width}:${FACE_SIZE.height}[face${index}]`,
  )
  const placed = FACE_PATHS.map(
    ({ x, y }, index) =>
      `[${index === 0 ? '0:v' : `over${index - 1}`}][face${index}]overlay=x='${x}':y='${y}':shortest=1[over${index}]`,
  )
  return [
    ...['-f', 'lavfi', '-i', `gradients=s=${SIZE.width}x${SIZE.height}:r=15:speed=0.02`],
    ...faceInputs,
    ...['-i', voice],
    ...['-filter_complex', [...cut, ...placed].join(';')],
    ...['-map', `[over${FACE_PATHS.length - 1}]`, '-map', `${FACES.length + 1}:a`],
    ...['-t', String(SECONDS)],
  ]
}

export function makeFaceVideoFixtures(work) {
  const voice = join(work, 'voice.wav')
  execFileSync('espeak-ng', ['-s', '190', '-w', voice, VOICE])
  // Tagged BT.709, as phones tag their video: untagged, ffmpeg reads a small picture as BT.601
  // and Chromium as BT.709, and the two would disagree on every colour.
  const picture = [
    ...['-pix_fmt', 'yuv420p', '-g', '30', '-color_range', 'tv', '-colorspace', 'bt709'],
    ...['-color_primaries', 'bt709', '-color_trc', 'bt709'],
  ]
  const mp4 = ffmpeg(
    [
      ...movingFacesSpeaking(voice),
      ...['-c:v', 'libx264', '-profile:v', 'main', '-crf', '30', ...picture],
      ...['-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-ar', '22050'],
      ...PLANTED,
      ...['-movflags', '+faststart+use_metadata_tags'],
    ],
    join(work, 'faces-moving.mp4'),
  )
  const webm = ffmpeg(
    [
      ...movingFacesSpeaking(voice),
      ...['-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-deadline', 'good', ...picture],
      ...['-c:a', 'libopus', '-b:a', '24k', '-ac', '1'],
      ...PLANTED,
    ],
    join(work, 'faces-moving.webm'),
  )
  const hevc = ffmpeg(
    [
      ...movingFacesSpeaking(voice),
      ...['-c:v', 'libx265', '-x265-params', 'log-level=error:crf=32', ...picture],
      ...['-tag:v', 'hvc1', '-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-ar', '22050'],
      ...PLANTED,
      ...['-movflags', '+faststart', '-f', 'mov'],
    ],
    join(work, 'faces-moving-hevc.mov'),
  )
  // A phone's voice recorder: AAC at 44.1 kHz in M4A, titled, dated and located.
  const voiceNote = ffmpeg(
    [
      ...['-i', voice, '-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-ar', '44100'],
      ...metadataArgs({
        title: `Ward 12 tanker ${FACE_VIDEO_CANARIES.voiceNoteTitle}`,
        artist: 'Asha Rao',
        creation_time: '2026-03-14T09:41:00Z',
      }),
      ...['-movflags', '+faststart'],
    ],
    join(work, 'voice-to-disguise.m4a'),
  )
  return {
    'voice-to-disguise.m4a': locatedMp4(voiceNote),
    'faces-moving.mp4': locatedMp4(mp4),
    'faces-moving.webm': webm,
    'faces-moving-hevc.mov': locatedMp4(hevc),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const work = join(tmpdir(), 'tipwire-face-videos')
  mkdirSync(work, { recursive: true })
  const output = fileURLToPath(new URL('../../tests/fixtures/media/', import.meta.url))
  for (const [name, content] of Object.entries(makeFaceVideoFixtures(work))) {
    writeFileSync(join(output, name), content)
    console.log(`${name}: ${content.length} bytes`)
  }
  rmSync(work, { recursive: true, force: true })
}
