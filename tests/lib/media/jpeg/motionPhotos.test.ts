import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanJpeg, readJpegHiddenDetails } from '@/lib/media/jpeg/file'
import { identifyingTags, runExiftool, type ExiftoolTags } from '../exiftool'
import { blobBytes, fixtureBytes, fixtureFile, latin1 } from '../loadFixture'

const EXIFTOOL = fileURLToPath(
  new URL('../../../../node_modules/exiftool-vendored.pl/bin/exiftool', import.meta.url),
)

/** The motion photo's MP4, as its XMP counts it from the file's end (GCamera:MicroVideoOffset). */
const VIDEO_LENGTH = 3467

/** The video's own details, as the fixture script's locatedMp4 writes them. */
const VIDEO_DETAILS = {
  location: { latitude: 12.9716, longitude: 77.5946 },
  device: { make: 'Apple', model: 'iPhone 15 Pro' },
  owner: 'Asha Rao',
}

/** The picture's own Exif, as a Pixel writes it. */
const PICTURE_DETAILS = {
  location: { latitude: expect.closeTo(12.9716, 3), longitude: expect.closeTo(77.5946, 3) },
  device: { make: 'Google', model: 'Pixel 8 Pro' },
  date: '2026:03:14 09:41:00',
  software: 'HDR+ 1.0.641377693zd',
}

describe('reading a motion photo', () => {
  it('reports the picture’s details and, apart, what its short video reveals', async () => {
    expect(await readJpegHiddenDetails(fixtureFile('motion-photo.jpg'))).toEqual({
      ...PICTURE_DETAILS,
      motionVideo: expect.objectContaining(VIDEO_DETAILS),
    })
  })

  it('finds a Samsung video after its MotionPhoto_Data marker, and its SEF trailer as other data', async () => {
    const photo = fixtureBytes('motion-photo.jpg')
    const pictureEnd = photo.length - VIDEO_LENGTH
    const samsungTrailer = new Blob([
      photo.subarray(0, pictureEnd),
      Uint8Array.of(0, 0, 0x30, 0x0a, 16, 0, 0, 0),
      'MotionPhoto_Data',
      photo.subarray(pictureEnd),
      'SEFH',
      new Uint8Array(12),
      'SEFT',
    ])
    // The XMP still counts the video from the end: the SEF trailer now follows it.
    expect(await readJpegHiddenDetails(samsungTrailer)).toMatchObject({
      motionVideo: VIDEO_DETAILS,
      other: true,
    })
  })
})

describe('finding where the picture ends', () => {
  it('finds an EOI split across two 1 MB reads, and the video after it', async () => {
    const photo = fixtureBytes('motion-photo.jpg')
    const eoi = photo.length - VIDEO_LENGTH - 2
    // Zeroes are valid entropy-coded data: they push the EOI's 0xFF to the last byte of the
    // first window read (1 MB from offset 2), its 0xD9 to the first of the next.
    const filler = new Uint8Array(2 + 1024 * 1024 - 1 - eoi)
    const split = new Blob([photo.subarray(0, eoi), filler, photo.subarray(eoi)])
    expect(await readJpegHiddenDetails(split)).toEqual({
      ...PICTURE_DETAILS,
      motionVideo: expect.objectContaining(VIDEO_DETAILS),
    })
  })
})

describe('reading an Ultra HDR photo', () => {
  it('reports its gain map as an HDR layer, and nothing else after the picture', async () => {
    expect(await readJpegHiddenDetails(fixtureFile('ultra-hdr.jpg'))).toEqual({
      ...PICTURE_DETAILS,
      hdrLayer: true,
    })
  })

  it('calls a second JPEG that is no gain map an embedded picture', async () => {
    const withPreview = new Blob([fixtureBytes('gps-photo.jpg'), fixtureBytes('real-photo.txt')])
    const details = await readJpegHiddenDetails(withPreview)
    expect(details.thumbnail).toBe(true)
    expect(details).not.toHaveProperty('hdrLayer')
    expect(details).not.toHaveProperty('other')
  })
})

