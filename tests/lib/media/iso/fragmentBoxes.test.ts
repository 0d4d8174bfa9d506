import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeHiddenDetails } from '@/lib/media'
import { ascii, utf16le } from '../canaries/bytes'
import { withTailInFirstFragment } from '../canaries/iso'
import { decodedMd5 } from '../decoders'
import { blobBytes, fixtureBytes } from '../loadFixture'

const work = mkdtempSync(join(tmpdir(), 'fragment-boxes-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const holds = (bytes: Uint8Array, text: string) =>
  [ascii(text), utf16le(text)].some((form) => Buffer.from(bytes).includes(form))

describe('the boxes of a fragmented recording', () => {
  it.each(['tfhd', 'tfdt', 'trun'])(
    'are cut after their fields: text after %s’s goes, and the picture decodes the same',
    async (type) => {
      const canary = `CANARY-mp4-${type}-tail`
      const planted = withTailInFirstFragment(fixtureBytes('fragmented.mp4'), type, canary)
      expect(holds(planted, canary)).toBe(true)
      const { blob, remaining } = await removeHiddenDetails(
        new Blob([planted as Uint8Array<ArrayBuffer>]),
        'mp4',
      )
      const cleaned = await blobBytes(blob)
      expect(holds(cleaned, canary)).toBe(false)
      expect(remaining).toEqual([])
      const path = join(work, `${type}.mp4`)
      writeFileSync(path, planted)
      writeFileSync(`${path}.cleaned.mp4`, cleaned)
      expect(decodedMd5(`${path}.cleaned.mp4`, 'video')).toBe(decodedMd5(path, 'video'))
    },
  )
})
