import { describe, expect, it } from 'vitest'
import { cleanFlac, readFlacHiddenDetails } from '@/lib/media/flac/file'
import { soundPackets } from '../canaries/probe'
import { blobBytes, fixtureBytes, latin1 } from '../loadFixture'

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))
const join = (...parts: Uint8Array[]) => {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  parts.reduce((offset, part) => (joined.set(part, offset), offset + part.length), 0)
  return joined
}
const blob = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>])

/** The metadata blocks of a FLAC starting with 'fLaC', walked independently of the code under test. */
function flacBlocks(bytes: Uint8Array) {
  const blocks: { type: number; isLast: boolean; bytes: Uint8Array }[] = []
  for (let at = 4; ;) {
    const length = ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)
    const isLast = ((bytes[at] ?? 0) & 0x80) !== 0
    blocks.push({
      type: (bytes[at] ?? 0) & 0x7f,
      isLast,
      bytes: bytes.subarray(at, at + 4 + length),
    })
    at += 4 + length
    if (isLast) return { blocks, framesStart: at }
  }
}

/** An ID3v2.4 tag with one UTF-8 title frame, as some taggers put before 'fLaC'. */
function id3v2Tag(title: string) {
  const text = join(Uint8Array.of(3), ascii(title))
  const frame = join(ascii('TIT2'), Uint8Array.of(0, 0, 0, text.length, 0, 0), text)
  return join(ascii('ID3'), Uint8Array.of(4, 0, 0, 0, 0, 0, frame.length), frame)
}

/** An ID3v2.4 tag as taggers append it after the frames: a title frame, and the "3DI" footer. */
function appendedId3v2Tag(title: string) {
  const text = join(Uint8Array.of(3), ascii(title))
  const frame = join(ascii('TIT2'), Uint8Array.of(0, 0, 0, text.length, 0, 0), text)
  const sizeAndFlags = Uint8Array.of(4, 0, 0x10, 0, 0, 0, frame.length)
  return join(ascii('ID3'), sizeAndFlags, frame, ascii('3DI'), sizeAndFlags)
}

/** A Lyrics3 v2 tag with an author field: fields, then their size in six digits, then its end. */
function lyrics3Tag(author: string) {
  const fields = join(
    ascii('LYRICSBEGIN'),
    ascii('IND0000210'),
    ascii(`AUT0000${author.length}`),
    ascii(author),
  )
  return join(fields, ascii(String(fields.length).padStart(6, '0')), ascii('LYRICS200'))
}

function id3v1Tag(artist: string) {
  const tag = new Uint8Array(128)
  tag.set(ascii('TAG'))
  tag.set(ascii(artist), 33)
  return tag
}

const RECORDING = {
  location: { latitude: 12.9716, longitude: 77.5946 },
  device: { make: 'ZOOM', model: 'H5' },
  date: '2026-03-14T09:41:00',
  software: 'reference libFLAC 1.4.3 20230623',
  owner: 'Asha Rao',
  text: 'Market fire',
  thumbnail: true,
  other: true,
}

describe('readFlacHiddenDetails', () => {
  it('reads the tags, the cover picture and the application block of a recorder’s FLAC', async () => {
    expect(await readFlacHiddenDetails(blob(fixtureBytes('recording.flac')))).toEqual(RECORDING)
  })

  it('reads an ID3v2 tag before "fLaC" and an ID3v1 tag after the frames', async () => {
    const { blocks, framesStart } = flacBlocks(fixtureBytes('recording.flac'))
    const streamInfo = Uint8Array.from(blocks[0]?.bytes ?? [])
    streamInfo[0] = 0x80
    const frames = fixtureBytes('recording.flac').subarray(framesStart)
    const tagged = join(
      id3v2Tag('Harbour meeting'),
      ascii('fLaC'),
      streamInfo,
      frames,
      id3v1Tag('Ravi Kumar'),
    )
    expect(await readFlacHiddenDetails(blob(tagged))).toEqual({
      text: 'Harbour meeting',
      owner: 'Ravi Kumar',
    })
  })

  it('calls padding that holds anything but zeros other data', async () => {
    const bytes = fixtureBytes('recording.flac')
    const { blocks } = flacBlocks(bytes)
    const streamInfo = blocks[0]?.bytes ?? new Uint8Array()
    const padding = join(Uint8Array.of(0x81, 0, 0, 4), ascii('Asha'))
    const frames = bytes.subarray(flacBlocks(bytes).framesStart)
    expect(
      await readFlacHiddenDetails(blob(join(ascii('fLaC'), streamInfo, padding, frames))),
    ).toEqual({
      other: true,
    })
  })
})

