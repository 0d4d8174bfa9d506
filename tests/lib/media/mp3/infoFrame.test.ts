import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { removeHiddenDetails } from '@/lib/media'
import { frameStarts, mp3CanaryFixtures } from '../canaries/mp3'
import { blobBytes } from '../loadFixture'

/** The MP3 canary with an Info frame as LAME writes it: Xing's four fields, then LAME's extension. */
function infoFramed() {
  const fixture = mp3CanaryFixtures().find(({ name }) => name.includes('Info frame with LAME'))
  if (!fixture) throw new Error('No canary MP3 with an Info frame')
  return fixture.bytes
}

async function cleaned(bytes: Uint8Array) {
  const { blob } = await removeHiddenDetails(new File([new Uint8Array(bytes)], 'info.mp3'), 'mp3')
  return blobBytes(blob)
}

/** The encoder FFmpeg reads from LAME's extension, which it takes only when the CRC matches. */
const encoderFfmpegReads = (bytes: Uint8Array) =>
  execFileSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'stream_tags=encoder', '-of', 'csv=p=0', 'pipe:0'],
    { input: bytes },
  )
    .toString()
    .trim()

describe("an MP3's Info frame", () => {
  it('carries a CRC that matches the frame as written, so FFmpeg reads its LAME extension', async () => {
    expect(encoderFfmpegReads(await cleaned(infoFramed()))).toBe('LAME')
  })

  it('points each hundredth of its seek table at the frame that plays then in the copy', async () => {
    const copy = Buffer.from(await cleaned(infoFramed()))
    const info = copy.indexOf('Info')
    const table = copy.subarray(info + 16, info + 116)
    const frames = frameStarts(copy).starts
    const sound = frames.slice(1)
    const streamLength = copy.length - (frames[0] ?? 0)
    const expected = Array.from({ length: 100 }, (_, index) => {
      const start =
        index === 0 ? 0 : (sound[Math.floor((index * sound.length) / 100)] ?? 0) - (frames[0] ?? 0)
      return Math.floor((start * 256) / streamLength)
    })
    expect([...table]).toEqual(expected)
  })
})
