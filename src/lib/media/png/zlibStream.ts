// A zlib stream (RFC 1950) of deflate blocks (RFC 1951), as PNG holds its picture and its colour
// profile: walked to find where it ends, and inflated where its contents are needed.

const HEADER_SIZE = 2
const CHECKSUM_SIZE = 4
const MAX_CODE_LENGTH = 15
const END_OF_BLOCK = 256

const LENGTH_BASES = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
]
const LENGTH_EXTRA_BITS = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
]
const DISTANCE_BASES = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
]
const DISTANCE_EXTRA_BITS = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
]
/** The order in which a dynamic block gives the code lengths of its code length alphabet. */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

const BROKEN = 'The compressed data is not a well-formed zlib stream'

/** Bits read least significant first, as deflate packs them. */
class BitReader {
  position: number
  private buffer = 0
  private count = 0

  constructor(
    private readonly bytes: Uint8Array,
    start: number,
  ) {
    this.position = start
  }

  bits(count: number) {
    const value = this.peek(count)
    this.skip(count)
    return value
  }

  /** The next `count` bits, zeros past the end of the bytes, without reading past them. */
  peek(count: number) {
    while (this.count < count && this.position < this.bytes.length) {
      this.buffer |= (this.bytes[this.position++] ?? 0) << this.count
      this.count += 8
    }
    return this.buffer & ((1 << count) - 1)
  }

  skip(count: number) {
    if (this.count < count) throw new Error(BROKEN)
    this.buffer >>>= count
    this.count -= count
  }

  /**
   * Drops the bits left of the current byte, as a stored block and the checksum start on one;
   * whole bytes read ahead into the buffer are given back.
   */
  alignToByte() {
    this.position -= this.count >> 3
    this.buffer = 0
    this.count = 0
  }
}

/**
 * A canonical Huffman code: how many codes of each length, and the symbols in code order; and,
 * for speed, each code of up to FAST_BITS bits looked up by the next FAST_BITS bits read
 * (its symbol shifted left by 4, or'd with its length; 0 where a longer code starts).
 */
interface HuffmanCode {
  counts: Uint16Array
  symbols: Uint16Array
  fast: Uint16Array
}

const FAST_BITS = 9

/** Codes are read first bit first: the table is indexed by bits as they come, lowest first. */
function fastTable(lengths: ArrayLike<number>) {
  const fast = new Uint16Array(1 << FAST_BITS)
  let code = 0
  for (let length = 1; length <= FAST_BITS; length++) {
    for (let symbol = 0; symbol < lengths.length; symbol++) {
      if (lengths[symbol] !== length) continue
      let reversed = 0
      for (let bit = 0; bit < length; bit++) reversed |= ((code >> bit) & 1) << (length - 1 - bit)
      for (let fill = reversed; fill < fast.length; fill += 1 << length) {
        fast[fill] = (symbol << 4) | length
      }
      code++
    }
    code <<= 1
  }
  return fast
}

function huffmanCode(lengths: ArrayLike<number>): HuffmanCode {
  const counts = new Uint16Array(MAX_CODE_LENGTH + 1)
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    const length = lengths[symbol] ?? 0
    counts[length] = (counts[length] ?? 0) + 1
  }
  const offsets = new Uint16Array(MAX_CODE_LENGTH + 2)
  for (let length = 1; length <= MAX_CODE_LENGTH; length++) {
    offsets[length + 1] = (offsets[length] ?? 0) + (counts[length] ?? 0)
  }
  const symbols = new Uint16Array(lengths.length)
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    const length = lengths[symbol] ?? 0
    if (!length) continue
    const place = offsets[length] ?? 0
    symbols[place] = symbol
    offsets[length] = place + 1
  }
  return { counts, symbols, fast: fastTable(lengths) }
}

