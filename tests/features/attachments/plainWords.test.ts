// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  formatCoordinates,
  formatDevice,
  formatLocation,
  formatWrittenDate,
  hiddenDetailsInWords,
} from '@features/attachments/plainWords'
import { hiddenDetailsList, removedSummary } from '@features/attachments/hiddenDetailWords'
import { coveredSummary } from '@features/attachments/mediaTexts'

// Behind UTC (UTC-11): a date moved into the machine's time zone would show the day before.
const machineTimeZone = vi.hoisted(() => {
  const original = process.env.TZ
  process.env.TZ = 'Pacific/Pago_Pago'
  return original
})

afterAll(() => {
  process.env.TZ = machineTimeZone
})

describe('plain words for hidden details', () => {
  it('runs behind UTC, where a shifted date would show', () => {
    // Node applies a changed TZ in a child process, which Vitest's default pool gives each file,
    // but not in a worker thread.
    expect(new Date(0).getTimezoneOffset()).toBe(660)
  })

  it.each([
    ['2026:03:14 09:41:00', '14 March 2026, 09:41'],
    ['2026-03-14T09:41:00+05:30', '14 March 2026, 09:41'],
    ['2026-03-14T23:59:00-0800', '14 March 2026, 23:59'],
    ['20260314', '14 March 2026'],
    ['2026-03', 'March 2026'],
    ['2026', '2026'],
    ['last spring', 'last spring'],
  ])('writes the date %s as %s, never shifted to another time zone', (written, shown) => {
    expect(formatWrittenDate(written)).toBe(shown)
  })

  it('rounds coordinates to a neighbourhood and keeps their signs', () => {
    expect(formatCoordinates(-33.85678, -151.21529)).toBe('near -33.86, -151.22')
    expect(formatCoordinates(0.004, 179.996)).toBe('near 0.00, 180.00')
  })

  it('words coordinates rounded, and a place without coordinates as written', () => {
    expect(formatLocation({ latitude: -22.9519, longitude: -43.2105 })).toBe('near -22.95, -43.21')
    expect(formatLocation({ text: 'Old Market, Bengaluru' })).toBe('Old Market, Bengaluru')
  })

  it('names a device by make and model without saying the make twice', () => {
    expect(formatDevice({ make: 'Apple', model: 'iPhone 15 Pro' })).toBe('Apple iPhone 15 Pro')
    expect(formatDevice({ make: 'Canon', model: 'Canon EOS R6' })).toBe('Canon EOS R6')
    expect(formatDevice({ make: 'Google' })).toBe('Google')
    expect(formatDevice({ model: 'ZOOM H5' })).toBe('ZOOM H5')
  })

  it('words every field the engine read, and only those', () => {
    expect(
      hiddenDetailsInWords({
        location: { latitude: 12.97158, longitude: 77.59456 },
        device: { make: 'Apple', model: 'iPhone 15 Pro' },
        date: '2026:03:14 09:41:00',
        owner: 'Asha Rao',
      }),
    ).toEqual({
      location: 'near 12.97, 77.59',
      device: 'Apple iPhone 15 Pro',
      date: '14 March 2026, 09:41',
      owner: 'Asha Rao',
    })
  })
})

describe('the words on a card', () => {
  it('lists each detail with one plain label', () => {
    expect(
      hiddenDetailsList({
        location: { latitude: 12.97158, longitude: 77.59956 },
        device: { make: 'Apple', model: 'iPhone 15 Pro' },
        date: '2026:03:14 09:41:00',
        software: 'Adobe Photoshop 25.1',
        serial: 'C39XK2',
        thumbnail: true,
      }),
    ).toEqual([
      'Location: near 12.97, 77.60',
      'Device: Apple iPhone 15 Pro',
      'Taken: 14 March 2026, 09:41',
      'Software: Adobe Photoshop 25.1',
      'Serial number: C39XK2',
      'A thumbnail picture',
    ])
  })

  it.each(['VideoHandler', 'SoundHandler', 'Core Media Video', 'GPAC ISO Audio Handler', '17.3.1'])(
    'leaves out software that names no app (%s)',
    (software) => {
      expect(hiddenDetailsList({ software, owner: 'Asha Rao' })).toEqual(['Owner: Asha Rao'])
    },
  )

  it('still lists other data when the only detail is software that names no app', () => {
    expect(hiddenDetailsList({ software: 'VideoHandler' })).toEqual(['Other data'])
    expect(hiddenDetailsList({})).toEqual([])
  })

  it('names a motion photo’s video with what it reveals, and an HDR layer', () => {
    expect(
      hiddenDetailsList({
        device: { make: 'Google', model: 'Pixel 8' },
        motionVideo: {
          location: { latitude: 12.97158, longitude: 77.59456 },
          device: { make: 'Google', model: 'Pixel 8' },
        },
        hdrLayer: true,
      }),
    ).toEqual([
      'Device: Google Pixel 8',
      'The short video inside this photo (Location: near 12.97, 77.59; Device: Google Pixel 8)',
      'An HDR layer',
    ])
    expect(hiddenDetailsList({ motionVideo: {} })).toEqual(['The short video inside this photo'])
  })

  it('says a motion photo’s video and an HDR layer were removed', () => {
    expect(removedSummary(['location', 'motionVideo', 'hdrLayer'])).toBe(
      'Removed: location, the short video inside this photo, the HDR layer',
    )
  })

  it('says a covered HEIC is sent as a JPEG', () => {
    expect(coveredSummary(2, 'heic')).toBe(
      'Covered: 2 areas, and made a JPEG: browsers cannot write HEIC',
    )
    expect(coveredSummary(1, null)).toBe('Covered: 1 area')
  })
})
