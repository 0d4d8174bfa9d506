import { describe, expect, it } from 'vitest'
import { readHiddenDetails, removeHiddenDetails, type DetectedFormat } from '@/lib/media'
import { blobBytes, fixtureBytes, latin1 } from './loadFixture'

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
const formatOf = (name: string): DetectedFormat =>
  name.endsWith('.mov') ? 'mov' : name.endsWith('.m4a') ? 'm4a' : 'mp4'

async function cleaned(name: string, bytes = fixtureBytes(name)) {
  const result = await removeHiddenDetails(new Blob([bytes]), formatOf(name))
  return { ...result, bytes: await blobBytes(result.blob) }
}

/** Top-level boxes, walked here independently of the engine. */
function topLevelBoxes(bytes: Uint8Array) {
  const boxes: { type: string; start: number; end: number }[] = []
  for (let start = 0; start < bytes.length;) {
    const end = start + view(bytes).getUint32(start)
    boxes.push({ type: latin1(bytes.subarray(start + 4, start + 8)), start, end })
    start = end
  }
  return boxes
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))
const u32 = (value: number) => [
  value >>> 24,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
]
/** A box written here, independently of the engine: size, type, payload. */
const box = (type: string, ...payload: number[][]) => {
  const body = payload.flat()
  return [...u32(body.length + 8), ...ascii(type), ...body]
}

describe('removeHiddenDetails on videos and voice memos', () => {
  it.each([
    ['ffmpeg-keys.mp4', ['location', 'device', 'date', 'text']],
    ['apple-keys.mov', ['location', 'device', 'date']],
    ['3gpp-user-data.mp4', ['location', 'owner', 'text']],
    ['ilst-items.mp4', ['date', 'owner', 'text', 'thumbnail']],
    ['drone-subtitles.mp4', ['subtitleTrack']],
    ['timecode.mov', ['timecodeTrack']],
    ['timed-metadata.mov', ['metadataTrack']],
    ['gopro-telemetry.mp4', ['telemetryTrack']],
    ['maker-boxes.mp4', ['thumbnail', 'makerNotes']],
    ['xmp-uuid.mp4', ['other']],
    ['leftovers.mp4', ['other']],
    ['voice-memo.m4a', ['date', 'software', 'text']],
  ])('reports what it removed from %s, and that nothing remains', async (name, removed) => {
    const result = await cleaned(name)
    expect(result.removed).toEqual(removed)
    expect(result.remaining).toEqual([])
    // ffmpeg's x264 names itself inside the picture stream, which is copied byte for byte.
    expect(result.encoderInStream).toBe(name.endsWith('.m4a') ? undefined : 'x264 - core 164')
    expect(await readHiddenDetails(result.blob, formatOf(name))).toEqual({})
  })

  it.each([
    ['ffmpeg-keys.mp4', ['+12.9716+077.5946', 'Mavic 3', 'Ward 12 tanker', 'VideoHandler']],
    ['apple-keys.mov', ['+12.9716+077.5946', 'iPhone 15 Pro', '17.3.1', 'Lavc']],
    ['3gpp-user-data.mp4', ['MG Road', 'Asha Rao', 'Ward 12 tanker', 'bus stop', 'Ravi Kumar']],
    ['ilst-items.mp4', ['Ward 12 tanker', 'Filmed from the bus stop', 'Asha Rao', '2026-03-14']],
    ['drone-subtitles.mp4', ['GPS(77.5946,12.9716,920)', 'SN:DJI0AB12345', 'tx3g']],
    ['timecode.mov', ['tmcd', 'TimeCodeHandler']],
    ['timed-metadata.mov', ['+12.9716+077.5946', '+12.9717+077.5947', 'mebx']],
    ['gopro-telemetry.mp4', ['HERO12 Black', 'GPS5', 'gpmd', 'GoPro MET']],
    ['maker-boxes.mp4', ['CanonCR3', 'HD9.01.01', 'LAJ8052528901234', 'thmb']],
    ['xmp-uuid.mp4', ['Asha Rao', 'GPSLatitude', 'xpacket']],
    ['leftovers.mp4', ['Ward 12 tanker', '12 MG Road', '+91 98450 12345', 'TWzz']],
    ['voice-memo.m4a', ['12 MG Road, Bengaluru', 'SoundHandler']],
  ])('leaves none of what %s said in its bytes', async (name, secrets) => {
    const before = latin1(fixtureBytes(name))
    const after = latin1((await cleaned(name)).bytes)
    for (const secret of secrets) {
      expect(before).toContain(secret)
      expect(after).not.toContain(secret)
    }
  })

  it.each([
    ['ffmpeg-keys.mp4', false],
    ['apple-keys.mov', false],
    ['voice-memo.m4a', false],
    ['drone-subtitles.mp4', true],
    ['timed-metadata.mov', true],
    ['gopro-telemetry.mp4', true],
  ])(
    'keeps %s the same length with its media data untouched, save the removed tracks’ samples, now zero (extra track: %s)',
    async (name, hasExtraTrack) => {
      const original = fixtureBytes(name)
      const { bytes } = await cleaned(name)
      expect(bytes.length).toBe(original.length)
      expect(topLevelBoxes(bytes).map((box) => box.end)).toEqual(
        topLevelBoxes(original).map((box) => box.end),
      )
      const zeroed: number[] = []
      for (const box of topLevelBoxes(original).filter(({ type }) => type === 'mdat')) {
        for (let at = box.start; at < box.end; at++) {
          if (bytes[at] !== original[at]) {
            expect(bytes[at]).toBe(0)
            zeroed.push(at)
          }
        }
      }
      expect(zeroed.length > 0).toBe(hasExtraTrack)
    },
  )

  it('reports old bytes found in free space, so a cleaning that missed them cannot pass', async () => {
    const { bytes } = await cleaned('leftovers.mp4')
    const free = topLevelBoxes(bytes).find(({ type }) => type === 'free')
    expect(free).toBeDefined()
    bytes[(free?.start ?? 0) + 8] = 0x41
    expect(await readHiddenDetails(new Blob([bytes]), 'mp4')).toEqual({ other: true })
  })
})

