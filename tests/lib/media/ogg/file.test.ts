import { describe, expect, it } from 'vitest'
import { cleanOgg, readOggHiddenDetails } from '@/lib/media/ogg/file'
import { blobBytes, fixtureBytes, latin1 } from '../loadFixture'

const blob = (...parts: Uint8Array[]) => new Blob(parts as Uint8Array<ArrayBuffer>[])
const u32le = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).getUint32(at, true)

/** Ogg's CRC-32, bit by bit: polynomial 0x04C11DB7, not reflected, starting at 0. */
function oggCrc(page: Uint8Array) {
  let crc = 0
  page.forEach((byte, index) => {
    crc ^= (index >= 22 && index < 26 ? 0 : byte) << 24
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1
  })
  return crc >>> 0
}

/** Every page of an Ogg file, walked independently of the code under test. */
function oggPages(bytes: Uint8Array) {
  const pages: { sequence: number; bytes: Uint8Array; body: Uint8Array }[] = []
  for (let at = 0; at < bytes.length;) {
    expect(latin1(bytes.subarray(at, at + 4))).toBe('OggS')
    const count = bytes[at + 26] ?? 0
    const lacing = bytes.subarray(at + 27, at + 27 + count)
    const bodyStart = at + 27 + count
    const end = bodyStart + lacing.reduce((total, value) => total + value, 0)
    pages.push({
      sequence: u32le(bytes, at + 18),
      bytes: bytes.subarray(at, end),
      body: bytes.subarray(bodyStart, end),
    })
    at = end
  }
  return pages
}

/** The page's bytes with its CRC written anew. */
function withCrc(page: Uint8Array) {
  const fixed = page.slice()
  new DataView(fixed.buffer).setUint32(22, oggCrc(fixed), true)
  return fixed
}

/** The page with one more packet after the ones it holds: a lacing value and the bytes. */
function withPacketAdded(page: Uint8Array, packet: Uint8Array) {
  const count = page[26] ?? 0
  const grown = new Uint8Array(page.length + 1 + packet.length)
  grown.set(page.subarray(0, 27 + count))
  grown[26] = count + 1
  grown[27 + count] = packet.length
  grown.set(page.subarray(27 + count), 28 + count)
  grown.set(packet, page.length + 1)
  return withCrc(grown)
}

const PLANTED = {
  location: { latitude: 12.9716, longitude: 77.5946 },
  date: '2026-03-14T09:41:00',
  owner: 'Asha Rao',
  text: 'Market fire',
}

describe('readOggHiddenDetails', () => {
  it('reads a WhatsApp-like voice note’s comments and its cover picture', async () => {
    expect(await readOggHiddenDetails(blob(fixtureBytes('voice-note.opus')))).toEqual({
      ...PLANTED,
      device: { make: 'Google', model: 'Pixel 8' },
      software: 'WhatsApp Voice 2.24.6',
      thumbnail: true,
    })
  })

  it('reads a Vorbis file’s comments', async () => {
    expect(await readOggHiddenDetails(blob(fixtureBytes('vorbis.ogg')))).toEqual({
      ...PLANTED,
      device: { make: 'Google', model: 'Pixel 8' },
      software: 'Lavc libvorbis',
    })
  })

  it('reads FLAC-in-Ogg’s comment block and picture block', async () => {
    expect(await readOggHiddenDetails(blob(fixtureBytes('flac-in-ogg.oga')))).toEqual({
      ...PLANTED,
      software: 'Lavc flac',
      thumbnail: true,
    })
  })
})

describe.each(['voice-note.opus', 'vorbis.ogg', 'flac-in-ogg.oga'])('cleanOgg on %s', (name) => {
  it('keeps every page’s size and sequence, changes only header pages, and leaves nothing to read', async () => {
    const original = fixtureBytes(name)
    const { blob: cleaned, before, after } = await cleanOgg(blob(original), 'audio/ogg')
    const bytes = await blobBytes(cleaned)
    const [originalPages, cleanedPages] = [oggPages(original), oggPages(bytes)]
    expect(bytes.length).toBe(original.length)
    expect(cleanedPages.map((page) => [page.sequence, page.bytes.length])).toEqual(
      originalPages.map((page) => [page.sequence, page.bytes.length]),
    )
    const changed = cleanedPages.filter(
      (page, index) => latin1(page.bytes) !== latin1(originalPages[index]?.bytes ?? bytes),
    )
    expect(changed.map((page) => page.sequence)).toEqual([1])
    for (const page of cleanedPages) expect(u32le(page.bytes, 22)).toBe(oggCrc(page.bytes))
    expect(cleaned.type).toBe('audio/ogg')
    expect(before).toMatchObject(PLANTED)
    expect(after).toEqual({})
  })

  it('leaves none of the planted values anywhere in the file', async () => {
    const text = latin1(
      await blobBytes((await cleanOgg(blob(fixtureBytes(name)), 'audio/ogg')).blob),
    )
    for (const planted of ['Asha Rao', '12.9716', 'Market fire', 'image/jpeg', 'Pixel 8', 'Lavc']) {
      expect(text).not.toContain(planted)
    }
  })
})

