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
