import { asciiBytes, concatBytes, startsWithAscii, writeUint16BE } from '@/lib/media/core/bytes'
import { rewriteIccProfile } from '@/lib/media/core/iccProfile'

// A JPEG carries its colour profile in APP2 segments, cut into chunks numbered from 1 when it is
// longer than one segment holds (ICC.1:2022 Annex B.4): the identifier, the chunk's number,
// the count of chunks, then the chunk.

const APP2 = 0xe2
const IDENTIFIER = 'ICC_PROFILE\0'
const CHUNK_HEADER_SIZE = IDENTIFIER.length + 2
const LARGEST_CHUNK = 0xffff - 2 - CHUNK_HEADER_SIZE

/** Whether a segment's payload (after its marker and length) is a chunk of the colour profile. */
export const isColourProfileChunk = (marker: number, payload: Uint8Array) =>
  marker === APP2 && startsWithAscii(payload, 0, IDENTIFIER)

/** The profile its chunks carry, joined in their numbered order; undefined when one is missing. */
function joinedProfile(payloads: readonly Uint8Array[]) {
  const count = payloads.length
  const chunks = new Array<Uint8Array | undefined>(count)
  for (const payload of payloads) {
    const number = payload[IDENTIFIER.length] ?? 0
    if (payload[IDENTIFIER.length + 1] !== count || number < 1 || number > count) return undefined
    chunks[number - 1] = payload.subarray(CHUNK_HEADER_SIZE)
  }
  return chunks.every((chunk) => chunk) ? concatBytes(chunks as Uint8Array[]) : undefined
}

/** APP2 segments carrying `profile`, in as few chunks as it takes. */
function profileSegments(profile: Uint8Array) {
  const count = Math.ceil(profile.length / LARGEST_CHUNK)
  return Array.from({ length: count }, (_, index) => {
    const chunk = profile.subarray(index * LARGEST_CHUNK, (index + 1) * LARGEST_CHUNK)
    const header = concatBytes([
      Uint8Array.of(0xff, APP2, 0, 0),
      asciiBytes(IDENTIFIER),
      Uint8Array.of(index + 1, count),
    ])
    writeUint16BE(header, 2, header.length - 2 + chunk.length)
    return concatBytes([header, chunk])
  })
}

/**
 * The segments that carry the colour profile written anew from its colour fields
 * (core/iccProfile.ts), from the payloads of the segments that carried it. None when there were
 * none, or when a chunk is missing (decoders then ignore the profile) or the profile cannot be
 * read (nothing unread is kept): then it goes (`dropped`).
 */
export function keptColourProfile(payloads: readonly Uint8Array[]) {
  if (payloads.length === 0) return { segments: [], dropped: false }
  const joined = joinedProfile(payloads)
  const profile = joined && rewriteIccProfile(joined)
  return profile
    ? { segments: profileSegments(profile), dropped: false }
    : { segments: [], dropped: true }
}