describe('cleanOgg, header by header', () => {
  it('empties Opus’s comment header: no vendor, no comments, zeros to its old length', async () => {
    const cleaned = await blobBytes(
      (await cleanOgg(blob(fixtureBytes('voice-note.opus')), 'audio/ogg')).blob,
    )
    const body = oggPages(cleaned)[1]?.body ?? new Uint8Array()
    expect(latin1(body.subarray(0, 8))).toBe('OpusTags')
    expect(body.subarray(8).every((byte) => byte === 0)).toBe(true)
  })

  it('keeps Vorbis’s framing bit after the empty list, and its setup header as it was', async () => {
    const original = oggPages(fixtureBytes('vorbis.ogg'))[1]?.body ?? new Uint8Array()
    const cleaned = await blobBytes(
      (await cleanOgg(blob(fixtureBytes('vorbis.ogg')), 'audio/ogg')).blob,
    )
    const body = oggPages(cleaned)[1]?.body ?? new Uint8Array()
    const commentLength = latin1(original).indexOf('\x05vorbis')
    expect(commentLength).toBeGreaterThan(16)
    expect(latin1(body.subarray(0, 7))).toBe('\x03vorbis')
    expect([...body.subarray(7, 16)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1])
    expect(body.subarray(16, commentLength).every((byte) => byte === 0)).toBe(true)
    expect(body.subarray(commentLength)).toEqual(original.subarray(commentLength))
  })

  it('turns FLAC-in-Ogg’s comment and picture blocks into zeroed padding of the same length', async () => {
    const original = oggPages(fixtureBytes('flac-in-ogg.oga'))[1]?.body ?? new Uint8Array()
    const cleaned = await blobBytes(
      (await cleanOgg(blob(fixtureBytes('flac-in-ogg.oga')), 'audio/ogg')).blob,
    )
    const body = oggPages(cleaned)[1]?.body ?? new Uint8Array()
    const commentLength =
      4 + ((original[1] ?? 0) << 16) + ((original[2] ?? 0) << 8) + (original[3] ?? 0)
    expect([...body.subarray(0, 4)]).toEqual([0x01, ...original.subarray(1, 4)])
    expect([body[commentLength], ...body.subarray(commentLength + 1, commentLength + 4)]).toEqual([
      0x81,
      ...original.subarray(commentLength + 1, commentLength + 4),
    ])
    expect(body.subarray(4, commentLength).every((byte) => byte === 0)).toBe(true)
  })
})

describe('cleanOgg on damaged or unusual files', () => {
  it('drops junk between pages and bytes after the last page, and calls them other data', async () => {
    const original = fixtureBytes('voice-note.opus')
    const pages = oggPages(original)
    const junk = new TextEncoder().encode('Asha Rao was here')
    const withJunk = blob(
      ...pages.slice(0, 3).map((page) => page.bytes),
      junk,
      ...pages.slice(3).map((page) => page.bytes),
      junk,
    )
    const clean = await blobBytes((await cleanOgg(blob(original), 'audio/ogg')).blob)
    const { blob: cleaned, before, after } = await cleanOgg(withJunk, 'audio/ogg')
    expect(await blobBytes(cleaned)).toEqual(clean)
    expect(before.other).toBe(true)
    expect(after).toEqual({})
  })

  it('refuses a file cut short inside a page, and a file that is not Ogg', async () => {
    const original = fixtureBytes('vorbis.ogg')
    await expect(
      cleanOgg(blob(original.subarray(0, original.length - 10)), 'audio/ogg'),
    ).rejects.toThrow('The Ogg file is cut short: its last page runs past the end of the file')
    await expect(cleanOgg(blob(fixtureBytes('recording.flac')), 'audio/ogg')).rejects.toThrow(
      'Not an Ogg file: it does not start with an Ogg page',
    )
  })

  it('refuses a packet after the comment header on the page that ends it', async () => {
    const pages = oggPages(fixtureBytes('voice-note.opus')).map((page) => page.bytes)
    const [identification = new Uint8Array(), comments = new Uint8Array(), ...sound] = pages
    const crafted = blob(
      identification,
      withPacketAdded(comments, new TextEncoder().encode('Sent by Jane Roe')),
      ...sound,
    )
    const reason =
      'The Ogg file puts more data on the page that ends its stream headers, where encoders put none, so it cannot be cleaned'
    await expect(cleanOgg(crafted, 'audio/ogg')).rejects.toThrow(reason)
    await expect(readOggHiddenDetails(crafted)).rejects.toThrow(reason)
  })

  it('refuses a page of the stream after the page that ends it, saying so', async () => {
    const original = fixtureBytes('voice-note.opus')
    const last = oggPages(original).at(-1)?.bytes.slice() ?? new Uint8Array()
    last[5] = 0
    await expect(cleanOgg(blob(original, withCrc(last)), 'audio/ogg')).rejects.toThrow(
      'The Ogg file has pages of its stream after the page that ends it, so it cannot be cleaned',
    )
  })

  it('refuses a chained file: a second stream after the first', async () => {
    const opus = fixtureBytes('voice-note.opus')
    await expect(readOggHiddenDetails(blob(opus, fixtureBytes('vorbis.ogg')))).rejects.toThrow(
      'The Ogg file holds more than one stream',
    )
    await expect(cleanOgg(blob(opus, opus), 'audio/ogg')).rejects.toThrow('more than one stream')
  })
})
