/**
 * A file's sound as ffmpeg decodes it, and the measures taken on it: ffmpeg is the reader, never
 * the code that wrote the file.
 */
import { execFileSync } from 'node:child_process'
import { medianPitch } from '../../support/soundMeasures'

export const DECODED_RATE = 48_000

/** The first sound stream, decoded by ffmpeg to 48 kHz mono samples between -1 and 1. */
export function decodedVoice(path: string) {
  const pcm = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-map', '0:a:0', '-ac', '1', '-ar', String(DECODED_RATE)].concat([
      '-f',
      's16le',
      '-',
    ]),
    { maxBuffer: 64 * 1024 * 1024 },
  )
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2)
  return Float32Array.from(samples, (sample) => sample / 32768)
}

/** The median pitch of the voiced frames, in hertz, and the sound's length in seconds. */
export function voiceOf(path: string) {
  const samples = decodedVoice(path)
  return { ...medianPitch(samples, DECODED_RATE), seconds: samples.length / DECODED_RATE }
}