function decodeSymbol(reader: BitReader, { counts, symbols, fast }: HuffmanCode) {
  const entry = fast[reader.peek(FAST_BITS)] ?? 0
  if (entry) {
    reader.skip(entry & 0xf)
    return entry >> 4
  }
  let code = 0
  let first = 0
  let index = 0
  for (let length = 1; length <= MAX_CODE_LENGTH; length++) {
    code |= reader.bits(1)
    const count = counts[length] ?? 0
    if (code - first < count) return symbols[index + code - first] ?? 0
    index += count
    first = (first + count) << 1
    code <<= 1
  }
  throw new Error(BROKEN)
}

const FIXED_LITERALS = huffmanCode(
  Array.from({ length: 288 }, (_, symbol) =>
    symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8,
  ),
)
const FIXED_DISTANCES = huffmanCode(new Array<number>(30).fill(5))

function dynamicCodes(reader: BitReader) {
  const literalCount = reader.bits(5) + 257
  const distanceCount = reader.bits(5) + 1
  const codeLengthCount = reader.bits(4) + 4
  const codeLengthLengths = new Array<number>(19).fill(0)
  for (let index = 0; index < codeLengthCount; index++) {
    codeLengthLengths[CODE_LENGTH_ORDER[index] ?? 0] = reader.bits(3)
  }
  const codeLengths = huffmanCode(codeLengthLengths)
  const lengths: number[] = []
  while (lengths.length < literalCount + distanceCount) {
    const symbol = decodeSymbol(reader, codeLengths)
    if (symbol < 16) lengths.push(symbol)
    else {
      if (symbol === 16 && lengths.length === 0) throw new Error(BROKEN)
      const repeated = symbol === 16 ? (lengths.at(-1) ?? 0) : 0
      const times =
        symbol === 16
          ? 3 + reader.bits(2)
          : symbol === 17
            ? 3 + reader.bits(3)
            : 11 + reader.bits(7)
      for (let count = 0; count < times; count++) lengths.push(repeated)
    }
  }
  if (lengths.length > literalCount + distanceCount) throw new Error(BROKEN)
  return {
    literals: huffmanCode(lengths.slice(0, literalCount)),
    distances: huffmanCode(lengths.slice(literalCount)),
  }
}

/** Inflated bytes, grown as they come; only the count when the contents are not wanted. */
class Output {
  length = 0
  private bytes: Uint8Array

  constructor(
    readonly keep: boolean,
    private readonly limit: number,
  ) {
    this.bytes = new Uint8Array(keep ? 1024 : 0)
  }

  push(byte: number) {
    if (this.keep) this.room(1)[this.length] = byte
    this.length += 1
  }

  copy(distance: number, length: number) {
    if (distance > this.length) throw new Error(BROKEN)
    if (this.keep) {
      const bytes = this.room(length)
      for (let index = 0; index < length; index++) {
        bytes[this.length + index] = bytes[this.length + index - distance] ?? 0
      }
    }
    this.length += length
  }

  contents() {
    return this.bytes.subarray(0, this.length)
  }

  private room(more: number) {
    if (this.length + more > this.limit) throw new Error(BROKEN)
    if (this.length + more > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + more))
      grown.set(this.bytes)
      this.bytes = grown
    }
    return this.bytes
  }
}

function inflateBlock(reader: BitReader, output: Output, codes: ReturnType<typeof dynamicCodes>) {
  for (;;) {
    const symbol = decodeSymbol(reader, codes.literals)
    if (symbol < END_OF_BLOCK) output.push(symbol)
    else if (symbol === END_OF_BLOCK) return
    else {
      const lengthCode = symbol - 257
      if (lengthCode >= LENGTH_BASES.length) throw new Error(BROKEN)
      const length =
        (LENGTH_BASES[lengthCode] ?? 0) + reader.bits(LENGTH_EXTRA_BITS[lengthCode] ?? 0)
      const distanceCode = decodeSymbol(reader, codes.distances)
      if (distanceCode >= DISTANCE_BASES.length) throw new Error(BROKEN)
      const distance =
        (DISTANCE_BASES[distanceCode] ?? 0) + reader.bits(DISTANCE_EXTRA_BITS[distanceCode] ?? 0)
      output.copy(distance, length)
    }
  }
}

