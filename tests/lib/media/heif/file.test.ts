import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanHeif, readHeifHiddenDetails } from '@/lib/media/heif/file'
import { readHeifMeta } from '@/lib/media/heif/items'
import { itemsToKeep } from '@/lib/media/heif/roles'
import { readChildBoxes } from '@/lib/media/iso/boxes'
import { withGridDataTail, withPropertyPayload, withSeiInConfiguration } from '../canaries/heif'
import { decodedMd5, heifPictureMd5 } from '../decoders'
import { identifyingTags, runExiftool } from '../exiftool'
import { blobBytes, fixtureBytes } from '../loadFixture'

const PHOTOS = ['iphone.heic', 'photo.avif', 'alpha.heic', 'grid.heic', 'motion-photo.heic']
const MIME = 'image/heic'

const work = mkdtempSync(join(tmpdir(), 'heif-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const blobOf = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>])

async function cleaned(name: string) {
  const original = fixtureBytes(name)
  const cleaning = await cleanHeif(blobOf(original), MIME)
  return { original, cleaning, bytes: await blobBytes(cleaning.blob) }
}

/** Where the original's kept pictures lie: the primary item and what it is drawn from. */
function keptPictureRanges(original: Uint8Array) {
  const meta = readChildBoxes(original, 0, original.length).find(({ type }) => type === 'meta')
  if (!meta) throw new Error('no meta box')
  const parsed = readHeifMeta(original.subarray(meta.start, meta.end))
  return [...itemsToKeep(parsed)].flatMap((id) => {
    const item = parsed.items.get(id)
    return item?.storedIn === 'file' ? item.extents : []
  })
}

const contains = (bytes: Uint8Array, text: string) =>
  Buffer.from(bytes).includes(Buffer.from(text, 'utf8'))

describe('readHeifHiddenDetails', () => {
  it('reads an iPhone photo’s Exif and XMP, and its thumbnail', async () => {
    const details = await readHeifHiddenDetails(blobOf(fixtureBytes('iphone.heic')))
    expect(details).toMatchObject({
      device: { make: 'Apple', model: 'iPhone 15 Pro' },
      date: '2026:03:14 09:41:00',
      owner: 'Mei Lin',
      software: '17.4.1',
      thumbnail: true,
    })
    expect(details.location).toMatchObject({ latitude: 51.50072 })
    expect(details.location).toHaveProperty('longitude', expect.closeTo(-0.12462, 5))
  })

  it('reads an AVIF photo’s Exif and XMP', async () => {
    const details = await readHeifHiddenDetails(blobOf(fixtureBytes('photo.avif')))
    expect(details).toMatchObject({ device: { make: 'Apple' }, owner: 'Mei Lin' })
    expect(details.thumbnail).toBeUndefined()
  })

  it('names a tiled photo’s gain map and its user description', async () => {
    const details = await readHeifHiddenDetails(blobOf(fixtureBytes('grid.heic')))
    expect(details).toMatchObject({
      hdrLayer: true,
      text: 'Birthday at Mei Lin’s',
      owner: 'Mei Lin',
    })
    expect(details.other).toBeUndefined()
  })

  it('does not call a photo’s alpha plane hidden', async () => {
    const details = await readHeifHiddenDetails(blobOf(fixtureBytes('alpha.heic')))
    expect(details).toMatchObject({ thumbnail: true, owner: 'Mei Lin' })
    expect(details.other).toBeUndefined()
  })

  it('reads what a motion photo’s video reveals', async () => {
    const details = await readHeifHiddenDetails(blobOf(fixtureBytes('motion-photo.heic')))
    expect(details).toMatchObject({
      device: { make: 'samsung', model: 'Galaxy S24' },
      motionVideo: { location: { latitude: 51.5007, longitude: -0.1246 } },
    })
  })

  it('calls a motion photo’s video that cannot be read other data, as a JPEG’s', async () => {
    const photo = fixtureBytes('motion-photo.heic')
    const videoStart = Buffer.from(photo).indexOf('mpvd') + 4
    const unreadable = photo.slice()
    unreadable.set(new TextEncoder().encode('not an MP4 at all'), videoStart)
    const details = await readHeifHiddenDetails(blobOf(unreadable))
    expect(details.motionVideo).toEqual({ other: true })
  })

  it('refuses a file that is not a HEIC or AVIF photo', async () => {
    await expect(readHeifHiddenDetails(blobOf(fixtureBytes('gps-photo.jpg')))).rejects.toThrow(
      'The file does not start like a HEIC or AVIF photo',
    )
  })
})

describe('cleanHeif', () => {
  it.each(PHOTOS)('leaves nothing to read in %s', async (name) => {
    const { cleaning } = await cleaned(name)
    expect(Object.keys(cleaning.before).length).toBeGreaterThan(0)
    expect(cleaning.after).toEqual({})
    expect(await readHeifHiddenDetails(cleaning.blob)).toEqual({})
  })

  it.each(PHOTOS)('keeps %s’s picture bytes where they were, byte for byte', async (name) => {
    const { original, bytes } = await cleaned(name)
    const ranges = keptPictureRanges(original)
    expect(ranges.length).toBeGreaterThan(0)
    for (const { start, end } of ranges) {
      expect(bytes.subarray(start, end)).toEqual(original.subarray(start, end))
    }
  })

  it.each(PHOTOS.filter((name) => name !== 'motion-photo.heic'))(
    'keeps %s’s length',
    async (name) => {
      const { original, bytes } = await cleaned(name)
      expect(bytes.length).toBe(original.length)
    },
  )

  it('cuts a motion photo’s video off its end', async () => {
    const { original, bytes } = await cleaned('motion-photo.heic')
    const videoBox = Buffer.from(original).indexOf('mpvd') - 4
    expect(videoBox).toBeGreaterThan(0)
    expect(bytes.length).toBe(videoBox)
  })

  it.each(PHOTOS)('leaves none of the planted details’ bytes in %s', async (name) => {
    const { original, bytes } = await cleaned(name)
    const planted = [
      'Mei Lin',
      'iPhone 15 Pro',
      'Galaxy S24',
      '51,30.0432N',
      'Baker Street',
      'mpvd',
    ]
    expect(planted.some((text) => contains(original, text))).toBe(true)
    expect(planted.filter((text) => contains(bytes, text))).toEqual([])
  })

  it('gives exiftool the same picture data to hash where no picture item goes', async () => {
    const paths = ['photo.avif', 'motion-photo.heic'].flatMap((name) => {
      const path = join(work, name)
      writeFileSync(path, fixtureBytes(name))
      return [path, `${path}.cleaned`]
    })
    for (const name of ['photo.avif', 'motion-photo.heic']) {
      writeFileSync(join(work, `${name}.cleaned`), (await cleaned(name)).bytes)
    }
    const tags = runExiftool(paths, work)
    for (const path of paths.filter((_, index) => index % 2 === 0)) {
      const hash = tags.get(path)?.['File:ImageDataHash']
      expect(hash).toMatch(/^[0-9a-f]{32}$/)
      expect(tags.get(`${path}.cleaned`)?.['File:ImageDataHash']).toBe(hash)
    }
  })

  it('cuts a grid’s data to its fields, and draws the same picture', async () => {
    const text = new TextEncoder().encode('Asha Rao, 12 MG Road, Bengaluru')
    const planted = withGridDataTail(fixtureBytes('grid.heic'), text)
    const cleaned = await blobBytes((await cleanHeif(blobOf(planted), MIME)).blob)
    expect(Buffer.from(planted).includes('Asha Rao')).toBe(true)
    expect(Buffer.from(cleaned).includes('Asha Rao')).toBe(false)
    const work = mkdtempSync(join(tmpdir(), 'tipwire-grid-'))
    try {
      const [plantedPath, cleanedPath] = [join(work, 'planted.heic'), join(work, 'cleaned.heic')]
      writeFileSync(plantedPath, planted)
      writeFileSync(cleanedPath, cleaned)
      expect(heifPictureMd5(cleanedPath)).toBe(heifPictureMd5(plantedPath))
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })

  it('refuses a photo whose ftyp names no registered brand, and keeps only registered ones', async () => {
    const photo = Buffer.from(fixtureBytes('motion-photo.heic'))
    const ftypSize = photo.readUInt32BE(0)
    const unbranded = Buffer.from(photo)
    unbranded.write(
      'Asha Rao, 12 MG Road, Bengaluru'.padEnd(ftypSize - 8).slice(0, ftypSize - 8),
      8,
      'latin1',
    )
    await expect(cleanHeif(blobOf(unbranded), MIME)).rejects.toThrow(
      'The photo names no registered brand, so what it is cannot be told',
    )
    const cleaned = Buffer.from(await blobBytes((await cleanHeif(blobOf(photo), MIME)).blob))
    expect(cleaned.subarray(0, ftypSize)).toEqual(photo.subarray(0, ftypSize))
  })

  it.each([
    [
      'jpeg',
      'The photo’s picture is a JPEG stored inside it, whose own details TipWire cannot remove there',
    ],
    ['vvc1', 'The photo’s picture is of a kind TipWire cannot check'],
    ['j2k1', 'The photo’s picture is of a kind TipWire cannot check'],
  ])(
    'refuses a photo whose picture is a %s item, whose own headers and segments are not walked',
    async (type, reason) => {
      const photo = Buffer.from(fixtureBytes('iphone.heic'))
      const renamed = Buffer.from(photo.toString('latin1').replaceAll('hvc1', type), 'latin1')
      expect(renamed.length).toBe(photo.length)
      await expect(cleanHeif(blobOf(renamed), MIME)).rejects.toThrow(reason)
    },
  )

  it('keeps an alpha plane’s auxC to its URN, and draws the same picture', async () => {
    const urn = new TextEncoder().encode('urn:mpeg:hevc:2015:auxid:1\0')
    const subtype = new TextEncoder().encode('Asha Rao, 12 MG Road, Bengaluru')
    const planted = withPropertyPayload(
      fixtureBytes('alpha.heic'),
      'auxC',
      Buffer.concat([new Uint8Array(4), urn, subtype]),
    )
    const cleaned = await blobBytes((await cleanHeif(blobOf(planted), MIME)).blob)
    expect(Buffer.from(planted).includes('Asha Rao')).toBe(true)
    expect(Buffer.from(cleaned).includes('Asha Rao')).toBe(false)
    expect(Buffer.from(cleaned).includes('urn:mpeg:hevc:2015:auxid:1')).toBe(true)
    // heif-convert draws the alpha plane into a PNG, and ffmpeg hashes its RGBA pixels.
    const work = mkdtempSync(join(tmpdir(), 'tipwire-alpha-'))
    const drawnMd5 = (name: string, bytes: Uint8Array) => {
      writeFileSync(join(work, `${name}.heic`), bytes)
      execFileSync('heif-convert', [
        '--quiet',
        join(work, `${name}.heic`),
        join(work, `${name}.png`),
      ])
      return decodedMd5(join(work, `${name}.png`), 'video')
    }
    try {
      expect(drawnMd5('cleaned', cleaned)).toBe(drawnMd5('planted', planted))
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })

  it('refuses a photo whose picture size property (ispe) is cut short, naming it', async () => {
    const cut = withPropertyPayload(fixtureBytes('motion-photo.heic'), 'ispe', new Uint8Array(8))
    await expect(cleanHeif(blobOf(cut), MIME)).rejects.toThrow(
      'The photo’s picture has a property TipWire cannot read (ispe), so it cannot be cleaned without changing it',
    )
  })

  it('drops x265’s SEI message from the kept HEVC configuration, so no encoder is named', async () => {
    const signature = new TextEncoder().encode('x265 (build 199) - H.265/HEVC codec')
    const signed = withSeiInConfiguration(fixtureBytes('motion-photo.heic'), signature)
    const { blob, encoderInStream } = await cleanHeif(blobOf(signed), MIME)
    expect(Buffer.from(signed).includes('x265 (build 199)')).toBe(true)
    expect(Buffer.from(await blobBytes(blob)).includes('x265 (build 199)')).toBe(false)
    expect(encoderInStream).toBeUndefined()
  })

  it.each(['iphone.heic', 'photo.avif'])(
    'takes %s with plain bytes after its last box, as libheif does, and drops them',
    async (name) => {
      const photo = fixtureBytes(name)
      const appended = 'Priya Sharma, priya@example.org, 12 MG Road, Bengaluru'
      const withTrailer = new Uint8Array([
        ...photo,
        ...Buffer.from(appended, 'latin1'),
        ...Buffer.from(appended, 'utf16le'),
      ])
      const cleaning = await cleanHeif(blobOf(withTrailer), MIME)
      const bytes = await blobBytes(cleaning.blob)
      expect(cleaning.before.other).toBe(true)
      expect(cleaning.after).toEqual({})
      expect(bytes.length).toBe(photo.length)
      expect(Buffer.from(bytes).includes(Buffer.from('Priya', 'latin1'))).toBe(false)
      expect(Buffer.from(bytes).includes(Buffer.from('Priya', 'utf16le'))).toBe(false)
      const original = join(work, `trailer-${name}`)
      const sent = `${original}.cleaned`
      writeFileSync(original, withTrailer)
      writeFileSync(sent, bytes)
      expect(identifyingTags(runExiftool([sent], work).get(sent) ?? {})).toEqual([])
      expect(heifPictureMd5(sent)).toBe(heifPictureMd5(original))
    },
  )

  it('refuses a photo cut short, saying why', async () => {
    const original = fixtureBytes('iphone.heic')
    await expect(
      cleanHeif(blobOf(original.subarray(0, original.length - 100)), MIME),
    ).rejects.toThrow('The file ends inside a box, so it cannot be fully checked')
  })
})
