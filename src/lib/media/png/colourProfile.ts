import { asciiBytes, concatBytes } from '@/lib/media/core/bytes'
import { NEUTRAL_PROFILE_NAME, rewriteIccProfile } from '@/lib/media/core/iccProfile'
import { pngChunk } from './chunkWriting'
import { inflateZlib, storedZlib } from './zlibStream'

/** Larger than any colour profile a picture embeds; a longer one is no profile to keep. */
const LARGEST_PROFILE = 16 * 1024 * 1024
const LONGEST_NAME = 79
const DEFLATE = 0

/**
 * iCCP written anew (PNG §11.3.3.3): a neutral name instead of the one the writer chose, and the
 * profile inflated, written from its colour fields (core/iccProfile.ts) and stored in a zlib
 * stream. Undefined when the chunk or its profile cannot be read: nothing unread is kept, and it
 * goes.
 */
export function rewrittenIccpChunk(data: Uint8Array) {
  const nameEnd = data.indexOf(0)
  if (nameEnd < 1 || nameEnd > LONGEST_NAME || data[nameEnd + 1] !== DEFLATE) return undefined
  const profile = inflateZlib(data.subarray(nameEnd + 2), LARGEST_PROFILE)
  const rewritten = profile && rewriteIccProfile(profile)
  if (!rewritten) return undefined
  return pngChunk(
    'iCCP',
    concatBytes([
      asciiBytes(`${NEUTRAL_PROFILE_NAME}\0`),
      Uint8Array.of(DEFLATE),
      storedZlib(rewritten),
    ]),
  )
}
