import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { detectFormat, removeHiddenDetails } from '@/lib/media'
import { identifyingTags, runExiftool, type ExiftoolTags } from './exiftool'
import { blobBytes, fixtureBytes, fixtureFile } from './loadFixture'

/** Every fixture TipWire cleans, with the kinds of detail exiftool must find in the original. */
const FIXTURES: Record<string, string[]> = {
  'gps-photo.jpg': ['location', 'device', 'date', 'serial', 'owner', 'software', 'text'],
  // Ten scans with tables between them, and a restart marker after every row of blocks.
  'progressive.jpg': ['location', 'device', 'date', 'serial', 'owner', 'software', 'text'],
  'photo-with-text.png': ['location', 'device', 'date', 'owner', 'software'],
  'photo.webp': ['location', 'device', 'date', 'owner'],
  'located.mp4': ['location', 'device', 'date', 'owner', 'software'],
  'ffmpeg-keys.mp4': ['location', 'device', 'date', 'text'],
  'apple-keys.mov': ['location', 'device', 'date', 'software'],
  '3gpp-user-data.mp4': ['location', 'owner', 'text'],
  'ilst-items.mp4': ['date', 'owner', 'text', 'thumbnail'],
  'drone-subtitles.mp4': ['extra track', 'text'],
  'timecode.mov': ['extra track'],
  'timed-metadata.mov': ['extra track', 'location'],
  'gopro-telemetry.mp4': ['extra track', 'location', 'device'],
  'maker-boxes.mp4': ['thumbnail', 'serial', 'software'],
  'xmp-uuid.mp4': ['location', 'owner'],
  'leftovers.mp4': ['software'],
  'voice-memo.m4a': ['text', 'date'],
  // Android's recorder: sound only, in an MP4 of brand mp42.
  'recorder.m4a': ['text', 'date'],
  'fragmented.mp4': ['text'],
  'fragmented-implicit.mp4': ['text'],
  'pcm-sound.mov': [],
  'tagged.mp3': ['owner', 'date', 'software', 'text'],
  'ape-tagged.mp3': ['owner', 'text', 'date'],
  'recorded.wav': ['date', 'software', 'owner', 'serial'],
}

/**
 * exiftool keeps no picture or sound hash for MP3 or for a fragmented MP4: the MP3 tests
 * compare its frames instead, and the fragmented MP4's test its samples.
 */
const HASHED = (name: string) => !name.endsWith('.mp3') && !name.startsWith('fragmented')

let folder: string
const seen = new Map<string, { before: ExiftoolTags; after: ExiftoolTags }>()

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tipwire-exiftool-'))
  const paths: string[] = []
  for (const name of Object.keys(FIXTURES)) {
    const format = await detectFormat(fixtureFile(name))
    if (!format) throw new Error(`${name} is not recognised`)
    const { blob } = await removeHiddenDetails(fixtureFile(name), format)
    const before = join(folder, name)
    const after = join(folder, `cleaned-${name}`)
    writeFileSync(before, fixtureBytes(name))
    writeFileSync(after, await blobBytes(blob))
    paths.push(before, after)
  }
  const tags = runExiftool(paths, folder)
  for (const name of Object.keys(FIXTURES)) {
    seen.set(name, {
      before: tags.get(join(folder, name)) ?? {},
      after: tags.get(join(folder, `cleaned-${name}`)) ?? {},
    })
  }
})

afterAll(() => rmSync(folder, { recursive: true, force: true }))

function seenBy(name: string) {
  const tags = seen.get(name)
  if (!tags) throw new Error(`exiftool did not read ${name}`)
  return tags
}

const kinds = (found: readonly string[]) => [...new Set(found.map((line) => line.split(':')[0]))]

describe('exiftool, an outside judge, on every cleaned fixture', () => {
  it.each(Object.entries(FIXTURES))('finds what %s reveals before cleaning', (name, expected) => {
    const { before } = seenBy(name)
    expect(kinds(identifyingTags(before))).toEqual(expect.arrayContaining(expected))
  })

  it.each(Object.keys(FIXTURES))('finds nothing identifying in %s after cleaning', (name) => {
    expect(identifyingTags(seenBy(name).after)).toEqual([])
  })

  it.each(Object.keys(FIXTURES).filter(HASHED))(
    'hashes the picture or media data of %s the same before and after',
    (name) => {
      const { before, after } = seenBy(name)
      expect(before['File:ImageDataHash']).toMatch(/^[0-9a-f]{32}$/)
      expect(after['File:ImageDataHash']).toBe(before['File:ImageDataHash'])
    },
  )
})
