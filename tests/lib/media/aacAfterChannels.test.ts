import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DetectedFormat } from '@/lib/media'
import { ascii, concat } from './canaries/bytes'
import {
  withElementBeforeEnd,
  withBlocksRewritten,
  writeDataStreamElement,
  writeFillElement,
} from './canaries/adts'
import { cleanedCopy } from './cleanedCopy'
import { decodedMd5 } from './decoders'
import { latin1 } from './loadFixture'

// Text in a data stream or fill element after a frame's channel elements, where only walking
// them through their Huffman-coded data finds it (core/aacChannels.ts). The frames come from
// FFmpeg's AAC encoder in layouts that use what the walk reads past: short windows (the
// clicks), intensity stereo, noise substitution, temporal noise shaping, mid/side, escapes (a
// loud tone), every table of bands. The text is put before each frame's END, found from the
// frame's last bits, not by the walk; FFmpeg's decoder is the judge that the planted and the
// cleaned copies play exactly as the original.

const folder = mkdtempSync(join(tmpdir(), 'tipwire-aac-after-channels-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** Sound with clicks and noise in each channel: short windows, noise bands and escapes. */
const CHANNEL_SOUNDS = [
  '0.9*sin(2*PI*440*t)+0.6*lt(mod(t,0.37),0.004)*random(0)',
  '0.3*random(1)*lt(mod(t,1),0.5)+0.2*sin(2*PI*3000*t)',
  '0.5*sin(2*PI*220*t)*lt(mod(t,0.23),0.1)',
  '0.1*random(2)',
  '0.7*sin(2*PI*660*t+sin(2*PI*3*t))',
  '0.4*lt(mod(t,0.5),0.002)',
]

/** FFmpeg's AAC in each layout; those `remuxed` in MP4 and Matroska too. */
const CASES = [
  {
    name: 'LC, stereo at 44.1 kHz, 128 kb/s',
    rate: 44100,
    channels: 2,
    bitrate: '128k',
    remuxed: true,
  },
  {
    name: 'LC, stereo at 48 kHz, 320 kb/s (escapes)',
    rate: 48000,
    channels: 2,
    bitrate: '320k',
    remuxed: true,
  },
  { name: 'LC, stereo at 32 kHz, 48 kb/s', rate: 32000, channels: 2, bitrate: '48k' },
  { name: 'LC, 5.1 at 48 kHz (with LFE)', rate: 48000, channels: 6, bitrate: '256k' },
  { name: 'LC, mono at 22.05 kHz, 24 kb/s', rate: 22050, channels: 1, bitrate: '24k' },
  { name: 'LC, mono at 16 kHz, 32 kb/s', rate: 16000, channels: 1, bitrate: '32k' },
  { name: 'LC, mono at 8 kHz, 12 kb/s', rate: 8000, channels: 1, bitrate: '12k' },
  { name: 'LC, stereo at 96 kHz, 256 kb/s', rate: 96000, channels: 2, bitrate: '256k' },
  {
    name: 'LC, stereo at 64 kHz, fast coder',
    rate: 64000,
    channels: 2,
    bitrate: '96k',
    options: ['-aac_coder', 'fast'],
  },
  {
    name: 'Main, stereo at 44.1 kHz, predicting',
    rate: 44100,
    channels: 2,
    bitrate: '128k',
    options: ['-profile:a', 'aac_main', '-aac_pred', '1'],
    remuxed: true,
  },
  {
    // FFmpeg's LTP encoder, experimental, crashes on this sound at 48 kHz.
    name: 'LTP, stereo at 32 kHz, predicting',
    rate: 32000,
    channels: 2,
    bitrate: '128k',
    options: ['-strict', '-2', '-profile:a', 'aac_ltp', '-aac_ltp', '1'],
  },
]

/** Three seconds of FFmpeg's AAC LC as ADTS, from CHANNEL_SOUNDS. */
function encoded(path: string, { rate, channels, bitrate, options = [] }: (typeof CASES)[number]) {
  const sounds = CHANNEL_SOUNDS.slice(0, channels).join('|')
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `aevalsrc=exprs='${sounds}':s=${rate}:d=3`],
    ...(channels === 6 ? ['-channel_layout', '5.1'] : []),
    ...['-c:a', 'aac', '-b:a', bitrate, ...options],
    ...['-fflags', '+bitexact', '-flags:a', '+bitexact', path],
  ])
  return new Uint8Array(readFileSync(path))
}

/** `path` remuxed by FFmpeg into `extension`'s container, its frames copied as they are. */
function remuxed(path: string, extension: string) {
  const out = `${path}.${extension}`
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', path, '-c', 'copy', out])
  return out
}

function written(name: string, bytes: Uint8Array) {
  const path = join(folder, name)
  writeFileSync(path, bytes)
  return path
}

const CONTAINERS: readonly [format: DetectedFormat, extension: string][] = [
  ['aac', 'aac'],
  ['m4a', 'm4a'],
  ['mkv', 'mka'],
]

describe.each(CASES)('AAC $name', (settings) => {
  const slug = settings.name.replace(/\W+/g, '-')
  const canary = `CANARY-after-${slug}`
  /** The original's sound as FFmpeg decodes it, and the planted ADTS file's path. */
  let sound: string
  let plantedAdts: string

  beforeAll(() => {
    const original = join(folder, `${slug}.aac`)
    const frames = encoded(original, settings)
    sound = decodedMd5(original, 'audio')
    const text = concat(ascii('Asha Rao '), ascii(canary))
    plantedAdts = written(
      `${slug}-planted.aac`,
      withBlocksRewritten(frames, (block, index) =>
        withElementBeforeEnd(block, (index % 2 ? writeFillElement : writeDataStreamElement)(text)),
      ),
    )
  })

  const containers = settings.remuxed ? CONTAINERS : CONTAINERS.slice(0, 1)
  it.each(containers)(
    'blanks text after the channel elements of every frame, in %s, and plays the same',
    async (format, extension) => {
      const plantedPath = extension === 'aac' ? plantedAdts : remuxed(plantedAdts, extension)
      const planted = new Uint8Array(readFileSync(plantedPath))
      expect(decodedMd5(plantedPath, 'audio')).toBe(sound)
      expect(latin1(planted)).toContain(canary)

      const { cleaned } = await cleanedCopy(planted, format)
      expect(latin1(cleaned)).not.toContain(canary)
      expect(latin1(cleaned)).not.toContain('Asha Rao')
      expect(decodedMd5(written(`${slug}-cleaned.${extension}`, cleaned), 'audio')).toBe(sound)
    },
  )
})
