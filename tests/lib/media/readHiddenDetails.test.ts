import { describe, expect, it } from 'vitest'
import { findHiddenDetails, readHiddenDetails } from '@/lib/media'
import { withAppleSampleDescriptionEnds, withUserDataItem } from './canaries/iso'
import { fixtureBytes, fixtureFile } from './loadFixture'

/** Coordinates as numbers, to the fifth decimal (about a metre). */
const at = (latitude: number, longitude: number) => ({
  latitude: expect.closeTo(latitude, 5),
  longitude: expect.closeTo(longitude, 5),
})

describe('readHiddenDetails', () => {
  it('reads the GPS photo’s EXIF, XMP and IPTC as raw values', async () => {
    expect(await readHiddenDetails(fixtureFile('gps-photo.jpg'), 'jpeg')).toEqual({
      location: at(12.97158, 77.59456),
      device: { make: 'Apple', model: 'iPhone 15 Pro' },
      date: '2026:03:14 09:41:00',
      software: 'Adobe Photoshop 25.1',
      owner: 'Asha Rao',
      serial: 'C39XK2',
    })
  })

  it('reads a PNG’s eXIf and text chunks, a southern latitude with its minus sign', async () => {
    expect(await readHiddenDetails(fixtureFile('photo-with-text.png'), 'png')).toEqual({
      location: at(-33.85678, 151.21529),
      device: { make: 'Google', model: 'Pixel 8' },
      date: '2026:01:02 18:05:00',
      software: 'GIMP 2.10.36',
      owner: 'Ravi Kumar',
    })
  })

  it('reads a WebP’s EXIF and XMP chunks, a western longitude with its minus sign', async () => {
    expect(await readHiddenDetails(fixtureFile('photo.webp'), 'webp')).toEqual({
      location: at(51.50072, -0.12462),
      device: { make: 'Samsung', model: 'Galaxy S24' },
      date: '2026:02:01 07:30:00',
      owner: 'Mei Lin',
    })
  })

  it('reads an MP4’s user data and Apple keyed items, the date as written', async () => {
    expect(await readHiddenDetails(fixtureFile('located.mp4'), 'mp4')).toEqual({
      location: at(12.9716, 77.5946),
      device: { make: 'Apple', model: 'iPhone 15 Pro' },
      date: '2026-03-14T09:41:00+0530',
      software: '17.3.1',
      owner: 'Asha Rao',
    })
  })

  it('reads an MP4 whose sample descriptions end with four zero bytes, as iPhones write them', async () => {
    const bytes = withAppleSampleDescriptionEnds(fixtureBytes('located.mp4'))
    expect(await readHiddenDetails(new Blob([bytes]), 'mp4')).toEqual(
      await readHiddenDetails(fixtureFile('located.mp4'), 'mp4'),
    )
  })

  it.each(['\u00a9day', 'date'])(
    'reads a date a camera wrote as bare text in user data (%s), its year kept',
    async (type) => {
      const date = new TextEncoder().encode('2019-11-20T15:04:02+0100')
      const bytes = withUserDataItem(fixtureBytes('3gpp-user-data.mp4'), type, date)
      expect((await readHiddenDetails(new Blob([bytes]), 'mp4')).date).toBe(
        '2019-11-20T15:04:02+0100',
      )
    },
  )

  it('reads 3GPP user data: the place as coordinates, the author, the first text as written', async () => {
    expect(await readHiddenDetails(fixtureFile('3gpp-user-data.mp4'), 'mp4')).toEqual({
      location: at(12.9716, 77.5946),
      owner: 'Asha Rao',
      text: 'Ward 12 tanker',
      software: 'VideoHandler',
    })
  })

  it('reads a voice memo’s title, which names a place', async () => {
    expect(await readHiddenDetails(fixtureFile('voice-memo.m4a'), 'm4a')).toEqual({
      date: '2026-03-14',
      software: 'SoundHandler',
      text: '12 MG Road, Bengaluru',
    })
  })

  it.each([
    ['drone-subtitles.mp4', 'subtitleTrack'],
    ['timecode.mov', 'timecodeTrack'],
    ['timed-metadata.mov', 'metadataTrack'],
    ['gopro-telemetry.mp4', 'telemetryTrack'],
  ] as const)('names the extra track in %s by its kind', async (name, kind) => {
    const format = name.endsWith('.mov') ? 'mov' : 'mp4'
    expect(await readHiddenDetails(fixtureFile(name), format)).toEqual({
      software: 'VideoHandler',
      [kind]: true,
    })
  })

  it('flags a thumbnail and makers’ boxes, and anything else off the allow-list', async () => {
    expect(await readHiddenDetails(fixtureFile('maker-boxes.mp4'), 'mp4')).toMatchObject({
      thumbnail: true,
      makerNotes: true,
    })
    expect(await readHiddenDetails(fixtureFile('xmp-uuid.mp4'), 'mp4')).toMatchObject({
      other: true,
    })
  })

  it('reads an MP3’s ID3 tags: artist, date, encoder, title and a location', async () => {
    expect(await readHiddenDetails(fixtureFile('tagged.mp3'), 'mp3')).toEqual({
      location: at(12.9716, 77.5946),
      date: '2026-03-14T09:41',
      software: 'LAME 3.100',
      owner: 'Asha Rao',
      text: 'Market fire',
    })
  })

  it('reads an MP3’s APEv2 tag: artist, title and year', async () => {
    expect(await readHiddenDetails(fixtureFile('ape-tagged.mp3'), 'mp3')).toEqual({
      date: '2026',
      owner: 'Asha Rao',
      text: 'Market fire',
    })
  })

  it('reads a WAV’s INFO list and broadcast extension: recorder, its reference, date, time and description', async () => {
    expect(await readHiddenDetails(fixtureFile('recorded.wav'), 'wav')).toEqual({
      device: { model: 'ZOOM H5' },
      date: '2026-03-14 09:41:00',
      software: 'Voice Recorder 4.2',
      owner: 'Asha Rao',
      serial: 'ZH5-C39XK2',
      text: 'Market fire',
    })
  })

  it('finds nothing in a photo that carries no metadata', async () => {
    expect(await readHiddenDetails(fixtureFile('real-photo.txt'), 'jpeg')).toEqual({})
  })
})

describe('findHiddenDetails', () => {
  it('says a file was read whole only when it was', async () => {
    expect(await findHiddenDetails(fixtureFile('located.mp4'), 'mp4')).toMatchObject({
      readWhole: true,
    })
    expect(await findHiddenDetails(fixtureFile('truncated.mp4'), 'mp4')).toEqual({
      hiddenDetails: {},
      readWhole: false,
    })
    // Bytes that are not the format named: not read whole.
    expect(await findHiddenDetails(fixtureFile('located.mp4'), 'webm')).toMatchObject({
      hiddenDetails: {},
      readWhole: false,
    })
  })
})

describe('an MP4 without its movie', () => {
  it('is not read whole: an ftyp followed by nothing a player can use holds no picture or sound', async () => {
    const head = fixtureBytes('located.mp4').subarray(0, 32)
    const broken = new File([head, new Uint8Array(64)], 'broken.mp4')
    await expect(readHiddenDetails(broken, 'mp4')).rejects.toThrow(
      'The file holds no movie box, so there is no picture or sound to send',
    )
    expect((await findHiddenDetails(broken, 'mp4')).readWhole).toBe(false)
  })
})
