import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readHiddenDetails, removeHiddenDetails, type CleanedFile } from '@/lib/media'
import { identifyingTags, runExiftool, type ExiftoolTags } from './exiftool'
import { blobBytes, fixtureBytes, fixtureFile, latin1 } from './loadFixture'

/** The payload of the one top-level mdat, found by walking the top-level boxes. */
function mediaData(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset)
  for (let position = 0; position + 8 <= bytes.length; position += view.getUint32(position)) {
    if (latin1(bytes.subarray(position + 4, position + 8)) === 'mdat') {
      return bytes.subarray(position + 8, position + view.getUint32(position))
    }
  }
  throw new Error('no mdat')
}

/** Each fixture's format, as detectFormat names it (detectFormat.test.ts). */
const FORMAT_OF = {
  'feature-phone.3gp': '3gp',
  'voice.3gp': '3ga',
  'hevc-silent.mp4': 'mp4',
} as const
const FIXTURES = Object.keys(FORMAT_OF) as (keyof typeof FORMAT_OF)[]
const cleanings = new Map<string, CleanedFile>()
const seen = new Map<string, { before: ExiftoolTags; after: ExiftoolTags }>()
let folder: string

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tipwire-3gpp-'))
  for (const name of FIXTURES) {
    const cleaning = await removeHiddenDetails(fixtureFile(name), FORMAT_OF[name])
    cleanings.set(name, cleaning)
    writeFileSync(join(folder, name), fixtureBytes(name))
    writeFileSync(join(folder, `cleaned-${name}`), await blobBytes(cleaning.blob))
  }
  const tags = runExiftool(
    FIXTURES.flatMap((name) => [join(folder, name), join(folder, `cleaned-${name}`)]),
    folder,
  )
  for (const name of FIXTURES) {
    seen.set(name, {
      before: tags.get(join(folder, name)) ?? {},
      after: tags.get(join(folder, `cleaned-${name}`)) ?? {},
    })
  }
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const cleaningOf = (name: string) => {
  const cleaning = cleanings.get(name)
  if (!cleaning) throw new Error(`${name} was not cleaned`)
  return cleaning
}
const exiftoolOn = (name: string) => {
  const tags = seen.get(name)
  if (!tags) throw new Error(`exiftool did not read ${name}`)
  return tags
}
const kindsIn = (tags: ExiftoolTags) =>
  new Set(identifyingTags(tags).map((line) => line.split(':')[0]))

describe('the ISO engine on a feature phone’s H.263 + AMR video (s263, samr, brand 3gp4)', () => {
  it('reads the 3GPP place, author and title', async () => {
    expect(await readHiddenDetails(fixtureFile('feature-phone.3gp'), '3gp')).toMatchObject({
      location: { latitude: 12.9716, longitude: 77.5946 },
      owner: 'Asha Rao',
      text: 'Ward 12 tanker',
    })
  })

  it('removes them, and the cleaned copy reads as holding nothing', async () => {
    const { blob, removed, remaining } = cleaningOf('feature-phone.3gp')
    expect(removed).toEqual(expect.arrayContaining(['location', 'owner', 'text']))
    expect(remaining).toEqual([])
    expect(await readHiddenDetails(blob, '3gp')).toEqual({})
    for (const planted of ['Asha Rao', 'MG Road', 'Ravi Kumar', 'Ward 12']) {
      expect(latin1(await blobBytes(blob))).not.toContain(planted)
    }
  })

  it('keeps the length and the media data byte for byte', async () => {
    const original = fixtureBytes('feature-phone.3gp')
    const cleaned = await blobBytes(cleaningOf('feature-phone.3gp').blob)
    expect(cleaned.length).toBe(original.length)
    expect(mediaData(cleaned)).toEqual(mediaData(original))
  })

  it('is judged by exiftool: location, owner and text before, the same media hash after', () => {
    const { before, after } = exiftoolOn('feature-phone.3gp')
    for (const kind of ['location', 'owner', 'text']) expect(kindsIn(before)).toContain(kind)
    expect(before['File:ImageDataHash']).toMatch(/^[0-9a-f]{32}$/)
    expect(after['File:ImageDataHash']).toBe(before['File:ImageDataHash'])
  })

  // damr and d263 begin with the codec maker's code ('FFMP' here, a phone maker's on phones):
  // the allow-list keeps them whole as codec configuration.
  it('leaves exiftool nothing identifying, the AMR and H.263 makers’ codes included', () => {
    expect(identifyingTags(exiftoolOn('feature-phone.3gp').after)).toEqual([])
  })
})

describe('the ISO engine on a feature phone’s AMR voice recording (samr only)', () => {
  it('reads and removes the title, author and year', async () => {
    expect(await readHiddenDetails(fixtureFile('voice.3gp'), '3ga')).toMatchObject({
      date: '2026',
      owner: 'Asha Rao',
      text: 'Ward 12 meeting',
    })
    const { blob, removed, remaining } = cleaningOf('voice.3gp')
    expect(removed).toEqual(expect.arrayContaining(['date', 'owner', 'text']))
    expect(remaining).toEqual([])
    expect(mediaData(await blobBytes(blob))).toEqual(mediaData(fixtureBytes('voice.3gp')))
  })

  it('is judged by exiftool: date, owner and text before, the same media hash after', () => {
    const { before, after } = exiftoolOn('voice.3gp')
    for (const kind of ['date', 'owner', 'text']) expect(kindsIn(before)).toContain(kind)
    expect(before['File:ImageDataHash']).toMatch(/^[0-9a-f]{32}$/)
    expect(after['File:ImageDataHash']).toBe(before['File:ImageDataHash'])
  })

  it('leaves exiftool nothing identifying, the AMR maker’s code included', () => {
    expect(identifyingTags(exiftoolOn('voice.3gp').after)).toEqual([])
  })
})

describe('the ISO engine on a silent HEVC video (hvc1, no sound track)', () => {
  it('reads and removes location, device, date, owner and x265’s name and settings', async () => {
    expect(await readHiddenDetails(fixtureFile('hevc-silent.mp4'), 'mp4')).toMatchObject({
      location: { latitude: 12.9716, longitude: 77.5946 },
      device: { make: 'Apple', model: 'iPhone 15 Pro' },
      owner: 'Asha Rao',
    })
    const { blob, removed, remaining } = cleaningOf('hevc-silent.mp4')
    expect(removed).toEqual(
      expect.arrayContaining(['location', 'device', 'date', 'owner', 'software']),
    )
    expect(remaining).toEqual([])
    expect(mediaData(await blobBytes(blob))).toEqual(mediaData(fixtureBytes('hevc-silent.mp4')))
  })

  it('is judged by exiftool: nothing identifying after, the same media hash', () => {
    const { before, after } = exiftoolOn('hevc-silent.mp4')
    for (const kind of ['location', 'device', 'date', 'owner']) {
      expect(kindsIn(before)).toContain(kind)
    }
    expect(identifyingTags(after)).toEqual([])
    expect(before['File:ImageDataHash']).toMatch(/^[0-9a-f]{32}$/)
    expect(after['File:ImageDataHash']).toBe(before['File:ImageDataHash'])
  })

  // x265 writes its name and options in an SEI message that ffmpeg stores in hvcC, beside the
  // parameter sets: the message goes, and the samples hold no name.
  it('drops the SEI message x265 leaves in hvcC, so no encoder is named in the stream', async () => {
    const { blob, encoderInStream } = cleaningOf('hevc-silent.mp4')
    expect(encoderInStream).toBeUndefined()
    expect(Buffer.from(await blobBytes(blob)).includes('x265')).toBe(false)
  })
})