describe('cleanFlac', () => {
  it('keeps STREAMINFO with its MD5 zeroed, the seek table and the frames, and nothing else', async () => {
    const original = fixtureBytes('recording.flac')
    const { blob: cleaned, before, after } = await cleanFlac(blob(original), 'audio/flac')
    const bytes = await blobBytes(cleaned)
    const { blocks, framesStart } = flacBlocks(original)
    const kept = flacBlocks(bytes)
    expect(blocks.map((block) => block.type)).toEqual([0, 3, 4, 6, 2, 1])
    expect(kept.blocks.map(({ type, isLast }) => [type, isLast])).toEqual([
      [0, false],
      [3, true],
    ])
    // STREAMINFO's last 16 bytes are the MD5 of the sound: zeros say "not computed".
    expect(kept.blocks[0]?.bytes.subarray(0, 4 + 18)).toEqual(blocks[0]?.bytes.subarray(0, 4 + 18))
    expect(blocks[0]?.bytes.subarray(4 + 18).some(Boolean)).toBe(true)
    expect(kept.blocks[0]?.bytes.subarray(4 + 18)).toEqual(new Uint8Array(16))
    expect(kept.blocks[1]?.bytes.subarray(4)).toEqual(blocks[1]?.bytes.subarray(4))
    expect(bytes.subarray(kept.framesStart)).toEqual(original.subarray(framesStart))
    expect(cleaned.type).toBe('audio/flac')
    expect(before).toEqual(RECORDING)
    expect(after).toEqual({})
  })

  it('leaves none of the planted values anywhere in the file', async () => {
    const text = latin1(
      await blobBytes((await cleanFlac(blob(fixtureBytes('recording.flac')), 'audio/flac')).blob),
    )
    for (const planted of ['Asha Rao', '12.9716', 'ZOOM', 'ZH5-C39XK2', 'libFLAC', 'image/jpeg']) {
      expect(latin1(fixtureBytes('recording.flac'))).toContain(planted)
      expect(text).not.toContain(planted)
    }
  })

  it('drops an ID3v2 tag before "fLaC" and an ID3v1 tag after the frames', async () => {
    const original = fixtureBytes('recording.flac')
    const tagged = join(id3v2Tag('Harbour meeting'), original, id3v1Tag('Ravi Kumar'))
    const clean = await blobBytes((await cleanFlac(blob(original), 'audio/flac')).blob)
    const { blob: cleaned, after } = await cleanFlac(blob(tagged), 'audio/flac')
    expect(await blobBytes(cleaned)).toEqual(clean)
    expect(after).toEqual({})
  })

  it('refuses a file cut short inside its metadata, and a file that is not FLAC', async () => {
    const truncated = fixtureBytes('recording.flac').subarray(0, 120)
    await expect(cleanFlac(blob(truncated), 'audio/flac')).rejects.toThrow(
      'The FLAC file is cut short inside its metadata',
    )
    await expect(cleanFlac(blob(fixtureBytes('vorbis.ogg')), 'audio/flac')).rejects.toThrow(
      'Not a FLAC file: it does not start with "fLaC"',
    )
  })

  it.each([
    [
      'an ID3v2.4 tag with its footer',
      appendedId3v2Tag('GPS 51.5074 -0.1278 Jane Roe'),
      { text: 'GPS 51.5074 -0.1278 Jane Roe' },
    ],
    ['plain text', ascii('GPS 51.5074 -0.1278 Jane Roe'), { other: true }],
    ['a Lyrics3 tag', lyrics3Tag('Jane Roe'), { owner: 'Jane Roe' }],
  ])('drops %s appended after the last frame, and reports it', async (_, trailer, reported) => {
    const original = fixtureBytes('recording.flac')
    const clean = await blobBytes((await cleanFlac(blob(original), 'audio/flac')).blob)
    const {
      blob: cleaned,
      before,
      after,
    } = await cleanFlac(blob(join(clean, trailer)), 'audio/flac')
    expect(await blobBytes(cleaned)).toEqual(clean)
    expect(before).toEqual(reported)
    expect(after).toEqual({})
  })

  it('keeps every frame of a file with nothing after them, the last one included', async () => {
    const original = fixtureBytes('recording.flac')
    const { framesStart } = flacBlocks(original)
    const bytes = await blobBytes((await cleanFlac(blob(original), 'audio/flac')).blob)
    expect(bytes.subarray(flacBlocks(bytes).framesStart)).toEqual(original.subarray(framesStart))
  })

  it('leaves out bytes between frames that are no frame, says the copy may play shorter, and keeps a seek point past them', async () => {
    const original = fixtureBytes('recording.flac')
    const { blocks, framesStart } = flacBlocks(original)
    const frames = original.subarray(framesStart)
    // Frame boundaries as ffprobe finds them, independently of the cleaner.
    const starts = soundPackets(original).map(({ start }) => start - framesStart)
    const third = starts[3] ?? 0
    const junk = ascii('Asha Rao, +91 98450 12345')
    // A seek point to the fourth frame (576 samples each), where the file with junk holds it.
    const seekPoint = (offset: number) => {
      const point = new Uint8Array(18)
      const view = new DataView(point.buffer)
      view.setUint32(4, 3 * 576)
      view.setUint32(12, offset)
      view.setUint16(16, 576)
      return point
    }
    const streamInfo = blocks[0]?.bytes ?? new Uint8Array()
    const withJunk = join(
      ascii('fLaC'),
      streamInfo,
      Uint8Array.of(0x83, 0, 0, 18),
      seekPoint(third + junk.length),
      frames.subarray(0, third),
      junk,
      frames.subarray(third),
    )
    const {
      blob: cleaned,
      before,
      after,
      shortened,
    } = await cleanFlac(blob(withJunk), 'audio/flac')
    const bytes = await blobBytes(cleaned)
    const kept = flacBlocks(bytes)
    expect(bytes.subarray(kept.framesStart)).toEqual(frames)
    expect(kept.blocks[1]?.bytes).toEqual(join(Uint8Array.of(0x83, 0, 0, 18), seekPoint(third)))
    expect(before).toEqual({ other: true })
    expect(after).toEqual({})
    expect(shortened?.originalMs).toBeGreaterThan(shortened?.sentMs ?? Infinity)
  })

  it('writes a seek point the frames do not bear out as a placeholder, and reports it', async () => {
    const original = fixtureBytes('recording.flac')
    const { blocks, framesStart } = flacBlocks(original)
    const [streamInfo = new Uint8Array(), seekTable = new Uint8Array()] = blocks.map(
      (block) => block.bytes,
    )
    const point = seekTable.subarray(4)
    const textPoint = ascii('Asha Rao 12 MG Rd.')
    const placeholder = join(new Uint8Array(8).fill(0xff), new Uint8Array(10))
    const file = join(
      ascii('fLaC'),
      streamInfo,
      Uint8Array.of(0x83, 0, 0, 36),
      textPoint,
      point,
      original.subarray(framesStart),
    )
    const { blob: cleaned, before } = await cleanFlac(blob(file), 'audio/flac')
    const kept = flacBlocks(await blobBytes(cleaned))
    expect(kept.blocks[1]?.bytes).toEqual(join(Uint8Array.of(0x83, 0, 0, 36), point, placeholder))
    expect(before).toEqual({ other: true })
  })

  it('refuses a file whose last frame is cut short', async () => {
    const original = fixtureBytes('recording.flac')
    await expect(cleanFlac(blob(original.subarray(0, -20)), 'audio/flac')).rejects.toThrow(
      'The FLAC file’s last audio frame cannot be found (it may be cut short), so it cannot be cleaned',
    )
  })
})
