import { describe, expect, it } from 'vitest'
import { readHiddenDetails, removeHiddenDetails, type DetectedFormat } from '@/lib/media'
import { concat } from './canaries/bytes'
import { id3v24Tag } from './canaries/id3'
import { lyrics3v2 } from './canaries/mp3'
import { CANARY_FIXTURES } from './canaryFixtures'
import { blobBytes, fixtureBytes } from './loadFixture'
import { sentFramesOf } from './mp3Recordings'

const removedFrom = async (bytes: Uint8Array, format: DetectedFormat) =>
  (await removeHiddenDetails(new Blob([new Uint8Array(bytes)]), format)).removed

const planted = (name: string) => {
  const fixture = CANARY_FIXTURES.find((candidate) => candidate.name === name)
  if (!fixture) throw new Error(`No canary fixture named ${name}`)
  return fixture
}

/** tagged.mp3's audio frames alone: after its ID3v2 tag (137 bytes), before its ID3v1 tag. */
const bareFrames = () => {
  const tagged = fixtureBytes('tagged.mp3')
  return tagged.subarray(137, tagged.length - 128)
}

describe('what the card says was removed, for bytes no tag reader names', () => {
  it.each([
    'recorded.wav: DISP chunk between fmt and data',
    'recorded.wav: JUNK chunk after data',
    'tagged.mp3: junk between two frames in the middle',
    'gps-photo.jpg: COM segment after the scan, before EOI',
    'gps-photo.jpg: bytes after EOI',
    'photo-with-text.png: unknown caNy chunk after IDAT',
    'photo.webp: unknown chunk at the end',
    'located.mp4: mdat bytes after the last sample',
    'located.mp4: free box at the end',
    'recorded.wav: fmt chunk bytes past its size field',
    'recorded.wav: second data chunk after the first',
    'voice-note.opus: OpusHead with bytes after its 19 defined bytes',
    'voice-note.opus: Opus packet padding',
    'vorbis.ogg: Vorbis identification header with bytes after its 30 defined bytes',
    'voice.aac: data stream element in a frame',
    'tagged.mp3: Info frame with LAME’s extension and text in its spare bytes',
    'tagged.mp3: frame of silence whose body is text',
  ])('lists other data as removed from %s, and not from its source', async (name) => {
    const { source, bytes, format } = planted(name)
    expect(await removedFrom(fixtureBytes(source), format)).not.toContain('other')
    expect(await removedFrom(bytes, format)).toContain('other')
  })
})

describe('tags in an MP3 that an ID3 reader at the start does not see', () => {
  it('reads a Lyrics3v2 tag after the frames: its author and its lyrics', async () => {
    const file = new Blob([concat(bareFrames(), lyrics3v2('CANARY-lyrics'))])
    expect(await readHiddenDetails(file, 'mp3')).toEqual({
      owner: 'Asha Rao',
      text: expect.stringContaining('Recorded at 12 MG Road'),
    })
    const { removed, remaining, blob } = await removeHiddenDetails(file, 'mp3')
    // LAME's name, in bytes of the frames no decoder reads, goes too.
    expect(removed).toEqual(['software', 'owner', 'text'])
    expect(remaining).toEqual([])
    expect(await blobBytes(blob)).toEqual(sentFramesOf(fixtureBytes('tagged.mp3')))
  })

  it('reads an ID3v2.4 tag appended after the frames, and keeps the frames only', async () => {
    const file = new Blob([concat(bareFrames(), id3v24Tag('CANARY-appended', { footer: true }))])
    expect(await readHiddenDetails(file, 'mp3')).toMatchObject({
      location: { latitude: 12.9716, longitude: 77.5946 },
      owner: expect.stringContaining('Asha Rao'),
    })
    const { removed, blob } = await removeHiddenDetails(file, 'mp3')
    expect(removed).toEqual(['location', 'software', 'owner'])
    expect(await blobBytes(blob)).toEqual(sentFramesOf(fixtureBytes('tagged.mp3')))
  })

  it('refuses a file with no MPEG audio frame, saying why', async () => {
    const file = new Blob([id3v24Tag('CANARY-alone')])
    await expect(removeHiddenDetails(file, 'mp3')).rejects.toThrow(
      'The file holds no MPEG audio frames, so there is no sound to send',
    )
  })
})
