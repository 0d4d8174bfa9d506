import { describe, expect, it } from 'vitest'
import { removeHiddenDetails } from '@/lib/media'
import { decodedSeconds } from '../decoders'
import { blobBytes } from '../loadFixture'
import { mp3Cases } from '../mp3Recordings'
import { expectSentAsCase } from '../recordingCases'

/**
 * A frame: its four header bytes, then zeros up to the length the standard gives it (silence
 * in Layer III, whose side information then gives no main data: nothing for the cleaner to zero).
 */
const frame = (header: number[], length: number) =>
  Uint8Array.from([...header, ...new Array<number>(length - header.length).fill(0)])

const junk = Uint8Array.from('not sound: asha.rao@example.in', (char) => char.charCodeAt(0))

/** Frame lengths from ISO/IEC 11172-3 and 13818-3 for one header of each kind. */
const KINDS = [
  ['MPEG-1 Layer I, 32 kbit/s, 32 kHz', [0xff, 0xff, 0x18, 0xc0], 48],
  ['MPEG-1 Layer II, 192 kbit/s, 48 kHz', [0xff, 0xfd, 0xa4, 0xc0], 576],
  ['MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, padded', [0xff, 0xfb, 0x92, 0xc0], 418],
  ['MPEG-2 Layer III, 64 kbit/s, 22.05 kHz', [0xff, 0xf3, 0x80, 0xc0], 208],
  ['MPEG-2.5 Layer III, 8 kbit/s, 8 kHz', [0xff, 0xe3, 0x18, 0xc0], 72],
] as const

const run = (header: readonly number[], length: number, count: number) =>
  Array.from({ length: count }, () => frame([...header], length))

const joined = (frames: readonly Uint8Array[]) =>
  Uint8Array.from(frames.flatMap((bytes) => [...bytes]))

describe('MP3 frames of every MPEG audio kind', () => {
  it.each(KINDS)(
    'keeps the frames of %s and drops what surrounds them',
    async (_, header, length) => {
      const parts = [junk, ...run(header, length, 3), junk, ...run(header, length, 2), junk]
      const { blob, removed } = await removeHiddenDetails(new Blob(parts), 'mp3')
      expect(await blobBytes(blob)).toEqual(joined(run(header, length, 5)))
      expect(removed).toEqual(['other'])
    },
  )

  it('takes a lone frame among other bytes for other bytes, as a resyncing decoder does', async () => {
    const [, header, length] = KINDS[2]
    const parts = [...run(header, length, 2), junk, ...run(header, length, 1), junk]
    const { blob } = await removeHiddenDetails(new Blob(parts), 'mp3')
    expect(await blobBytes(blob)).toEqual(joined(run(header, length, 2)))
  })
})

// product.md §7. Debian's ffmpeg, an outside reader, decodes each copy.
describe('MP3 past a damaged frame header or bytes between frames, judged by ffmpeg', () => {
  it.each(mp3Cases())(
    '$name: keeps every frame it can, and says when the copy may play shorter',
    async (recordingCase) => {
      const file = new Blob([recordingCase.file as Uint8Array<ArrayBuffer>])
      const cleaning = await removeHiddenDetails(file, 'mp3')
      await expectSentAsCase(recordingCase, cleaning)
      // At least what ffmpeg itself decodes of the file chosen.
      expect(decodedSeconds(await blobBytes(cleaning.blob))).toBeGreaterThanOrEqual(
        decodedSeconds(recordingCase.file),
      )
      expect(new Set(cleaning.removed)).toEqual(new Set(Object.keys(recordingCase.reveals)))
    },
  )
})
