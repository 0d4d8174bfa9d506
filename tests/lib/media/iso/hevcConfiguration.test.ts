import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeHiddenDetails } from '@/lib/media'
import { ascii, utf16le } from '../canaries/bytes'
import { hevcConfigurationCanaryFixtures } from '../canaries/iso'
import { decodedMd5 } from '../decoders'
import { blobBytes } from '../loadFixture'

const work = mkdtempSync(join(tmpdir(), 'hvcc-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const blobOf = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>])
const holds = (bytes: Uint8Array, text: string) =>
  [ascii(text), utf16le(text)].some((form) => Buffer.from(bytes).includes(form))

describe('an HEVC video’s codec configuration (hvcC)', () => {
  it.each(hevcConfigurationCanaryFixtures().map((fixture) => [fixture.name, fixture] as const))(
    'loses the user-data SEI message planted in it, and decodes the same: %s',
    async (_name, { bytes, canaries: [canary = ''] }) => {
      expect(holds(bytes, canary)).toBe(true)
      const { blob, remaining, encoderInStream } = await removeHiddenDetails(blobOf(bytes), 'mp4')
      const cleaned = await blobBytes(blob)
      expect(cleaned.length).toBe(bytes.length)
      expect(holds(cleaned, canary)).toBe(false)
      expect(holds(cleaned, 'Asha Rao')).toBe(false)
      expect(encoderInStream).toBeUndefined()
      expect(remaining).toEqual([])
      const planted = join(work, `${canary}.mp4`)
      writeFileSync(planted, bytes)
      writeFileSync(`${planted}.cleaned.mp4`, cleaned)
      expect(decodedMd5(`${planted}.cleaned.mp4`, 'video')).toBe(decodedMd5(planted, 'video'))
    },
  )
})
