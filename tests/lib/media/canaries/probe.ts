import { execFileSync } from 'node:child_process'

/**
 * Where each packet of a file's first sound stream starts and how long it is, as Debian's
 * ffprobe finds them: frame boundaries read independently of the engine.
 */
export function soundPackets(bytes: Uint8Array) {
  const output = execFileSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'a:0',
      '-show_entries',
      'packet=pos,size',
      '-of',
      'json',
      '-i',
      'pipe:0',
    ],
    { input: bytes, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  )
  const { packets = [] } = JSON.parse(output) as { packets?: { pos?: string; size?: string }[] }
  return packets
    .map(({ pos, size }) => ({ start: Number(pos), length: Number(size) }))
    .filter(({ start }) => Number.isInteger(start))
}
