import { readBytes } from './blobBytes'
import { decodeText, readAscii, readUint32LE, startsWithAscii } from './bytes'
import { hasId3v1, ID3V1_LENGTH, id3v2TagLength, readId3HiddenDetails } from './id3Tags'
import type { HiddenDetails } from './mediaTypes'
import { keepFound } from './writtenValues'

const ID3V2_HEADER_SIZE = 10
/** An APEv2 header or footer: 'APETAGEX', version, tag size, item count, flags, reserved. */
const APE_FRAME_SIZE = 32
const APE_HAS_HEADER = 0x80000000

/** Length of the APEv2 tag whose footer ends at `end` of `bytes` (header included), or 0. */
function apeTagLength(bytes: Uint8Array, end: number) {
  const footer = end - APE_FRAME_SIZE
  if (footer < 0 || !startsWithAscii(bytes, footer, 'APETAGEX')) return 0
  const size = readUint32LE(bytes, footer + 12)
  const hasHeader = readUint32LE(bytes, footer + 20) >= APE_HAS_HEADER
  return size + (hasHeader ? APE_FRAME_SIZE : 0)
}

/** Where an MP3's tags sit: ID3v2 at the start; APEv2, then ID3v1, at the end. */
export async function readMp3Tags(file: Blob) {
  const header = await readBytes(file, 0, ID3V2_HEADER_SIZE)
  const id3v2Length = id3v2TagLength(header)
  const id3v2 = id3v2Length ? await readBytes(file, 0, id3v2Length) : undefined
  const tailStart = Math.max(id3v2Length, file.size - ID3V1_LENGTH - APE_FRAME_SIZE)
  const tail = await readBytes(file, tailStart)
  const id3v1Length = hasId3v1(tail) ? ID3V1_LENGTH : 0
  const apeLength = apeTagLength(tail, tail.length - id3v1Length)
  const audioEnd = file.size - id3v1Length - apeLength
  if (audioEnd < id3v2Length)
    throw new Error('The MP3’s tags overlap, so it cannot be fully checked')
  const ape = apeLength ? await readBytes(file, audioEnd, audioEnd + apeLength) : undefined
  return { id3v2, tail, ape, audioStart: id3v2Length, audioEnd }
}

/** APEv2 items (value size, flags, key, NUL, value), as text by lower-case key. */
function readApeItems(tag: Uint8Array) {
  const items = new Map<string, string>()
  const hasHeader = startsWithAscii(tag, 0, 'APETAGEX')
  let position = hasHeader ? APE_FRAME_SIZE : 0
  while (position + 8 < tag.length - APE_FRAME_SIZE) {
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

/** What an MP3's ID3 and APE tags reveal, as raw values; ID3's values come first. */
export async function readMp3HiddenDetails(file: Blob) {
  const { id3v2, tail, ape } = await readMp3Tags(file)
  const fromApe = ape ? readApeHiddenDetails(ape) : {}
  return keepFound({ ...fromApe, ...readId3HiddenDetails(id3v2, tail) })
}
