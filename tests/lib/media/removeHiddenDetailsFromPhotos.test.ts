import { crc32 } from 'node:zlib'
import { load } from 'exifreader'
import { decode } from 'jpeg-js'
import { describe, expect, it } from 'vitest'
import { readHiddenDetails } from '@/lib/media'
import { removeHiddenDetails } from '@/lib/media'
import { blobBytes, fixtureBytes, fixtureFile, latin1 } from './loadFixture'

/** JPEG marker segments before the first scan, and the bytes from SOS on, walked independently. */
function jpegParts(bytes: Uint8Array) {
  const segments: { marker: number; bytes: Uint8Array }[] = []
  let position = 2
  while (bytes[position + 1] !== 0xda) {
    const view = new DataView(bytes.buffer, bytes.byteOffset)
    const end = position + 2 + view.getUint16(position + 2)
    segments.push({ marker: view.getUint8(position + 1), bytes: bytes.subarray(position, end) })
    position = end
  }
  return { segments, scan: bytes.subarray(position) }
}

const TABLES_AND_FRAME = new Set([0xdb, 0xc4, 0xc0, 0xc2, 0xdd])
const u32 = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).getUint32(at)
const u32le = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).getUint32(at, true)
const text = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length))

function pngChunks(bytes: Uint8Array) {
  const chunks: { type: string; bytes: Uint8Array; crcValid: boolean }[] = []
  for (let position = 8; position < bytes.length;) {
    const end = position + 12 + u32(bytes, position)
    const typeAndData = bytes.subarray(position + 4, end - 4)
    chunks.push({
      type: text(bytes, position + 4, 4),
      bytes: bytes.subarray(position, end),
      crcValid: crc32(typeAndData) === u32(bytes, end - 4),
    })
    position = end
  }
  return chunks
}

function webpChunks(bytes: Uint8Array) {
  const chunks: { fourCC: string; bytes: Uint8Array }[] = []
  for (let position = 12; position < bytes.length;) {
    const size = u32le(bytes, position + 4)
    const end = position + 8 + size + (size % 2)
    chunks.push({ fourCC: text(bytes, position, 4), bytes: bytes.subarray(position, end) })
    position = end
  }
  return chunks
}

const AUTHOR = 'Author: Asha Rao, Pixel 8 Pro, 12.9716 N 77.5946 E'

/** A PNG chunk of `type` holding `content`, with its CRC. */
function pngChunk(type: string, content: string) {
  const typeAndData = new TextEncoder().encode(type + content)
  const chunk = new Uint8Array(typeAndData.length + 8)
  const view = new DataView(chunk.buffer)
  view.setUint32(0, typeAndData.length - 4)
  chunk.set(typeAndData, 4)
  view.setUint32(chunk.length - 4, crc32(typeAndData))
  return chunk
}

/** A RIFF chunk of `fourCC` holding `content`, padded to an even length. */
function riffChunk(fourCC: string, content: string) {
  const data = new TextEncoder().encode(content)
  const chunk = new Uint8Array(8 + data.length + (data.length % 2))
  chunk.set(new TextEncoder().encode(fourCC))
  new DataView(chunk.buffer).setUint32(4, data.length, true)
  chunk.set(data, 8)
  return chunk
}

/** The fixture's bytes with `extra` chunks inserted at `at`. */
const insertChunks = (bytes: Uint8Array, at: number, extra: Uint8Array[]) =>
  new Uint8Array(Buffer.concat([bytes.subarray(0, at), ...extra, bytes.subarray(at)]))

async function cleanFixture(name: string, format: 'jpeg' | 'png' | 'webp') {
  const cleaned = await removeHiddenDetails(fixtureFile(name), format)
  return { ...cleaned, bytes: await blobBytes(cleaned.blob) }
}

