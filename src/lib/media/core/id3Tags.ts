import { decodeText, readAscii, readUint32BE, startsWithAscii } from './bytes'
import type { HiddenDetails } from './mediaTypes'
import { keepFound, readLocationText } from './writtenValues'

const HEADER_SIZE = 10
const FOOTER_FLAG = 0x10
const EXTENDED_HEADER_FLAG = 0x40
/** An ID3v1 tag: the file's last 128 bytes. */
export const ID3V1_LENGTH = 128

/** ID3 sizes keep the top bit of each byte clear ("syncsafe") so no false frame sync appears. */
function readSyncsafe(bytes: Uint8Array, at: number) {
  let value = 0
  for (let index = 0; index < 4; index++) value = value * 128 + ((bytes[at + index] ?? 0) & 0x7f)
  return value
}

/** Length of the ID3v2 tag (header, frames and footer) starting at `at`, or 0 when there is none. */
export function id3v2TagLength(bytes: Uint8Array, at = 0) {
  if (!startsWithAscii(bytes, at, 'ID3') || at + HEADER_SIZE > bytes.length) return 0
  const hasFooter = ((bytes[at + 5] ?? 0) & FOOTER_FLAG) !== 0
  return HEADER_SIZE + readSyncsafe(bytes, at + 6) + (hasFooter ? HEADER_SIZE : 0)
}

/** Whether the last 128 bytes are an ID3v1 tag; `tail` is the file's last 128 bytes or more. */
const hasId3v1 = (tail: Uint8Array) =>
  tail.length >= ID3V1_LENGTH && startsWithAscii(tail, tail.length - ID3V1_LENGTH, 'TAG')

const ENCODINGS = ['latin1', 'utf-16', 'utf-16be', 'utf-8']

function decodeFrameText(data: Uint8Array) {
  let encoding = ENCODINGS[data[0] ?? 0] ?? 'latin1'
  if (encoding === 'utf-16') encoding = data[1] === 0xfe ? 'utf-16be' : 'utf-16le'
  // Values are separated by NULs (several artists, or a TXXX description and its value).
  return decodeText(data.subarray(1), encoding)
    .replaceAll('\ufeff', '')
    .split('\0')
    .map((part) => part.trim())
}

/** Text frames of an ID3v2.2/2.3/2.4 tag, by frame id ('TPE1', or 'TXXX:location'). */
function readId3v2Frames(tag: Uint8Array) {
  const frames = new Map<string, string>()
  const version = tag[3] ?? 0
  const idLength = version === 2 ? 3 : 4
  const frameHeaderSize = version === 2 ? 6 : 10
  let position = HEADER_SIZE
  if ((tag[5] ?? 0) & EXTENDED_HEADER_FLAG) {
    position += version === 4 ? readSyncsafe(tag, position) : readUint32BE(tag, position) + 4
  }
  const end = Math.min(tag.length, HEADER_SIZE + readSyncsafe(tag, 6))
  while (position + frameHeaderSize <= end) {
    const id = readAscii(tag, position, idLength)
    if (!/^[A-Z0-9]+$/.test(id)) break
    const size =
      version === 2
        ? readUint32BE(tag, position + 2) & 0xffffff
        : version === 4
          ? readSyncsafe(tag, position + 4)
          : readUint32BE(tag, position + 4)
    const flags = version === 4 ? (tag[position + 9] ?? 0) : 0
    // A v2.4 data length indicator puts four bytes before the frame's own data.
    const dataStart = position + frameHeaderSize + (flags & 0x01 ? 4 : 0)
    const data = tag.subarray(dataStart, position + frameHeaderSize + size)
    if (id.startsWith('T') && !(flags & 0x0c)) {
      const [first = '', second = ''] = decodeFrameText(data)
      if (id === 'TXXX' || id === 'TXX') frames.set(`TXXX:${first.toLowerCase()}`, second)
      else frames.set(id, first)
    }
    position += frameHeaderSize + size
  }
  return frames
}

/** The text fields of an ID3v1 tag (the last 128 bytes of the file). */
function readId3v1Fields(tail: Uint8Array) {
  const tag = tail.subarray(tail.length - ID3V1_LENGTH)
  const field = (at: number, length: number) => decodeText(tag.subarray(at, at + length), 'latin1')
  return { title: field(3, 30), artist: field(33, 30), year: field(93, 4) }
}

const LOCATION_DESCRIPTION = /location|gps|geo|coordinates|iso6709/

/** ID3v2.3 splits the date: TYER '2026', TDAT '1403' (day, month), TIME '0941'. */
function dateFromVersion3(frames: Map<string, string>) {
  const year = frames.get('TYER') ?? frames.get('TYE')
  if (!year) return undefined
  const dayMonth = frames.get('TDAT') ?? ''
  const time = frames.get('TIME') ?? ''
  if (dayMonth.length !== 4) return year
  const date = `${year}-${dayMonth.slice(2)}-${dayMonth.slice(0, 2)}`
  return time.length === 4 ? `${date}T${time.slice(0, 2)}:${time.slice(2)}` : date
}

/** What an MP3's tags reveal, as raw values; either tag may be missing. */
export function readId3HiddenDetails(
  v2Tag: Uint8Array | undefined,
  tail: Uint8Array | undefined,
): HiddenDetails {
  const frames = v2Tag ? readId3v2Frames(v2Tag) : new Map<string, string>()
  const v1 = tail && hasId3v1(tail) ? readId3v1Fields(tail) : undefined
  const pick = (...ids: string[]) => ids.map((id) => frames.get(id)).find(Boolean)
  const location = [...frames].find(
    ([id, value]) => id.startsWith('TXXX:') && LOCATION_DESCRIPTION.test(id) && value,
  )?.[1]
  const date = pick('TDRC', 'TDOR') ?? dateFromVersion3(frames) ?? (v1?.year || undefined)
  const details: HiddenDetails = {
    location: location ? readLocationText(location) : undefined,
    date,
    software: pick('TSSE', 'TENC', 'TSS', 'TEN'),
    owner: pick('TPE1', 'TOWN', 'TCOM', 'TEXT', 'TPE2', 'TP1') ?? (v1?.artist || undefined),
    text: pick('TIT2', 'TIT3', 'TT2') ?? (v1?.title || undefined),
  }
  return keepFound(details)
}
