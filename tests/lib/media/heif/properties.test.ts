import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeHiddenDetails } from '@/lib/media'
import { ascii, concat, u16be, u32be, u8 } from '../canaries/bytes'
import { planted } from '../canaries/fixture'
import { withPrimaryProperty } from '../canaries/heif'
import { heifPictureMd5 } from '../decoders'
import { blobBytes, fixtureBytes } from '../loadFixture'

const work = mkdtempSync(join(tmpdir(), 'heif-properties-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const property = (type: string, ...parts: Uint8Array[]) => {
  const body = concat(...parts)
  return concat(u32be(8 + body.length), ascii(type), body)
}

const blobOf = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>])

/** uncC version 0: a profile, one 8-bit component, then its sampling, interleaving and tile fields. */
const uncompressedLayout = (flags: number) =>
  concat(
    ...[u32be(0), u32be(0), u32be(1)],
    ...[u16be(0), u8(7), u8(0), u8(0)],
    ...[u8(0), u8(0), u8(0), u8(flags)],
    ...[u32be(0), u32be(0), u32be(0), u32be(0), u32be(0)],
  )

describe('HEIF properties a decoder reads', () => {
  it.each([
    ['uncC', uncompressedLayout(0b111)],
    ['cmpd', concat(u32be(1), u16be(0))],
  ])(
    'writes %s from its fields, text after them gone, and draws the same picture',
    async (type, fields) => {
      const canary = `CANARY-heic-${type}-tail`
      const bytes = withPrimaryProperty(
        fixtureBytes('motion-photo.heic'),
        property(type, fields, planted('Asha Rao', canary)),
      )
      const { blob, remaining } = await removeHiddenDetails(blobOf(bytes), 'heic')
      const cleaned = await blobBytes(blob)
      expect(Buffer.from(bytes).includes(canary)).toBe(true)
      expect(Buffer.from(cleaned).includes(canary)).toBe(false)
      expect(Buffer.from(cleaned).includes(property(type, fields))).toBe(type === 'cmpd')
      expect(remaining).toEqual([])
      const path = join(work, `${type}.heic`)
      writeFileSync(path, bytes)
      writeFileSync(`${path}.cleaned.heic`, cleaned)
      expect(heifPictureMd5(`${path}.cleaned.heic`)).toBe(heifPictureMd5(path))
    },
  )

  it('clears uncC’s three reserved flag bits', async () => {
    const bytes = withPrimaryProperty(
      fixtureBytes('motion-photo.heic'),
      property('uncC', uncompressedLayout(0b111)),
    )
    const cleaned = await blobBytes((await removeHiddenDetails(blobOf(bytes), 'heic')).blob)
    expect(Buffer.from(cleaned).includes(property('uncC', uncompressedLayout(0)))).toBe(true)
  })

  it.each([
    ['vvcC', 'VVC’s configuration, not read', u32be(0)],
    ['jpgC', 'a JPEG’s tables, not read', concat(ascii('Asha Rao'))],
    [
      'cmpd',
      'a component type its writer names by a URI',
      concat(u32be(1), u16be(0x8000), ascii('urn:asha-rao:depth\0')),
    ],
  ])('refuses a photo whose picture has %s (%s), naming it', async (type, _why, body) => {
    const bytes = withPrimaryProperty(fixtureBytes('motion-photo.heic'), property(type, body))
    await expect(removeHiddenDetails(blobOf(bytes), 'heic')).rejects.toThrow(
      `The photo’s picture has a property TipWire cannot read (${type}), so it cannot be cleaned without changing it`,
    )
  })
})