describe('removeHiddenDetails on a JPEG', () => {
  it('removes location, device, date, software, owner and serial from the GPS photo', async () => {
    const { removed, remaining, blob } = await cleanFixture('gps-photo.jpg', 'jpeg')
    expect(removed).toEqual(['location', 'device', 'date', 'software', 'owner', 'serial'])
    expect(remaining).toEqual([])
    expect(blob.type).toBe('image/jpeg')
    expect(await readHiddenDetails(blob, 'jpeg')).toEqual({})
  })

  it('leaves exifreader no GPS, make, model, date, serial, XMP or IPTC, and drops the comment', async () => {
    const { bytes } = await cleanFixture('gps-photo.jpg', 'jpeg')
    const tags = load(bytes.slice().buffer, { expanded: true })
    expect(tags.gps).toBeUndefined()
    expect(tags.xmp).toBeUndefined()
    expect(tags.iptc).toBeUndefined()
    expect(Object.keys(tags.exif ?? {})).toEqual(['Orientation'])
    expect(latin1(bytes)).not.toContain('Shot near the old market')
  })

  it('keeps Orientation 6 as the only EXIF tag, so the photo still shows upright', async () => {
    const { bytes } = await cleanFixture('gps-photo.jpg', 'jpeg')
    const exif = jpegParts(bytes).segments.filter((segment) => segment.marker === 0xe1)
    expect(exif).toHaveLength(1)
    expect(load(bytes.slice().buffer).Orientation?.value).toBe(6)
  })

  it('keeps the tables, the frame header and every byte from SOS to EOI', async () => {
    const original = jpegParts(fixtureBytes('gps-photo.jpg'))
    const cleaned = jpegParts((await cleanFixture('gps-photo.jpg', 'jpeg')).bytes)
    const tablesAndFrame = (parts: typeof original) =>
      parts.segments.filter((segment) => TABLES_AND_FRAME.has(segment.marker)).map((s) => s.bytes)
    expect(tablesAndFrame(cleaned)).toEqual(tablesAndFrame(original))
    expect(tablesAndFrame(cleaned).length).toBeGreaterThanOrEqual(4)
    expect(cleaned.scan).toEqual(original.scan)
  })

  it('keeps the JFIF header and the colour profile, written without its copyright text', async () => {
    const kept = (bytes: Uint8Array) =>
      jpegParts(bytes).segments.filter(
        (segment) => segment.marker === 0xe0 || segment.marker === 0xe2,
      )
    const original = kept(fixtureBytes('gps-photo.jpg'))
    const cleaned = kept((await cleanFixture('gps-photo.jpg', 'jpeg')).bytes)
    expect(cleaned.map((segment) => text(segment.bytes, 4, 4))).toEqual(['JFIF', 'ICC_'])
    expect(cleaned[0]).toEqual(original[0])
    const copyright = Buffer.from('Google', 'utf16le').swap16()
    const holdsCopyright = (segments: typeof original) =>
      Buffer.from(segments[1]?.bytes ?? []).includes(copyright)
    expect([holdsCopyright(original), holdsCopyright(cleaned)]).toEqual([true, false])
  })

  it('still decodes to the same 96 × 64 pixels', async () => {
    const original = decode(fixtureBytes('gps-photo.jpg'), { useTArray: true })
    const cleaned = decode((await cleanFixture('gps-photo.jpg', 'jpeg')).bytes, { useTArray: true })
    expect([cleaned.width, cleaned.height]).toEqual([96, 64])
    expect(cleaned.data).toEqual(original.data)
  })

  it('drops whatever a camera appended after the end of the picture', async () => {
    const photo = fixtureBytes('real-photo.txt')
    const trailer = new TextEncoder().encode('SEC-TRAILER serial C39XK2')
    const withTrailer = new File([photo, trailer], 'photo.jpg')
    const cleaned = await blobBytes((await removeHiddenDetails(withTrailer, 'jpeg')).blob)
    const photoAlone = new File([photo], 'photo.jpg')
    expect(cleaned).toEqual(await blobBytes((await removeHiddenDetails(photoAlone, 'jpeg')).blob))
    expect(latin1(cleaned)).not.toContain('SEC-TRAILER')
  })

  it('leaves a photo without hidden details byte for byte as it was but for its colour profile, and reports nothing removed', async () => {
    const { bytes, removed } = await cleanFixture('real-photo.txt', 'jpeg')
    const withoutProfile = (photo: Uint8Array) => {
      const { segments, scan } = jpegParts(photo)
      return [...segments.filter(({ marker }) => marker !== 0xe2), { marker: 0xda, bytes: scan }]
    }
    expect(withoutProfile(bytes)).toEqual(withoutProfile(fixtureBytes('real-photo.txt')))
    expect(removed).toEqual([])
  })
})

