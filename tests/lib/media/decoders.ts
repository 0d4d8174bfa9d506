import { createHash } from 'node:crypto'
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'

/** A stream as ffmpeg maps it: the first sound or the first picture (an attached cover is not it). */
export type DecodedStream = 'audio' | 'video'

const MAPS: Record<DecodedStream, string> = { audio: '0:a:0', video: '0:v:0' }

/**
 * FFmpeg's own bitstream reader (the trace_headers filter) on a file's first picture stream: its
 * log, every header field of every unit, one a line, and whether it read them all (`status` 0).
 */
export function pictureHeaderTrace(path: string) {
  const { stderr, status } = spawnSync(
    'ffmpeg',
    [
      ...['-v', 'trace', '-i', path, '-map', MAPS.video, '-c', 'copy'],
      ...['-bsf:v', 'trace_headers', '-f', 'null', '-'],
    ],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  )
  return { trace: stderr, status }
}

/**
 * The MD5 of a file's sound or picture as Debian's ffmpeg decodes it (installed by
 * scripts/ensure-media-tools.sh): an outside judge that the cleaned copy plays exactly as the
 * original, for formats where exiftool keeps no hash of the media data.
 */
export function decodedMd5(path: string, stream: DecodedStream) {
  const output = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-map', MAPS[stream], '-f', 'md5', '-'],
    { encoding: 'utf8' },
  )
  const md5 = /^MD5=([0-9a-f]{32})$/m.exec(output)?.[1]
  if (!md5) throw new Error(`ffmpeg decoded no ${stream} from ${path}`)
  return md5
}

/**
 * How many seconds of sound Debian's ffmpeg decodes from a file's bytes: the samples it puts
 * out, counted frame by frame (framemd5 lists each with its duration in its stream's time base),
 * not a length a header claims.
 */
export function decodedSeconds(bytes: Uint8Array) {
  const frames = execFileSync(
    'ffmpeg',
    ['-v', 'quiet', '-i', 'pipe:0', '-map', MAPS.audio, '-f', 'framemd5', '-'],
    { input: bytes, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  const rate = Number(/^#tb 0: 1\/(\d+)$/m.exec(frames)?.[1])
  const samples = frames
    .split('\n')
    .filter((line) => /^\d/.test(line))
    .reduce((total, line) => total + Number(line.split(',')[3]), 0)
  return samples / rate
}

/**
 * The MD5 of a HEIC or AVIF photo's primary picture as libheif's heif-convert decodes it, to raw
 * frames (y4m holds pixels and their size only): exiftool's ImageDataHash counts every picture
 * item, thumbnails and gain maps included, so it changes when they go.
 */
export function heifPictureMd5(path: string) {
  const frames = `${path}.y4m`
  execFileSync('heif-convert', ['--quiet', path, frames])
  try {
    return createHash('md5').update(readFileSync(frames)).digest('hex')
  } finally {
    rmSync(frames)
  }
}
