import { fixtureBytes } from '../loadFixture'
import { ascii, concat, u16be, u8, view } from './bytes'
import { canaryBytes, planted, xmpPacket, type CanaryFixture, type Place } from './fixture'
import { PROFILE_PLACES } from './icc'

const SOURCE = 'gps-photo.jpg'
const APP0 = 0xe0
const APP1 = 0xe1
const APP2 = 0xe2
const APP3 = 0xe3
const APP11 = 0xeb
const APP14 = 0xee
const COM = 0xfe
const SOF0 = 0xc0
const SOS = 0xda
const DNL = 0xdc
const EOI = concat(u8(0xff), u8(0xd9))

const segment = (marker: number, payload: Uint8Array) =>
  concat(u8(0xff), u8(marker), u16be(payload.length + 2), payload)

interface JpegParts {
  /** Each marker segment before the scan, whole. */
  segments: Uint8Array[]
  /** The start of scan segment and the compressed picture after it, up to EOI. */
  scan: Uint8Array
}

/** A baseline JPEG's parts: its segments up to SOS, and the scan; the source ends at EOI. */
function jpegParts(bytes: Uint8Array): JpegParts {
  if (!EOI.equals(bytes.subarray(-2))) throw new Error(`${SOURCE} does not end with EOI`)
  const segments: Uint8Array[] = []
  let position = 2
  while (bytes[position + 1] !== SOS) {
    const end = position + 2 + view(bytes).readUInt16BE(position + 2)
    segments.push(bytes.subarray(position, end))
    position = end
  }
  return { segments, scan: bytes.subarray(position, -2) }
}

const markerOf = (segment: Uint8Array) => segment[1]

/** The colour components in the frame header: the Adobe segment's transform must agree. */
const componentCount = ({ segments }: JpegParts) =>
  segments.find((segment) => markerOf(segment) === SOF0)?.[9] ?? 3

const xmp = (canary: string) => concat(ascii('http://ns.adobe.com/xap/1.0/\0'), xmpPacket(canary))

/** Adobe's 12 bytes (name, version, flags, colour transform), then the canary the size allows. */
const adobe = (canary: string, parts: JpegParts) =>
  concat(
    ascii('Adobe'),
    u16be(100),
    u16be(0),
    u16be(0),
    u8(componentCount(parts) === 3 ? 1 : 0),
    canaryBytes(canary),
  )

/** JFIF with a thumbnail: one row of RGB pixels whose bytes are the canary. */
function jfifWithThumbnail(canary: string) {
  const pixels = canaryBytes(canary)
  const width = Math.ceil(pixels.length / 3)
  const thumbnail = concat(pixels, new Uint8Array(width * 3 - pixels.length))
  return concat(
    ascii('JFIF\0'),
    u8(1),
    u8(2),
    u8(1),
    u16be(72),
    u16be(72),
    u8(width),
    u8(1),
    thumbnail,
  )
}

const comment = (canary: string) => planted('Shot near 12 MG Road by Asha Rao', canary)

const build = (parts: JpegParts, before: Uint8Array[], afterScan: Uint8Array[] = []) =>
  concat(u8(0xff), u8(0xd8), ...before, parts.scan, ...afterScan, EOI)

const beforeScan = (parts: JpegParts, extra: Uint8Array) => build(parts, [...parts.segments, extra])

const replacingJfif = (parts: JpegParts, jfif: Uint8Array) =>
  build(
    parts,
    parts.segments.map((segment) => (markerOf(segment) === APP0 ? jfif : segment)),
  )

/** The colour profile's APP2 segments: `profile` cut into as many numbered chunks as `cuts` + 1. */
function profileSegments(profile: Uint8Array, cuts: readonly number[] = []) {
  const ends = [...cuts, profile.length]
  return ends.map((end, index) =>
    segment(
      APP2,
      concat(
        ascii('ICC_PROFILE\0'),
        u8(index + 1),
        u8(ends.length),
        profile.subarray(cuts[index - 1] ?? 0, end),
      ),
    ),
  )
}

const withProfile = (parts: JpegParts, segments: Uint8Array[]) =>
  build(
    parts,
    parts.segments.flatMap((each) => (markerOf(each) === APP2 ? segments : [each])),
  )

const PROFILE_FIXTURES: Place<JpegParts>[] = [
  ...PROFILE_PLACES.map(([place, tag, plant]): Place<JpegParts> => [
    `colour profile with a canary in ${place}`,
    `icc-${tag}`,
    (p, c) => withProfile(p, profileSegments(plant(c))),
  ]),
  [
    'colour profile split over two APP2 segments, a canary in its description',
    'icc-split',
    (p, c) => {
      const profile = PROFILE_PLACES[0]?.[2](c) ?? new Uint8Array()
      return withProfile(p, profileSegments(profile, [Math.floor(profile.length / 2)]))
    },
  ],
]

/** The frame header's number of lines: a DNL segment may give it only where this is 0. */
const frameLines = ({ segments }: JpegParts) => {
  const frame = segments.find((each) => markerOf(each) === SOF0)
  return frame ? view(frame).readUInt16BE(5) : 0
}

const PLACES: Place<JpegParts>[] = [
  ...PROFILE_FIXTURES,
  [
    'DNL segment longer than its 4 bytes, after the scan',
    'dnl',
    (p, c) => build(p, p.segments, [segment(DNL, concat(u16be(frameLines(p)), canaryBytes(c)))]),
  ],
  [
    'COM segment after the scan, before EOI',
    'com-post',
    (p, c) => build(p, p.segments, [segment(COM, comment(c))]),
  ],
  [
    'XMP APP1 segment after the scan, before EOI',
    'xmp-post',
    (p, c) => build(p, p.segments, [segment(APP1, xmp(c))]),
  ],
  ['COM segment before the scan', 'com-pre', (p, c) => beforeScan(p, segment(COM, comment(c)))],
  [
    'unknown APP3 segment before the scan',
    'app3',
    (p, c) => beforeScan(p, segment(APP3, comment(c))),
  ],
  ['APP11 segment before the scan', 'app11', (p, c) => beforeScan(p, segment(APP11, comment(c)))],
  [
    'Adobe APP14 segment longer than its 12 bytes',
    'app14',
    (p, c) => beforeScan(p, segment(APP14, adobe(c, p))),
  ],
  [
    'JFIF APP0 segment with a thumbnail',
    'jfif',
    (p, c) => replacingJfif(p, segment(APP0, jfifWithThumbnail(c))),
  ],
  ['bytes after EOI', 'trailer', (p, c) => concat(build(p, p.segments), comment(c))],
]

/** gps-photo.jpg with segments and bytes its picture does not need, and planted colour profiles. */
export function jpegCanaryFixtures(): CanaryFixture[] {
  const parts = jpegParts(fixtureBytes(SOURCE))
  return PLACES.map(([place, tag, plant]) => {
    const canary = `CANARY-jpeg-${tag}`
    return {
      source: SOURCE,
      name: `${SOURCE}: ${place}`,
      format: 'jpeg',
      bytes: plant(parts, canary),
      canaries: [canary],
    }
  })
}
