import { describe, expect, it } from 'vitest'
import { detectFormat } from '@/lib/media'
import { fixtureFile } from './loadFixture'

describe('detectFormat', () => {
  it.each([
    ['gps-photo.jpg', 'jpeg'],
    ['photo-with-text.png', 'png'],
    ['photo.webp', 'webp'],
    ['located.mp4', 'mp4'],
    ['voice-memo.m4a', 'm4a'],
    // Android's recorder: sound only, in an MP4 of brand mp42.
    ['recorder.m4a', 'm4a'],
    ['tagged.mp3', 'mp3'],
    ['recorded.wav', 'wav'],
    ['iphone.heic', 'heic'],
    ['grid.heic', 'heic'],
    ['photo.avif', 'avif'],
    ['feature-phone.3gp', '3gp'],
    // A feature phone's voice recorder: AMR sound only, in a 3GP.
    ['voice.3gp', '3ga'],
    ['hevc-silent.mp4', 'mp4'],
    ['screen-recording.webm', 'webm'],
    ['tagged.mkv', 'mkv'],
    ['voice.amr', 'amr'],
    // Raw AAC, with an ID3 tag before its first frame.
    ['voice.aac', 'aac'],
    ['recording.flac', 'flac'],
    ['voice-note.opus', 'ogg'],
    ['vorbis.ogg', 'ogg'],
    ['flac-in-ogg.oga', 'ogg'],
    // The clean sources of the canaries planted in coded frames.
    ['av1-video.mp4', 'mp4'],
    ['av1-video.mkv', 'mkv'],
    ['mpeg4-visual.mp4', 'mp4'],
    ['h264-with-sound.mkv', 'mkv'],
  ])('recognises %s by its content as %s', async (name, format) => {
    expect(await detectFormat(fixtureFile(name))).toBe(format)
  })

  it('recognises a real JPEG named .txt and declared as text as a JPEG', async () => {
    expect(await detectFormat(fixtureFile('real-photo.txt', 'text/plain'))).toBe('jpeg')
  })

  it.each(['text-renamed.jpg', 'drawing.svg', 'page.html', 'document.pdf', 'empty.jpg'])(
    'recognises no media in %s, even declared as a JPEG',
    async (name) => {
      expect(await detectFormat(fixtureFile(name, 'image/jpeg'))).toBeUndefined()
    },
  )
})