/** A fixture with `change` applied to a copy of its bytes. */
function changed(name: string, change: (bytes: Uint8Array, text: string) => void) {
  const bytes = fixtureBytes(name).slice()
  change(bytes, latin1(bytes))
  return bytes
}

/** The offset of a box's payload, found by its type after `after`. */
const payloadOf = (text: string, type: string, after = '') =>
  text.indexOf(type, text.indexOf(after)) + 4

describe('removeHiddenDetails refuses what it cannot fully check', () => {
  it.each<[string, string, Uint8Array]>([
    [
      'a file cut inside its media data',
      'The file ends inside a box, so it cannot be fully checked',
      fixtureBytes('truncated.mp4'),
    ],
    [
      'a file cut inside its moov',
      'The file ends inside a box, so it cannot be fully checked',
      fixtureBytes('located.mp4').subarray(0, 600),
    ],
    [
      'a box smaller than its own header',
      'A box is smaller than its own header, so the file cannot be fully checked',
      changed('located.mp4', (bytes, text) => view(bytes).setUint32(text.indexOf('mvhd') - 4, 4)),
    ],
    [
      'a sound description of a version it does not know',
      'The file holds a structure TipWire does not know, so it cannot be fully checked',
      changed('apple-keys.mov', (bytes, text) =>
        view(bytes).setUint16(payloadOf(text, 'mp4a', 'stsd') + 8, 7),
      ),
    ],
    [
      'media data in another file',
      'The file takes its media from other files, so it cannot be checked alone',
      changed('located.mp4', (bytes, text) => {
        bytes[payloadOf(text, 'url ') + 3] = 0
      }),
    ],
    [
      'an extra track whose tables count more samples than they place',
      'A track’s sample tables disagree, so its data cannot be found and removed',
      changed('drone-subtitles.mp4', (bytes, text) => {
        const count = payloadOf(text, 'stsz', 'tx3g') + 8
        view(bytes).setUint32(count, view(bytes).getUint32(count) + 1)
      }),
    ],
    [
      'an extra track whose samples lie outside the media data',
      'A track’s samples lie outside the media data, so the file cannot be fully checked',
      changed('drone-subtitles.mp4', (bytes, text) =>
        view(bytes).setUint32(payloadOf(text, 'stco', 'tx3g') + 8, 0),
      ),
    ],
  ])('rejects %s', async (_, message, bytes) => {
    const file = new Blob([new Uint8Array(bytes)])
    await expect(removeHiddenDetails(file, 'mp4')).rejects.toThrow(message)
  })

  it('rejects a fragmented file whose fragments carry an extra track', async () => {
    // A movie fragment (ISO/IEC 14496-12 §8.8) for track 2, the subtitle track.
    const fragment = box(
      'moof',
      box('mfhd', [0, 0, 0, 0, 0, 0, 0, 1]),
      box('traf', box('tfhd', [0, 0, 0, 0, 0, 0, 0, 2])),
    )
    const file = new Blob([fixtureBytes('drone-subtitles.mp4'), Uint8Array.from(fragment)])
    await expect(removeHiddenDetails(file, 'mp4')).rejects.toThrow(
      'The file is fragmented and carries a track other than picture and sound, which TipWire cannot remove',
    )
  })
})

