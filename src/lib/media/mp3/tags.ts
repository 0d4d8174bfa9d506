import { decodeText, readAscii, readUint32LE, startsWithAscii } from '@/lib/media/core/bytes'
import { readId3HiddenDetails } from '@/lib/media/core/id3Tags'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import { APE_FRAME_SIZE, LYRICS3, type Mp3Layout, type Mp3TagKind } from './walk'
import { keepFound } from '@/lib/media/core/writtenValues'

const APE_HAS_NO_FOOTER = 0x40000000

/** APEv2 items (value size, flags, key, NUL, value), as text by lower-case key. */
function readApeItems(tag: Uint8Array) {
  const items = new Map<string, string>()
  const hasHeader = startsWithAscii(tag, 0, 'APETAGEX')
  const hasFooter = !hasHeader || (readUint32LE(tag, 20) & APE_HAS_NO_FOOTER) === 0
  const itemsEnd = tag.length - (hasFooter ? APE_FRAME_SIZE : 0)
  let position = hasHeader ? APE_FRAME_SIZE : 0
  while (position + 8 < itemsEnd) {
    const size = readUint32LE(tag, position)
    const keyEnd = tag.indexOf(0, position + 8)
    if (keyEnd < 0) break
    const key = readAscii(tag, position + 8, keyEnd - position - 8).toLowerCase()
    items.set(key, decodeText(tag.subarray(keyEnd + 1, keyEnd + 1 + size)))
    position = keyEnd + 1 + size
  }
  return items
}

function readApeHiddenDetails(tag: Uint8Array): HiddenDetails {
  const items = readApeItems(tag)
  const known = ['artist', 'title', 'comment', 'year']
  return keepFound({
    owner: items.get('artist'),
    text: items.get('title') ?? items.get('comment'),
    date: items.get('year'),
    other: [...items.keys()].some((key) => !known.includes(key)) || undefined,
  })
}

const LYRICS3_FIELD_HEADER = 8

/**
 * A Lyrics3 tag: v2 holds fields (three-letter id, five-digit size, text): AUT author, EAR
 * artist, ETT title, INF information, EAL album, LYR lyrics; v1 holds the lyrics alone.
 */
function readLyrics3HiddenDetails(tag: Uint8Array): HiddenDetails {
  const text = decodeText(tag, 'latin1')
  const fields = new Map<string, string>()
  if (text.endsWith(LYRICS3.v2End)) {
    for (let position = LYRICS3.begin.length; position + LYRICS3_FIELD_HEADER < text.length;) {
      const size = Number(text.slice(position + 3, position + LYRICS3_FIELD_HEADER))
      if (!/^[A-Z]{3}$/.test(text.slice(position, position + 3)) || !Number.isInteger(size)) break
      const start = position + LYRICS3_FIELD_HEADER
      fields.set(text.slice(position, position + 3), text.slice(start, start + size).trim())
      position = start + size
    }
  } else {
    fields.set('LYR', text.slice(LYRICS3.begin.length, -LYRICS3.v1End.length).trim())
  }
  return keepFound({
    owner: fields.get('AUT') || fields.get('EAR'),
    text: fields.get('ETT') || fields.get('INF') || fields.get('EAL') || fields.get('LYR'),
  })
}

/**
 * What an MP3's tags reveal, as raw values, wherever they sit: the first ID3v2 tag's values
 * come first, then a later one's (an ID3v2.4 tag appended at the end), then ID3v1, APE and
 * Lyrics3. Bytes that are neither sound nor a tag are other data.
 */
export function readMp3HiddenDetails({
  tags,
  otherData,
}: Pick<Mp3Layout, 'tags' | 'otherData'>): HiddenDetails {
  const ofKind = (kind: Mp3TagKind) => tags.filter((tag) => tag.kind === kind)
  const id3v1 = ofKind('id3v1').at(-1)?.bytes
  const fromId3 = ofKind('id3v2').map((tag) => readId3HiddenDetails(tag.bytes, id3v1))
  const fromOthers = [
    ...ofKind('lyrics3').map((tag) => readLyrics3HiddenDetails(tag.bytes)),
    ...ofKind('ape').map((tag) => readApeHiddenDetails(tag.bytes)),
    id3v1 ? readId3HiddenDetails(undefined, id3v1) : {},
  ]
  const found = [...fromOthers, ...fromId3.reverse()].reduce<HiddenDetails>(
    (details, more) => ({ ...details, ...more }),
    {},
  )
  return keepFound({ ...found, other: found.other ?? (otherData || undefined) })
}
