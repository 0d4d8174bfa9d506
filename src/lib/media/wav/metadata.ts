import { decodeText, readAscii, readUint32LE } from '@/lib/media/core/bytes'
import { readId3HiddenDetails } from '@/lib/media/core/id3Tags'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import { deviceOf, keepFound } from '@/lib/media/core/writtenValues'
import { CHUNK_HEADER_SIZE } from '@/lib/media/core/riffChunks'

/**
 * Chunks whose fields are read and named: INFO lists (artist, date, software), the broadcast
 * extension (recorder, its reference, date and time) and ID3. Any other chunk beside the sound
 * (iXML, XMP, DISP, JUNK...) is reported as other data when it holds anything.
 */
export const WAV_METADATA_CHUNKS = new Set(['LIST', 'bext', 'id3 ', 'ID3 '])

export interface WavMetadataChunk {
  fourCC: string
  data: Uint8Array
}

/** The INFO list's text items by id: 'IART' (artist), 'ICRD' (date), 'ISFT' (software), ... */
function readInfoList(data: Uint8Array) {
  const items = new Map<string, string>()
  if (readAscii(data, 0, 4) !== 'INFO') return items
  let position = 4
  while (position + CHUNK_HEADER_SIZE <= data.length) {
    const size = readUint32LE(data, position + 4)
    const start = position + CHUNK_HEADER_SIZE
    items.set(readAscii(data, position, 4), decodeText(data.subarray(start, start + size)))
    position = start + size + (size % 2)
  }
  return items
}

/** The broadcast extension's fixed fields (EBU Tech 3285): offsets and lengths in bytes. */
function readBroadcastExtension(data: Uint8Array) {
  const field = (at: number, length: number) => decodeText(data.subarray(at, at + length), 'latin1')
  const date = field(320, 10)
  const time = field(330, 8)
  return {
    description: field(0, 256),
    originator: field(256, 32),
    reference: field(288, 32),
    written: date && time ? `${date} ${time}` : date,
  }
}

/** What a WAV's INFO, bext and id3 chunks reveal, as raw values, and whether other chunks hold anything. */
export function readWavHiddenDetails({
  metadata: chunks,
  otherData,
}: {
  metadata: readonly WavMetadataChunk[]
  otherData: boolean
}): HiddenDetails {
  const info = new Map<string, string>()
  for (const chunk of chunks.filter((candidate) => candidate.fourCC === 'LIST')) {
    for (const [id, value] of readInfoList(chunk.data)) if (value) info.set(id, value)
  }
  const bextChunk = chunks.find((chunk) => chunk.fourCC === 'bext')
  const bext = bextChunk && readBroadcastExtension(bextChunk.data)
  const id3Chunk = chunks.find((chunk) => chunk.fourCC.toLowerCase() === 'id3 ')
  const id3 = id3Chunk ? readId3HiddenDetails(id3Chunk.data, undefined) : {}
  const date = bext?.written || info.get('ICRD')
  return keepFound({
    location: id3.location,
    device: deviceOf(undefined, bext?.originator),
    date: date || id3.date,
    software: info.get('ISFT') ?? id3.software,
    owner: info.get('IART') ?? info.get('IENG') ?? id3.owner,
    serial: bext?.reference || undefined,
    text: info.get('INAM') ?? info.get('ICMT') ?? (bext?.description || id3.text),
    other: otherData || undefined,
  })
}