describe('QuickTime’s plain meta box, as Android phones write it', () => {
  /** Seconds from 1904, QuickTime's epoch, to 14 March 2026 04:11 UTC. */
  const recorded = Date.UTC(2026, 2, 14, 4, 11) / 1000 + 2_082_844_800
  const item = (index: number, text: string) => [
    ...u32(8 + 8 + 8 + text.length),
    ...u32(index),
    ...box('data', u32(1), u32(0), ascii(text)),
  ]
  // A plain meta (no version and flags): its hdlr starts right away; items are named by keys.
  const androidMeta = box(
    'meta',
    box('hdlr', u32(0), u32(0), ascii('mdta'), new Array<number>(13).fill(0)),
    box(
      'keys',
      u32(0),
      u32(2),
      box('mdta', ascii('com.android.manufacturer')),
      box('mdta', ascii('com.android.model')),
    ),
    box('ilst', item(1, 'Google'), item(2, 'Pixel 8')),
  )
  const movieHeader = box(
    'mvhd',
    u32(0),
    u32(recorded),
    u32(recorded),
    u32(600),
    new Array<number>(84).fill(0),
  )
  const movie = Uint8Array.from([
    ...box('ftyp', ascii('qt  '), u32(0), ascii('qt  ')),
    ...box('moov', movieHeader, androidMeta),
  ])

  it('reads the keyed make and model and the movie’s creation time', async () => {
    expect(await readHiddenDetails(new Blob([movie]), 'mov')).toEqual({
      device: { make: 'Google', model: 'Pixel 8' },
      date: '2026-03-14T04:11',
    })
  })

  it('removes them, with the creation time, in place', async () => {
    const { blob, removed, remaining } = await removeHiddenDetails(new Blob([movie]), 'mov')
    const bytes = await blobBytes(blob)
    expect(removed).toEqual(['device', 'date'])
    expect(remaining).toEqual([])
    expect(bytes.length).toBe(movie.length)
    expect(latin1(bytes)).not.toContain('Pixel')
  })
})

describe.each([
  ['fragmented.mp4', ['location', 'text']],
  ['fragmented-implicit.mp4', ['text']],
])('removeHiddenDetails on %s, fragmented as recorders write it', (name, removed) => {
  const CANARY = ascii('CANARY-fragment-gap Asha Rao, 12 MG Road')

  /** The file with text after the last sample of every mdat, each box grown to hold it. */
  function withTextAfterSamples() {
    const original = fixtureBytes(name)
    const parts = topLevelBoxes(original).map(({ type, start, end }) =>
      type === 'mdat'
        ? box('mdat', [...original.subarray(start + 8, end)], CANARY)
        : [...original.subarray(start, end)],
    )
    return Uint8Array.from(parts.flat())
  }

  it('removes what it says, and names the encoder the picture stream keeps', async () => {
    const result = await cleaned(name)
    expect(result.removed).toEqual(removed)
    expect(result.remaining).toEqual([])
    expect(result.encoderInStream).toBe('x264 - core 164')
  })

  it('blanks the bytes of each mdat that no fragment’s sample runs use, and keeps every sample', async () => {
    const planted = withTextAfterSamples()
    const result = await cleaned(name, planted)
    expect(result.removed).toContain('other')
    expect(result.bytes.length).toBe(planted.length)
    expect(latin1(result.bytes)).not.toContain('CANARY-fragment-gap')
    const mediaData = topLevelBoxes(planted).filter(({ type }) => type === 'mdat')
    expect(mediaData.length).toBeGreaterThan(1)
    for (const { start, end } of mediaData) {
      const samplesEnd = end - CANARY.length
      expect(result.bytes.subarray(start, samplesEnd)).toEqual(planted.subarray(start, samplesEnd))
      expect(result.bytes.subarray(samplesEnd, end).every((byte) => byte === 0)).toBe(true)
    }
  })
})

describe('removeHiddenDetails on a QuickTime movie whose sound is counted in frames', () => {
  it('keeps every byte of its media data: stsz’s size of 1 is not the sound’s bytes', async () => {
    const original = fixtureBytes('pcm-sound.mov')
    const result = await cleaned('pcm-sound.mov')
    const mediaData = topLevelBoxes(original).filter(({ type }) => type === 'mdat')
    expect(mediaData.length).toBe(1)
    for (const { start, end } of mediaData) {
      expect(result.bytes.subarray(start, end)).toEqual(original.subarray(start, end))
    }
    expect(result.removed).not.toContain('other')
  })
})