describe('cleaning motion and Ultra HDR photos, judged by exiftool', () => {
  let work: string
  let tags: Map<string, ExiftoolTags>
  const cleanedBytes = new Map<string, Uint8Array>()
  const cleanings = new Map<string, Awaited<ReturnType<typeof cleanJpeg>>>()
  const names = ['motion-photo.jpg', 'ultra-hdr.jpg']
  const at = (name: string, side: 'original' | 'cleaned') =>
    tags.get(join(work, `${side}-${name}`)) ?? {}

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'tipwire-motion-photos-'))
    for (const name of names) {
      const cleaning = await cleanJpeg(fixtureFile(name))
      cleanings.set(name, cleaning)
      cleanedBytes.set(name, await blobBytes(cleaning.blob))
      writeFileSync(join(work, `original-${name}`), fixtureBytes(name))
      writeFileSync(join(work, `cleaned-${name}`), cleanedBytes.get(name) ?? new Uint8Array())
    }
    // exiftool names the motion photo's video but does not read inside it: it is taken out
    // with exiftool itself and judged as a file of its own.
    writeFileSync(
      join(work, 'video.mp4'),
      execFileSync('perl', [
        EXIFTOOL,
        '-b',
        '-MotionPhotoVideo',
        join(work, 'original-motion-photo.jpg'),
      ]),
    )
    tags = runExiftool(
      [
        ...names.flatMap((name) =>
          ['original', 'cleaned'].map((side) => join(work, `${side}-${name}`)),
        ),
        join(work, 'video.mp4'),
      ],
      work,
    )
  })

  afterAll(() => rmSync(work, { recursive: true, force: true }))

  it('finds the video’s own place and device before cleaning', () => {
    expect(at('motion-photo.jpg', 'original')).toHaveProperty(['Google:MotionPhotoVideo'])
    const inVideo = identifyingTags(tags.get(join(work, 'video.mp4')) ?? {}).join('\n')
    expect(inVideo).toMatch(/^location: UserData:GPSCoordinates = 12 deg 58' 17/m)
    expect(inVideo).toMatch(/^device: .*iPhone 15 Pro/m)
  })

  it('finds the gain map before cleaning, in the MPF index and the XMP', () => {
    const original = at('ultra-hdr.jpg', 'original')
    expect(original).toHaveProperty(['MPImage2:MPImageLength'])
    expect(original).toHaveProperty(['Google:GainMapImage'])
    expect(original).toHaveProperty(['XMP-hdrgm:Version'])
  })

  it.each(names)('finds nothing identifying in the cleaned %s', (name) => {
    expect(identifyingTags(at(name, 'original'))).not.toEqual([])
    expect(identifyingTags(at(name, 'cleaned'))).toEqual([])
    const left = Object.keys(at(name, 'cleaned')).filter((key) =>
      /MotionPhoto|EmbeddedVideo|GainMap|MPImage|MPF|GContainer|GCamera|hdrgm/.test(key),
    )
    expect(left).toEqual([])
  })

  it.each(names)('keeps the picture of %s byte for byte (same ImageDataHash)', (name) => {
    const hash = at(name, 'original')['File:ImageDataHash']
    expect(hash).toMatch(/^[0-9a-f]{32}$/)
    expect(at(name, 'cleaned')['File:ImageDataHash']).toBe(hash)
  })

  it('says the short video and the HDR layer were removed, and no other data', () => {
    const motion = cleanings.get('motion-photo.jpg')
    expect(motion?.before).toMatchObject({ motionVideo: VIDEO_DETAILS })
    expect(motion?.before).not.toHaveProperty('other')
    const hdr = cleanings.get('ultra-hdr.jpg')
    expect(hdr?.before).toMatchObject({ hdrLayer: true })
    expect(hdr?.before).not.toHaveProperty('other')
    expect(motion?.after).toEqual({})
    expect(hdr?.after).toEqual({})
  })

  it('leaves no video, gain map, MPF index or container XMP in the bytes', () => {
    for (const name of names) {
      const text = latin1(cleanedBytes.get(name) ?? new Uint8Array())
      for (const planted of ['ftyp', 'MPF\0', 'hdrgm', 'Container', 'GCamera', 'iPhone', 'Pixel'])
        expect(text).not.toContain(planted)
      // One picture: a single start and end of image.
      expect(text.split('\xff\xd8').length - 1).toBe(1)
    }
  })
})

describe('a motion photo whose picture lost its end-of-image marker', () => {
  const photo = fixtureBytes('motion-photo.jpg')
  const pictureEnd = photo.length - VIDEO_LENGTH
  const withoutEoi = () =>
    new Uint8Array([...photo.subarray(0, pictureEnd - 2), ...photo.subarray(pictureEnd)])

  it('is refused, since the video’s first bytes cannot be told from the picture’s', async () => {
    await expect(cleanJpeg(new Blob([withoutEoi()]))).rejects.toThrow(
      'The JPEG has no end-of-image marker, so where its picture ends and anything after it begins cannot be told, and it cannot be cleaned',
    )
  })

  it('still reports the video, where the XMP places it', async () => {
    expect(await readJpegHiddenDetails(new Blob([withoutEoi()]))).toEqual({
      ...PICTURE_DETAILS,
      motionVideo: expect.objectContaining(VIDEO_DETAILS),
    })
  })

  it('reports what follows the scans as other data when no XMP places the video', async () => {
    const unplaced = latin1(withoutEoi())
      .replace('MicroVideoOffset="3467"', 'MicroVideoOffset="0000"')
      .replace('Item:Length="3467"', 'Item:Length="0000"')
    const bytes = Uint8Array.from(unplaced, (char) => char.charCodeAt(0))
    expect(await readJpegHiddenDetails(new Blob([bytes]))).toEqual({
      ...PICTURE_DETAILS,
      other: true,
    })
  })
})

describe('refusing what is not a JPEG', () => {
  it('says why', async () => {
    await expect(cleanJpeg(new Blob(['not a photo at all']))).rejects.toThrow(
      'Not a well-formed JPEG',
    )
  })
})
