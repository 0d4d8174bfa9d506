import { describe, expect, it } from 'vitest'
import { readHiddenDetails } from '@features/tipForm/media/readHiddenDetails'
import { fixtureFile } from './loadFixture'

describe('readHiddenDetails', () => {
  it('reads the GPS photo’s EXIF, XMP and IPTC in plain words', async () => {
    expect(await readHiddenDetails(fixtureFile('gps-photo.jpg'), 'jpeg')).toEqual({
      location: '12.972, 77.595',
      device: 'Apple iPhone 15 Pro',
      date: '14 March 2026, 09:41',
      software: 'Adobe Photoshop 25.1',
      owner: 'Asha Rao',
      serial: 'C39XK2',
    })
  })

  it('reads a PNG’s eXIf and text chunks, a southern latitude with its minus sign', async () => {
    expect(await readHiddenDetails(fixtureFile('photo-with-text.png'), 'png')).toEqual({
      location: '-33.857, 151.215',
      device: 'Google Pixel 8',
      date: '2 January 2026, 18:05',
      software: 'GIMP 2.10.36',
      owner: 'Ravi Kumar',
    })
  })

  it('reads a WebP’s EXIF and XMP chunks, a western longitude with its minus sign', async () => {
    expect(await readHiddenDetails(fixtureFile('photo.webp'), 'webp')).toEqual({
      location: '51.501, -0.125',
      device: 'Samsung Galaxy S24',
      date: '1 February 2026, 07:30',
      owner: 'Mei Lin',
    })
  })

  it('reads an MP4’s user data and Apple keyed items, the date as written without its time zone', async () => {
    expect(await readHiddenDetails(fixtureFile('located.mp4'), 'mp4')).toEqual({
      location: '12.972, 77.595',
      device: 'Apple iPhone 15 Pro',
      date: '14 March 2026, 09:41',
      software: '17.3.1',
      owner: 'Asha Rao',
    })
  })

  it('reads an MP3’s ID3 tags: artist, date, encoder and a location', async () => {
    expect(await readHiddenDetails(fixtureFile('tagged.mp3'), 'mp3')).toEqual({
      location: '12.972, 77.595',
      date: '14 March 2026, 09:41',
      software: 'LAME 3.100',
      owner: 'Asha Rao',
    })
  })

  it('reads a WAV’s INFO list and broadcast extension: recorder, its reference, date and time', async () => {
    expect(await readHiddenDetails(fixtureFile('recorded.wav'), 'wav')).toEqual({
      device: 'ZOOM H5',
      date: '14 March 2026, 09:41',
      software: 'Voice Recorder 4.2',
      owner: 'Asha Rao',
      serial: 'ZH5-C39XK2',
    })
  })

  it('finds nothing in a photo that carries no metadata', async () => {
    expect(await readHiddenDetails(fixtureFile('real-photo.txt'), 'jpeg')).toEqual({})
  })

  it.each(['webm', 'ogg'] as const)('does not read %s files', async (format) => {
    expect(await readHiddenDetails(fixtureFile('tagged.mp3'), format)).toEqual({})
  })
})
