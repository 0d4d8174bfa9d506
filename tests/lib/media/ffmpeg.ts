import { execFileSync } from 'node:child_process'

/**
 * The MD5 of a file's sound or picture as Debian's ffmpeg decodes it (installed by
 * scripts/ensure-media-tools.sh): an outside judge that the cleaned copy plays exactly as the
 * original, for formats where exiftool keeps no hash of the media data.
 */
export function decodedMd5(path: string, stream: 'audio' | 'video') {
  const output = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-map', stream === 'audio' ? '0:a' : '0:v', '-f', 'md5', '-'],
    { encoding: 'utf8' },
  )
  const md5 = /^MD5=([0-9a-f]{32})$/m.exec(output)?.[1]
  if (!md5) throw new Error(`ffmpeg decoded no ${stream} from ${path}`)
  return md5
}
