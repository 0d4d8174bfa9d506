import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanAdts, readAdtsHiddenDetails } from '@/lib/media/adts/file'
import { adtsCases, frameLength, framesOf, sentFramesOf } from '../adtsRecordings'
import { decodedSeconds } from '../decoders'
import { identifyingTags, runExiftool, type ExiftoolTags } from '../exiftool'
import { blobBytes, fixtureBytes, fixtureFile, latin1 } from '../loadFixture'
import { expectSentAsCase } from '../recordingCases'

const byte = (bytes: Uint8Array, at: number) => bytes[at] ?? 0
const blobOf = (...parts: Uint8Array[]) =>
  new Blob(parts.map((part) => part as Uint8Array<ArrayBuffer>))

/** What voice.aac's ID3v2 tag (which wins), APE tag and ID3v1 tag hold. */
const TAGGED = {
  location: { latitude: 12.9716, longitude: 77.5946 },
  date: '2026-03-14T09:41',
  software: 'Voice Recorder 4.2',
  owner: 'Asha Rao',
  text: 'Ward 12 meeting',
}

describe('readAdtsHiddenDetails', () => {
  it('reads the ID3v2 tag in front and the APE and ID3v1 tags at the end', async () => {
    expect(await readAdtsHiddenDetails(fixtureFile('voice.aac'))).toEqual(TAGGED)
  })

  it('reports bytes between frames that are neither sound nor a tag as other data', async () => {
    const frames = framesOf(fixtureBytes('voice.aac'))
    const firstLength = frameLength(frames, 0)
    const note = new TextEncoder().encode('Asha Rao, +91 98450 12345')
    const file = blobOf(frames.subarray(0, firstLength), note, frames.subarray(firstLength))
    expect(await readAdtsHiddenDetails(file)).toEqual({ other: true, software: 'Lavc59.37.100' })
    const { blob } = await cleanAdts(file, 'audio/aac')
    expect(await blobBytes(blob)).toEqual(sentFramesOf(fixtureBytes('voice.aac')))
  })
})

describe('cleanAdts', () => {
  it('keeps exactly the frames, in order, FFmpeg’s name in the first blanked: every tag at either end goes', async () => {
    const original = fixtureBytes('voice.aac')
    const { blob, before, after } = await cleanAdts(fixtureFile('voice.aac'), 'audio/aac')
    const cleaned = await blobBytes(blob)
    expect(latin1(original.subarray(0, 3))).toBe('ID3')
    expect(cleaned).toEqual(sentFramesOf(original))
    // Twelve set bits: an ADTS frame's sync word.
    expect(((byte(cleaned, 0) << 8) | byte(cleaned, 1)) & 0xfff0).toBe(0xfff0)
    for (const planted of ['Asha Rao', 'APETAGEX', 'TAG', 'MG Road', '+12.9716']) {
      expect(latin1(cleaned)).not.toContain(planted)
    }
    expect(before).toEqual(TAGGED)
    expect(after).toEqual({})
    expect(blob.type).toBe('audio/aac')
  })

  it('blanks the name FFmpeg wrote in a fill element of the first frame, so none is left', async () => {
    const { blob, encoderInStream } = await cleanAdts(fixtureFile('voice.aac'), 'audio/aac')
    expect(latin1(framesOf(fixtureBytes('voice.aac')))).toContain('Lavc59.37.100')
    expect(latin1(await blobBytes(blob))).not.toContain('Lavc')
    expect(encoderInStream).toBeUndefined()
  })

  it('refuses a file without AAC frames with its reason', async () => {
    await expect(cleanAdts(fixtureFile('voice.amr'), 'audio/aac')).rejects.toThrow(
      'The file holds no AAC frames, so there is no sound to send',
    )
  })
})

// product.md §7. Debian's ffmpeg, an outside reader, decodes each copy: what it plays is every
// frame of the recording that a decoder could play, and more where a header was repaired.
describe('cleanAdts past damaged headers and bytes between frames, judged by ffmpeg', () => {
  it.each(adtsCases())(
    '$name: keeps every frame it can, and says when the copy may play shorter',
    async (recordingCase) => {
      const cleaning = await cleanAdts(blobOf(recordingCase.file), 'audio/aac')
      await expectSentAsCase(recordingCase, cleaning)
      // At least what ffmpeg itself decodes of the file chosen.
      expect(decodedSeconds(await blobBytes(cleaning.blob))).toBeGreaterThanOrEqual(
        decodedSeconds(recordingCase.file),
      )
      expect(cleaning.before).toEqual(recordingCase.reveals)
      expect(cleaning.after).toEqual({})
    },
  )
})

describe('exiftool, an outside judge, on the cleaned voice.aac', () => {
  let folder: string
  let seen: { before: ExiftoolTags; after: ExiftoolTags }
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'tipwire-adts-'))
    const { blob } = await cleanAdts(fixtureFile('voice.aac'), 'audio/aac')
    writeFileSync(join(folder, 'voice.aac'), fixtureBytes('voice.aac'))
    writeFileSync(join(folder, 'cleaned.aac'), await blobBytes(blob))
    const tags = runExiftool([join(folder, 'voice.aac'), join(folder, 'cleaned.aac')], folder)
    seen = {
      before: tags.get(join(folder, 'voice.aac')) ?? {},
      after: tags.get(join(folder, 'cleaned.aac')) ?? {},
    }
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('finds owner, date, location, software and text in the original', () => {
    const kinds = new Set(identifyingTags(seen.before).map((line) => line.split(':')[0]))
    for (const kind of ['owner', 'date', 'location', 'software', 'text']) {
      expect(kinds).toContain(kind)
    }
  })

  it('finds nothing in the cleaned copy, the encoder named in the first frame included', () => {
    expect(identifyingTags(seen.after)).toEqual([])
  })
})

/** `frames` as an encoder writes them with a CRC: each header 9 bytes, its CRC (here 0) after. */
function withCrc(frames: Uint8Array) {
  const parts: Uint8Array[] = []
  for (let at = 0; at < frames.length; at += frameLength(frames, at)) {
    const length = frameLength(frames, at)
    const header = Buffer.from(frames.subarray(at, at + 7))
    const longer = length + 2
    header[1] = byte(header, 1) & 0xfe
    header[3] = (byte(header, 3) & 0xfc) | (longer >> 11)
    header[4] = (longer >> 3) & 0xff
    header[5] = (byte(header, 5) & 0x1f) | ((longer & 0x07) << 5)
    parts.push(header, new Uint8Array(2), frames.subarray(at + 7, at + length))
  }
  return Buffer.concat(parts)
}

describe('a raw AAC file whose frames carry a CRC', () => {
  it('sends its frames as they are, the CRC may cover their elements, and says what those hold in the copy too', async () => {
    const frames = withCrc(framesOf(fixtureBytes('voice.aac')))
    const { blob, before, after } = await cleanAdts(blobOf(frames), 'audio/aac')
    expect(await blobBytes(blob)).toEqual(new Uint8Array(frames))
    expect(before).toEqual({ software: 'Lavc59.37.100' })
    expect(after).toEqual({ software: 'Lavc59.37.100' })
  })
})
