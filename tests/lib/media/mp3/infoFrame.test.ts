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

/** `bytes` with text between two frames a third of the way in and two thirds of the way in. */
function withJunkBetweenFrames(bytes: Uint8Array) {
  const { starts } = frameStarts(bytes)
  const [third = 0, twoThirds = 0] = [1, 2].map(
    (part) => starts[Math.floor((part * starts.length) / 3)] ?? 0,
  )
  const junk = Buffer.from('not a frame: asha.rao@example.in '.repeat(40))
  return Buffer.concat([
    bytes.subarray(0, third),
    junk,
    bytes.subarray(third, twoThirds),
    junk,
    bytes.subarray(twoThirds),
  ])
}

describe("an MP3's Info frame", () => {
  it('carries a CRC that matches the frame as written, so FFmpeg reads its LAME extension', async () => {
    expect(encoderFfmpegReads(await cleaned(infoFramed()))).toBe('LAME')
  })

  it.each([
    ['', (bytes: Uint8Array) => bytes],
    [', junk between its frames left out', withJunkBetweenFrames],
  ])(
    'points each hundredth of its seek table into the frame that plays then in the copy%s',
    async (_, planted) => {
      const copy = Buffer.from(await cleaned(planted(infoFramed())))
      const info = copy.indexOf('Info')
      const table = [...copy.subarray(info + 16, info + 116)]
      const [streamStart = 0, ...sound] = frameStarts(copy).starts
      const streamLength = copy.length - streamStart
      const frameHolding = (position: number) =>
        sound.findLastIndex((start) => start - streamStart <= position)
      // A position is given in 256ths of the stream: it may fall a 256th short of its frame.
      const playing = table.map((position, index) => ({
        earliest: frameHolding((position * streamLength) / 256),
        latest: frameHolding(((position + 1) * streamLength) / 256),
        playing: Math.floor((index * sound.length) / 100),
      }))
      expect(
        playing
          .slice(1)
          .filter(({ earliest, latest, playing }) => playing < earliest || playing > latest),
      ).toEqual([])
      expect(
        table.every((position, index) => index === 0 || position >= (table[index - 1] ?? 0)),
      ).toBe(true)
    },
  )
})
