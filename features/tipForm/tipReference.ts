/**
 * product.md §6: a tip reference such as TW-7K3M-Q9XD. Its 31 characters leave out those that
 * look alike (0/O, 1/I/L), and 8 of them give 31^8 ≈ 8.5 × 10^11 codes: unguessable for a demo
 * that keeps no server-side list.
 */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const GROUPS = 2
const GROUP_LENGTH = 4
/** The largest multiple of the alphabet's length a byte can hold: bytes above it are dropped. */
const UNBIASED_LIMIT = Math.floor(256 / ALPHABET.length) * ALPHABET.length

type FillRandom = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>

/** Rejection sampling: `byte % 31` over all 256 bytes would favour the first characters. */
function randomCharacters(length: number, fillRandom: FillRandom) {
  let characters = ''
  while (characters.length < length) {
    for (const byte of fillRandom(new Uint8Array(length))) {
      if (byte < UNBIASED_LIMIT && characters.length < length) {
        characters += ALPHABET[byte % ALPHABET.length]
      }
    }
  }
  return characters
}

export function makeTipReference(
  fillRandom: FillRandom = (bytes) => crypto.getRandomValues(bytes),
) {
  const characters = randomCharacters(GROUPS * GROUP_LENGTH, fillRandom)
  const groups = Array.from({ length: GROUPS }, (_, index) =>
    characters.slice(index * GROUP_LENGTH, (index + 1) * GROUP_LENGTH),
  )
  return ['TW', ...groups].join('-')
}
