import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ascii, concat, utf16le } from '../canaries/bytes'
import { METADATA_TYPE, metadataObu, t35Text } from '../canaries/av1'
import {
  lengthPrefixedFiller,
  lengthPrefixedSei,
  withItemDataClosedBy,
  withItemDataOpenedBy,
  withItemInIdat,
  withSeiInItemData,
} from '../canaries/heif'
import { cleanedCopy } from '../cleanedCopy'
import { heifPictureMd5 } from '../decoders'
import { fixtureBytes } from '../loadFixture'

const work = mkdtempSync(join(tmpdir(), 'heif-item-sei-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const holds = (bytes: Uint8Array, text: string) =>
  [ascii(text), utf16le(text)].some((form) => Buffer.from(bytes).includes(form))

describe('SEI user data inside a HEIC picture’s coded data', () => {
  it.each([
    ['iphone.heic', 'the primary picture', 1],
    ['grid.heic', 'a grid’s tile', 1],
  ])('is blanked in %s (%s), and the picture draws the same', async (source, _, item) => {
    const canary = `CANARY-heic-item-sei-${source}`
    const planted = withSeiInItemData(
      fixtureBytes(source),
      item,
      concat(ascii(`Asha Rao ${canary}`), utf16le(canary)),
    )
    expect(holds(planted, canary)).toBe(true)
    const { cleaned, removed, remaining } = await cleanedCopy(planted, 'heic')
    expect(holds(cleaned, canary)).toBe(false)
    expect(holds(cleaned, 'Asha Rao')).toBe(false)
    expect(removed).toContain('other')
    expect(remaining).toEqual([])
    const [plantedPath, cleanedPath] = [join(work, `${source}`), join(work, `cleaned-${source}`)]
    writeFileSync(plantedPath, planted)
    writeFileSync(cleanedPath, cleaned)
    expect(heifPictureMd5(cleanedPath)).toBe(heifPictureMd5(plantedPath))
  })

  it('is blanked in a suffix SEI after the slices and 9 kB of filler, far past the data’s first read', async () => {
    const canary = 'CANARY-heic-item-suffix-sei'
    const text = concat(ascii(`Asha Rao ${canary}`), utf16le(canary))
    const closing = concat(lengthPrefixedFiller(9000), lengthPrefixedSei(text, 'suffix'))
    const planted = withItemDataClosedBy(fixtureBytes('iphone.heic'), 1, closing)
    expect(holds(planted, canary)).toBe(true)
    const { cleaned, removed, remaining } = await cleanedCopy(planted, 'heic')
    expect(holds(cleaned, canary)).toBe(false)
    expect(holds(cleaned, 'Asha Rao')).toBe(false)
    expect(cleaned.length).toBe(planted.length)
    expect(removed).toContain('other')
    expect(remaining).toEqual([])
    const [plantedPath, cleanedPath] = [
      join(work, 'suffix.heic'),
      join(work, 'cleaned-suffix.heic'),
    ]
    writeFileSync(plantedPath, planted)
    writeFileSync(cleanedPath, cleaned)
    expect(heifPictureMd5(cleanedPath)).toBe(heifPictureMd5(plantedPath))
  })

  it('keeps x265’s own SEI, which names the encoder, and says so', async () => {
    const settings = ascii('x265 (build 199) - 3.5:[Linux][GCC 12.2.0][64 bit] 8bit')
    const planted = withSeiInItemData(fixtureBytes('iphone.heic'), 1, settings)
    const { cleaned, remaining, encoderInStream } = await cleanedCopy(planted, 'heic')
    expect(Buffer.from(cleaned).includes(settings)).toBe(true)
    expect(encoderInStream).toBe('x265 (build 199)')
    expect(remaining).toEqual([])
  })

  it('blanks a T.35 metadata OBU inside an AVIF picture’s coded data, and the picture draws the same', async () => {
    const canary = 'CANARY-avif-item-metadata'
    const planted = withItemDataOpenedBy(
      fixtureBytes('photo.avif'),
      1,
      metadataObu(METADATA_TYPE.itutT35, t35Text(canary)),
    )
    expect(holds(planted, canary)).toBe(true)
    const { cleaned, removed, remaining } = await cleanedCopy(planted, 'avif')
    expect(holds(cleaned, canary)).toBe(false)
    expect(holds(cleaned, 'Asha Rao')).toBe(false)
    expect(removed).toContain('other')
    expect(remaining).toEqual([])
    const [plantedPath, cleanedPath] = [join(work, 'metadata.avif'), join(work, 'cleaned.avif')]
    writeFileSync(plantedPath, planted)
    writeFileSync(cleanedPath, cleaned)
    expect(heifPictureMd5(cleanedPath)).toBe(heifPictureMd5(plantedPath))
  })

  it('is blanked in a tile whose data lies in the meta box’s idat, and the picture draws the same', async () => {
    const canary = 'CANARY-heic-idat-item-sei'
    const text = concat(ascii(`Asha Rao ${canary}`), utf16le(canary))
    const planted = withItemInIdat(fixtureBytes('grid.heic'), 1, lengthPrefixedSei(text))
    expect(holds(planted, canary)).toBe(true)
    const { cleaned, remaining } = await cleanedCopy(planted, 'heic')
    expect(holds(cleaned, canary)).toBe(false)
    expect(remaining).toEqual([])
    const [plantedPath, cleanedPath] = [join(work, 'idat.heic'), join(work, 'cleaned-idat.heic')]
    writeFileSync(plantedPath, planted)
    writeFileSync(cleanedPath, cleaned)
    expect(heifPictureMd5(cleanedPath)).toBe(heifPictureMd5(plantedPath))
  })
})
