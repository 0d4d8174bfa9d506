import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeHiddenDetails } from '@/lib/media'
import { ascii, utf16le } from '../canaries/bytes'
import {
  withDataStreamElementInFirstFrame,
  withHdr10PlusInFirstSample,
  withUserDataSeiInFirstAndLastChunk,
  withUserDataSeiInFirstFragment,
  withUserDataSeiInFirstSample,
} from '../canaries/iso'
import { decodedMd5 } from '../decoders'
import { blobBytes, fixtureBytes } from '../loadFixture'

const work = mkdtempSync(join(tmpdir(), 'stream-user-data-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const holds = (bytes: Uint8Array, text: string) =>
  [ascii(text), utf16le(text)].some((form) => Buffer.from(bytes).includes(form))

describe('data that opens a stream and decoders skip', () => {
  it.each([
    ['located.mp4', 'avc', 'x264 - core 164'],
    ['hevc-silent.mp4', 'hevc', undefined],
  ] as const)(
    'is blanked in %s where it lies, and the picture decodes the same',
    async (source, codec, encoder) => {
      const canary = `CANARY-mp4-sei-${codec}`
      const planted = withUserDataSeiInFirstSample(fixtureBytes(source), canary, codec)
      expect(holds(planted, canary)).toBe(true)
      const { blob, removed, remaining, encoderInStream } = await removeHiddenDetails(
        new Blob([planted as Uint8Array<ArrayBuffer>]),
        'mp4',
      )
      const cleaned = await blobBytes(blob)
      expect(cleaned.length).toBe(planted.length)
      expect(holds(cleaned, canary)).toBe(false)
      expect(holds(cleaned, 'Asha Rao')).toBe(false)
      expect(removed).toContain('other')
      expect(remaining).toEqual([])
      expect(encoderInStream).toBe(encoder)
      const path = join(work, `${codec}.mp4`)
      writeFileSync(path, planted)
      writeFileSync(`${path}.cleaned.mp4`, cleaned)
      expect(decodedMd5(`${path}.cleaned.mp4`, 'video')).toBe(decodedMd5(path, 'video'))
    },
  )

  it('blanks a data stream element that opens an AAC stream, and the sound decodes the same', async () => {
    const canary = 'CANARY-m4a-aac-dse'
    const planted = withDataStreamElementInFirstFrame(fixtureBytes('voice-memo.m4a'), canary)
    expect(holds(planted, canary)).toBe(true)
    const { blob, removed, remaining } = await removeHiddenDetails(
      new Blob([planted as Uint8Array<ArrayBuffer>]),
      'm4a',
    )
    const cleaned = await blobBytes(blob)
    expect(cleaned.length).toBe(planted.length)
    expect(holds(cleaned, canary)).toBe(false)
    expect(removed).toContain('other')
    expect(remaining).toEqual([])
    const path = join(work, 'aac.m4a')
    writeFileSync(path, planted)
    writeFileSync(`${path}.cleaned.m4a`, cleaned)
    expect(decodedMd5(`${path}.cleaned.m4a`, 'audio')).toBe(decodedMd5(path, 'audio'))
  })

  it('blanks SEI user data that opens a fragmented recording’s picture', async () => {
    const canary = 'CANARY-mp4-sei-fragment'
    const planted = withUserDataSeiInFirstFragment(fixtureBytes('fragmented.mp4'), canary)
    expect(holds(planted, canary)).toBe(true)
    const { blob, removed, remaining } = await removeHiddenDetails(
      new Blob([planted as Uint8Array<ArrayBuffer>]),
      'mp4',
    )
    const cleaned = await blobBytes(blob)
    expect(holds(cleaned, canary)).toBe(false)
    expect(removed).toContain('other')
    expect(remaining).toEqual([])
    const path = join(work, 'fragmented.mp4')
    writeFileSync(path, planted)
    writeFileSync(`${path}.cleaned.mp4`, cleaned)
    expect(decodedMd5(`${path}.cleaned.mp4`, 'video')).toBe(decodedMd5(path, 'video'))
  })

  it('keeps HDR10+ brightness metadata, which holds numbers a screen is lit by', async () => {
    const { bytes, metadata } = withHdr10PlusInFirstSample(fixtureBytes('located.mp4'))
    const { blob, remaining } = await removeHiddenDetails(
      new Blob([bytes as Uint8Array<ArrayBuffer>]),
      'mp4',
    )
    expect(Buffer.from(await blobBytes(blob)).includes(metadata)).toBe(true)
    expect(remaining).toEqual([])
  })

  it('says what is left when a stream carries user data beyond its opening', async () => {
    const planted = withUserDataSeiInFirstAndLastChunk(
      fixtureBytes('apple-keys.mov'),
      'CANARY-mov-sei-first',
      'CANARY-mov-sei-later',
    )
    const { blob, remaining } = await removeHiddenDetails(
      new Blob([planted as Uint8Array<ArrayBuffer>]),
      'mov',
    )
    const cleaned = await blobBytes(blob)
    expect(holds(cleaned, 'CANARY-mov-sei-first')).toBe(false)
    expect(holds(cleaned, 'CANARY-mov-sei-later')).toBe(true)
    expect(remaining).toEqual(['other'])
  })
})