function storedBlock(reader: BitReader, bytes: Uint8Array, output: Output) {
  reader.alignToByte()
  const start = reader.position
  if (start + 4 > bytes.length) throw new Error(BROKEN)
  const length = (bytes[start] ?? 0) | ((bytes[start + 1] ?? 0) << 8)
  const lengthComplement = (bytes[start + 2] ?? 0) | ((bytes[start + 3] ?? 0) << 8)
  if (lengthComplement !== (~length & 0xffff)) throw new Error(BROKEN)
  reader.position = start + 4 + length
  if (reader.position > bytes.length) throw new Error(BROKEN)
  for (const byte of bytes.subarray(start + 4, reader.position)) output.push(byte)
}

function walk(bytes: Uint8Array, output: Output) {
  const method = bytes[0] ?? 0
  if (
    (method & 0x0f) !== 8 ||
    ((method << 8) | (bytes[1] ?? 0)) % 31 !== 0 ||
    (bytes[1] ?? 0) & 0x20
  ) {
    throw new Error(BROKEN)
  }
  const reader = new BitReader(bytes, HEADER_SIZE)
  for (let last = 0; !last;) {
    last = reader.bits(1)
    const type = reader.bits(2)
    if (type === 0) storedBlock(reader, bytes, output)
    else if (type === 1)
      inflateBlock(reader, output, { literals: FIXED_LITERALS, distances: FIXED_DISTANCES })
    else if (type === 2) inflateBlock(reader, output, dynamicCodes(reader))
    else throw new Error(BROKEN)
  }
  reader.alignToByte()
  const end = reader.position + CHECKSUM_SIZE
  if (end > bytes.length) throw new Error(BROKEN)
  return end
}

/** Where the zlib stream at the start of `bytes` ends, after its checksum; undefined: nowhere. */
export function zlibStreamEnd(bytes: Uint8Array) {
  try {
    return walk(bytes, new Output(false, Infinity))
  } catch {
    return undefined
  }
}

/** The zlib stream's contents, up to `limit` bytes; undefined when it is broken or longer. */
export function inflateZlib(bytes: Uint8Array, limit: number) {
  const output = new Output(true, limit)
  try {
    walk(bytes, output)
    return output.contents()
  } catch {
    return undefined
  }
}

function adler32(bytes: Uint8Array) {
  let a = 1
  let b = 0
  for (const byte of bytes) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  return ((b << 16) | a) >>> 0
}

const LARGEST_STORED_BLOCK = 0xffff

/** `bytes` as a zlib stream of stored blocks: nothing is compressed, so nothing hides in a code. */
export function storedZlib(bytes: Uint8Array) {
  const blocks = Math.max(1, Math.ceil(bytes.length / LARGEST_STORED_BLOCK))
  const stream = new Uint8Array(HEADER_SIZE + blocks * 5 + bytes.length + CHECKSUM_SIZE)
  stream.set([0x78, 0x01])
  let at = HEADER_SIZE
  for (let index = 0; index < blocks; index++) {
    const block = bytes.subarray(index * LARGEST_STORED_BLOCK, (index + 1) * LARGEST_STORED_BLOCK)
    stream.set(
      [
        index === blocks - 1 ? 1 : 0,
        block.length & 0xff,
        block.length >> 8,
        ~block.length & 0xff,
        (~block.length >> 8) & 0xff,
      ],
      at,
    )
    stream.set(block, at + 5)
    at += 5 + block.length
  }
  const checksum = adler32(bytes)
  stream.set(
    [checksum >>> 24, (checksum >>> 16) & 0xff, (checksum >>> 8) & 0xff, checksum & 0xff],
    at,
  )
  return stream
}
