// Clean videos whose coded frames the canary set plants text in (tests/lib/media/canaries):
// AV1 in an MP4 and in an MKV, where metadata, padding and reserved OBUs go; MPEG-4 Visual in
// an MP4, where user data units go; and H.264 with AAC in an MKV, where SEI user data and AAC
// data stream elements go inside the blocks. They hold nothing hidden themselves: no tags, and
// no encoder's name but x264's SEI (FFmpeg's MPEG-4 Visual "Lavc" user data is left out by
// `-flags +bitexact`). Run on its own (`node scripts/media-fixtures/codedFrames.mjs`) to write
// only these; scripts/make-media-fixtures.mjs writes them with the rest.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BITEXACT, SMALL_SOUND, ffmpeg } from './writers.mjs'

/** Eight frames of ffmpeg's test picture, 64 × 64, a key frame every four. */
const EIGHT_FRAMES = [
  ...['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10', '-frames:v', '8', '-g', '4'],
]

export function makeCodedFrameFixtures(work) {
  const inWork = (name) => join(work, name)
  const av1Mp4 = ffmpeg(
    [
      ...EIGHT_FRAMES,
      ...['-c:v', 'libaom-av1', '-cpu-used', '8', '-threads', '1', ...BITEXACT],
      ...['-movflags', '+faststart'],
    ],
    inWork('av1.mp4'),
  )
  return {
    'av1-video.mp4': av1Mp4,
    // The same frames, packet for packet, as FFmpeg's Matroska muxer writes them.
    'av1-video.mkv': ffmpeg(
      ['-i', inWork('av1.mp4'), '-c', 'copy', ...BITEXACT, '-f', 'matroska'],
      inWork('av1.mkv'),
    ),
    'mpeg4-visual.mp4': ffmpeg(
      [...EIGHT_FRAMES, '-c:v', 'mpeg4', '-q:v', '8', ...BITEXACT, '-movflags', '+faststart'],
      inWork('mpeg4.mp4'),
    ),
    'h264-with-sound.mkv': ffmpeg(
      [
        ...['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=5'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-t', '1'],
        ...['-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', ...SMALL_SOUND],
        ...BITEXACT,
        ...['-f', 'matroska'],
      ],
      inWork('h264.mkv'),
    ),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const output = fileURLToPath(new URL('../../tests/fixtures/media/', import.meta.url))
  const work = join(tmpdir(), 'tipwire-coded-frame-fixtures')
  mkdirSync(work, { recursive: true })
  const files = makeCodedFrameFixtures(work)
  rmSync(work, { recursive: true, force: true })
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(output, name), content)
    console.log(`${name}: ${content.length} bytes`)
  }
}
