import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readHiddenDetails, removeHiddenDetails } from '@/lib/media'
import { ascii, utf16le } from '../canaries/bytes'
import { withFlacCommentInConfiguration } from '../canaries/iso'
import { decodedMd5 } from '../decoders'
import { blobBytes } from '../loadFixture'

const work = mkdtempSync(join(tmpdir(), 'dfla-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const blobOf = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>])
const holds = (bytes: Uint8Array, text: string) =>
  [ascii(text), utf16le(text)].some((form) => Buffer.from(bytes).includes(form))

/** The FLAC fixture's sound in an MP4, as ffmpeg writes it (FLAC in MP4 is experimental there). */
function flacInMp4() {
  const path = join(work, 'flac.mp4')
  const flac = resolve('tests/fixtures/media/recording.flac')
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-i', flac, '-map', '0:a', '-c:a', 'copy', '-map_metadata', '-1'],
    ...['-strict', '-2', '-f', 'mp4', path],
  ])
  return readFileSync(path)
}

describe('FLAC’s configuration in an MP4 (dfLa)', () => {
  it('keeps STREAMINFO alone, the planted comment block gone, and decodes the same', async () => {
    const canary = 'CANARY-m4a-dfLa-comment'
    const bytes = withFlacCommentInConfiguration(flacInMp4(), canary)
    expect(holds(bytes, canary)).toBe(true)
    expect((await readHiddenDetails(blobOf(bytes), 'm4a')).other).toBe(true)
    const { blob, removed, remaining } = await removeHiddenDetails(blobOf(bytes), 'm4a')
    const cleaned = await blobBytes(blob)
    expect(cleaned.length).toBe(bytes.length)
    expect(holds(cleaned, canary)).toBe(false)
    expect(holds(cleaned, 'Asha Rao')).toBe(false)
    expect(removed).toContain('other')
    expect(remaining).toEqual([])
    const planted = join(work, 'planted.m4a')
    writeFileSync(planted, bytes)
    writeFileSync(`${planted}.cleaned.m4a`, cleaned)
    expect(decodedMd5(`${planted}.cleaned.m4a`, 'audio')).toBe(decodedMd5(planted, 'audio'))
  })
})
