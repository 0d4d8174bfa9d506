import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { detectFormat, removeHiddenDetails } from '@/lib/media'
import { decodedMd5, heifPictureMd5, type DecodedStream } from './decoders'
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
  'iphone.heic': ['location', 'device', 'date', 'owner', 'software'],
  'alpha.heic': ['location', 'device', 'date', 'owner', 'software'],
  // A 2×1 grid with its layout in idat, an HDR gain map and a user description.
  'grid.heic': ['location', 'device', 'date', 'owner', 'software'],
  // Samsung's motion photo: the video in an mpvd box after the picture.
  'motion-photo.heic': ['location', 'device', 'owner'],
  'photo.avif': ['location', 'device', 'date', 'owner', 'software'],
  // Google's motion photo: an MP4 after the JPEG's end, with a place and a device of its own.
  'motion-photo.jpg': ['location', 'device', 'date', 'software'],
  'ultra-hdr.jpg': ['location', 'device', 'date', 'software'],
  'feature-phone.3gp': ['location', 'owner', 'text'],
  'voice.3gp': ['date', 'owner', 'text'],
  'hevc-silent.mp4': ['location', 'device', 'date', 'owner', 'software'],
  'voice.aac': ['owner', 'date', 'software', 'text'],
  'recording.flac': ['owner', 'text', 'location', 'date', 'device'],
  'voice-note.opus': ['owner', 'text', 'location', 'date', 'software', 'device'],
  'vorbis.ogg': ['owner', 'text', 'location', 'date', 'software', 'device'],
  'flac-in-ogg.oga': ['owner', 'text', 'location', 'date', 'software'],
  'tagged.mkv': ['text', 'date', 'owner', 'location', 'software'],
  // Written as a browser's MediaRecorder writes: exiftool stops at the first cluster, of
  // unknown size, so it sees the title and apps but not the tags after the clusters.
  'screen-recording.webm': ['text', 'software'],
  // Clean videos whose coded frames the canary set plants: nothing of their own to find.
  'av1-video.mp4': [],
  'av1-video.mkv': [],
  'mpeg4-visual.mp4': [],
  'h264-with-sound.mkv': [],
}

/**
 * Where exiftool keeps no hash of the picture or sound, ffmpeg decodes it before and after
 * cleaning; HEIC photos that lose a thumbnail or gain map are decoded by heif-convert, since
 * exiftool's hash counts those pictures too. The MP3 tests compare frames, and the fragmented
 * MP4's test its samples.
 */
const DECODED: Record<string, readonly DecodedStream[]> = {
  'voice.aac': ['audio'],
  'recording.flac': ['audio'],
  'voice-note.opus': ['audio'],
  'vorbis.ogg': ['audio'],
  'flac-in-ogg.oga': ['audio'],
  'tagged.mkv': ['audio', 'video'],
  'screen-recording.webm': ['audio', 'video'],
  'feature-phone.3gp': ['audio', 'video'],
  'hevc-silent.mp4': ['video'],
  'av1-video.mp4': ['video'],
  'av1-video.mkv': ['video'],
  'mpeg4-visual.mp4': ['video'],
  'h264-with-sound.mkv': ['audio', 'video'],
}
const HEIF_DECODED = ['iphone.heic', 'alpha.heic', 'grid.heic']
const HASHED = (name: string) =>
  !name.endsWith('.mp3') &&
  !name.startsWith('fragmented') &&
  !HEIF_DECODED.includes(name) &&
  !(name in DECODED && !/\.(3gp|mp4)$/.test(name))

let folder: string
const seen = new Map<string, { before: ExiftoolTags; after: ExiftoolTags }>()
const encodersInStream = new Map<string, string>()
const pathsOf = (name: string) => ({
  before: join(folder, name),
  after: join(folder, `cleaned-${name}`),
})

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tipwire-exiftool-'))
  const paths: string[] = []
  for (const name of Object.keys(FIXTURES)) {
    const format = await detectFormat(fixtureFile(name))
    if (!format) throw new Error(`${name} is not recognised`)
    const { blob, encoderInStream } = await removeHiddenDetails(fixtureFile(name), format)
    if (encoderInStream) encodersInStream.set(name, encoderInStream)
    const { before, after } = pathsOf(name)
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
    // An encoder's name inside the sound or picture stream stays with the stream, and the card
    // says so (raw AAC's first frame: 'Lavc59.37.100').
    const encoder = encodersInStream.get(name)
    const inStream = (line: string) =>
      encoder !== undefined && line.startsWith('software:') && line.endsWith(`= ${encoder}`)
    expect(identifyingTags(seenBy(name).after).filter((line) => !inStream(line))).toEqual([])
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

describe('ffmpeg and heif-convert, outside decoders, on every cleaned fixture exiftool cannot hash', () => {
  it.each(
    Object.entries(DECODED).flatMap(([name, streams]) => streams.map((stream) => [name, stream])),
  )('decodes the %s %s the same before and after', (name, stream) => {
    const { before, after } = pathsOf(name)
    expect(decodedMd5(after, stream as DecodedStream)).toBe(
      decodedMd5(before, stream as DecodedStream),
    )
  })

  it.each(HEIF_DECODED)('decodes the picture of %s the same before and after', (name) => {
    const { before, after } = pathsOf(name)
    expect(heifPictureMd5(after)).toBe(heifPictureMd5(before))
  })

  it('decodes the AMR voice cleaned of its trailer as the same frames in a 3GP', async () => {
    const { blob } = await removeHiddenDetails(fixtureFile('voice.amr'), 'amr')
    const cleaned = join(folder, 'cleaned-voice.amr')
    writeFileSync(cleaned, await blobBytes(blob))
    expect(decodedMd5(cleaned, 'audio')).toBe(
      decodedMd5(pathsOf('feature-phone.3gp').before, 'audio'),
    )
  })
})