describe('removeHiddenDetails on a PNG', () => {
  it('removes location, device, date, software and owner', async () => {
    const { removed, remaining, blob } = await cleanFixture('photo-with-text.png', 'png')
    expect(removed).toEqual(['location', 'device', 'date', 'software', 'owner'])
    expect(remaining).toEqual([])
    expect(await readHiddenDetails(blob, 'png')).toEqual({})
  })

  it('drops eXIf, tEXt and tIME and keeps every other chunk byte for byte, CRCs valid', async () => {
    const original = pngChunks(fixtureBytes('photo-with-text.png'))
    const cleaned = pngChunks((await cleanFixture('photo-with-text.png', 'png')).bytes)
    expect(original.map((chunk) => chunk.type)).toEqual(
      expect.arrayContaining(['eXIf', 'tEXt', 'tIME']),
    )
    const picture = original.filter((chunk) => !['eXIf', 'tEXt', 'tIME'].includes(chunk.type))
    expect(cleaned.map((chunk) => chunk.type)).toEqual(picture.map((chunk) => chunk.type))
    expect(cleaned.map((chunk) => chunk.type)).toEqual(expect.arrayContaining(['IHDR', 'IDAT']))
    expect(cleaned.map((chunk) => chunk.bytes)).toEqual(picture.map((chunk) => chunk.bytes))
    expect(cleaned.every((chunk) => chunk.crcValid)).toBe(true)
  })
})

describe('removeHiddenDetails on a PNG with chunks no reader knows', () => {
  it('drops content credentials (caBX) and an unknown chunk, keeping the picture byte for byte', async () => {
    const original = fixtureBytes('photo-with-text.png')
    const afterHeader = 8 + (pngChunks(original)[0]?.bytes.length ?? 0)
    const credentials = pngChunk('caBX', AUTHOR)
    const unknown = pngChunk('prVt', AUTHOR)
    const file = new File([insertChunks(original, afterHeader, [credentials, unknown])], 'a.png')
    expect(pngChunks(await blobBytes(file)).map((chunk) => chunk.type)).toEqual(
      expect.arrayContaining(['caBX', 'prVt']),
    )
    const cleaned = pngChunks(await blobBytes((await removeHiddenDetails(file, 'png')).blob))
    const types = cleaned.map((chunk) => chunk.type)
    expect(types).not.toContain('caBX')
    expect(types).not.toContain('prVt')
    expect(new Set(types)).toEqual(new Set(['IHDR', 'IDAT', 'IEND']))
    const picture = pngChunks(original).filter((chunk) => types.includes(chunk.type))
    expect(cleaned.map((chunk) => chunk.bytes)).toEqual(picture.map((chunk) => chunk.bytes))
  })
})

describe('removeHiddenDetails on a WebP', () => {
  it('drops content credentials (C2PA) and an unknown chunk, keeping the picture byte for byte', async () => {
    const original = fixtureBytes('photo.webp')
    const extra = [riffChunk('C2PA', AUTHOR), riffChunk('prVt', AUTHOR)]
    const bytes = insertChunks(original, original.length, extra)
    new DataView(bytes.buffer).setUint32(4, bytes.length - 8, true)
    expect(webpChunks(bytes).map((chunk) => chunk.fourCC)).toEqual(
      expect.arrayContaining(['C2PA', 'prVt']),
    )
    const cleaned = await blobBytes(
      (await removeHiddenDetails(new File([bytes], 'a.webp'), 'webp')).blob,
    )
    expect(webpChunks(cleaned).map((chunk) => chunk.fourCC)).toEqual(['VP8X', 'ICCP', 'VP8 '])
    expect(latin1(cleaned)).not.toContain('Asha Rao')
  })

  it('removes location, device, date and owner', async () => {
    const { removed, remaining, blob } = await cleanFixture('photo.webp', 'webp')
    expect(removed).toEqual(['location', 'device', 'date', 'owner'])
    expect(remaining).toEqual([])
    expect(await readHiddenDetails(blob, 'webp')).toEqual({})
  })

  it('drops the EXIF and XMP chunks, keeps the picture and its colour profile, clears the flags', async () => {
    const original = webpChunks(fixtureBytes('photo.webp'))
    const { bytes } = await cleanFixture('photo.webp', 'webp')
    const cleaned = webpChunks(bytes)
    expect(cleaned.map((chunk) => chunk.fourCC)).toEqual(['VP8X', 'ICCP', 'VP8 '])
    const picture = (chunks: typeof original) =>
      chunks.find((chunk) => chunk.fourCC === 'VP8 ')?.bytes
    expect(picture(cleaned)).toEqual(picture(original))
    const flags = cleaned[0]?.bytes[8] ?? 0
    expect({ exif: flags & 0x08, xmp: flags & 0x04, icc: flags & 0x20 }).toEqual({
      exif: 0,
      xmp: 0,
      icc: 0x20,
    })
    expect(u32le(bytes, 4)).toBe(bytes.length - 8)
  })
})
