import { fixtureBytes } from '../loadFixture'
import { ascii, concat, u32be, utf16be, view } from './bytes'
import { canaryBytes, planted } from './fixture'

/**
 * Colour profiles with a canary in each place a profile holds bytes its colours do not need, for
 * the JPEG, PNG, WebP and HEIF builders. They start from the sRGB profile gps-photo.jpg
 * carries (version 4, matrix and curves), so each still draws the picture as that one does.
 */

const HEADER_SIZE = 128

interface IccTag {
  signature: string
  data: Uint8Array
}

/** The profile in gps-photo.jpg's one APP2 segment. */
function sourceProfile() {
  const jpeg = fixtureBytes('gps-photo.jpg')
  const at = view(jpeg).indexOf('ICC_PROFILE\0', 0, 'latin1')
  const segmentEnd = at - 2 + view(jpeg).readUInt16BE(at - 2)
  return jpeg.subarray(at + 14, segmentEnd)
}

function tagsOf(profile: Uint8Array): IccTag[] {
  const count = view(profile).readUInt32BE(HEADER_SIZE)
  return Array.from({ length: count }, (_, index) => {
    const entry = HEADER_SIZE + 4 + index * 12
    const offset = view(profile).readUInt32BE(entry + 4)
    return {
      signature: view(profile).toString('latin1', entry, entry + 4),
      data: profile.subarray(offset, offset + view(profile).readUInt32BE(entry + 8)),
    }
  })
}

const aligned = (bytes: Uint8Array) => concat(bytes, new Uint8Array((4 - (bytes.length % 4)) % 4))

/**
 * A profile of `header`'s header and `tags`, each tag's data after the table on a 4-byte
 * boundary; `gap` lies between the table and the first tag's data, where no tag points.
 */
function profileOf(header: Uint8Array, tags: readonly IccTag[], gap = new Uint8Array()) {
  const tableEnd = HEADER_SIZE + 4 + tags.length * 12
  let offset = tableEnd + aligned(gap).length
  const table = tags.map(({ signature, data }) => {
    const entry = concat(ascii(signature), u32be(offset), u32be(data.length))
    offset += aligned(data).length
    return entry
  })
  const profile = concat(
    header.subarray(0, HEADER_SIZE),
    u32be(tags.length),
    ...table,
    aligned(gap),
    ...tags.map(({ data }) => aligned(data)),
  )
  view(profile).writeUInt32BE(profile.length, 0)
  return profile
}

/** multiLocalizedUnicode text, one English record: how a version 4 profile holds its texts. */
function mluc(text: string) {
  const utf16 = utf16be(text)
  return concat(
    ascii('mluc'),
    u32be(0),
    u32be(1),
    u32be(12),
    ascii('enUS'),
    u32be(utf16.length),
    u32be(28),
    utf16,
  )
}

const WORDS = 'Asha Rao, 12 MG Road'

/** The source profile with `signature`'s text (replaced, or added) holding the canary. */
function withText(signature: string, canary: string) {
  const profile = sourceProfile()
  const tags = tagsOf(profile).filter((tag) => tag.signature !== signature)
  return profileOf(profile, [...tags, { signature, data: mluc(`${WORDS} ${canary}`) }])
}

/** A place in a profile: its words for the test line, its tag for the canary, and the profile. */
export type ProfilePlace = readonly [
  place: string,
  tag: string,
  plant: (canary: string) => Uint8Array,
]

export const PROFILE_PLACES: readonly ProfilePlace[] = [
  ['its description (desc)', 'desc', (canary) => withText('desc', canary)],
  ['its copyright (cprt)', 'cprt', (canary) => withText('cprt', canary)],
  ['its device maker (dmnd)', 'dmnd', (canary) => withText('dmnd', canary)],
  ['its device model (dmdd)', 'dmdd', (canary) => withText('dmdd', canary)],
  [
    'a private tag',
    'private',
    (canary) => {
      const profile = sourceProfile()
      const text = concat(ascii('text'), u32be(0), planted(WORDS, canary))
      return profileOf(profile, [...tagsOf(profile), { signature: 'cnRY', data: text }])
    },
  ],
  [
    'bytes no tag points to',
    'gap',
    (canary) => {
      const profile = sourceProfile()
      return profileOf(profile, tagsOf(profile), planted(WORDS, canary))
    },
  ],
  [
    'its header’s profile ID and reserved bytes',
    'header',
    (canary) => {
      const profile = Buffer.from(sourceProfile())
      ascii(canary).copy(profile, 84)
      return profile
    },
  ],
  [
    'bytes after the size it declares',
    'tail',
    (canary) => concat(sourceProfile(), canaryBytes(canary)),
  ],
]
