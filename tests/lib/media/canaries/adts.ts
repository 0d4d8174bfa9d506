import { framesOf, frameLength } from '../adtsRecordings'
import { fixtureBytes } from '../loadFixture'
import { ascii, concat, u8 } from './bytes'
import { canaryBytes, planted, type CanaryFixture, type Place } from './fixture'

const SOURCE = 'voice.aac'
/** An ADTS header without CRC, as voice.aac's frames have: its raw data block follows. */
const HEADER_SIZE = 7

/** Bits written most significant first, then the bytes they make. */
function bitWriter() {
  const bits: number[] = []
  const write = (value: number, count: number) => {
    for (let bit = count - 1; bit >= 0; bit--) bits.push(Math.floor(value / 2 ** bit) % 2)
  }
  return {
    write,
    bytes: (bytes: Uint8Array) => bytes.forEach((byte) => write(byte, 8)),
    align: () => write(0, (8 - (bits.length % 8)) % 8),
    done: () =>
      Uint8Array.from({ length: bits.length / 8 }, (_, index) =>
        bits.slice(index * 8, index * 8 + 8).reduce((byte, bit) => byte * 2 + bit, 0),
      ),
  }
}

const ELEMENT = { dse: 4, pce: 5, fil: 6, end: 7 }

type BitWriter = ReturnType<typeof bitWriter>

const bitAt = (bytes: Uint8Array, bit: number) => ((bytes[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1

/**
 * Where a raw data block's ID_END starts, in bits, found without reading the block: FFmpeg's
 * encoder ends each with END's three set bits and fewer than eight zero bits that align it.
 */
function endElementAt(block: Uint8Array) {
  let last = block.length * 8 - 1
  while (last >= 0 && bitAt(block, last) === 0) last--
  const end = last - 2
  const isEnd = end >= 0 && [0, 1, 2].every((bit) => bitAt(block, end + bit) === 1)
  if (!isEnd || block.length * 8 - (end + 3) >= 8)
    throw new Error('the block does not end with END')
  return end
}

/** A raw data block with what `write` writes put last, after its channel elements, before END. */
export function withElementBeforeEnd(block: Uint8Array, write: (writer: BitWriter) => void) {
  const writer = bitWriter()
  const end = endElementAt(block)
  for (let bit = 0; bit < end; bit++) writer.write(bitAt(block, bit), 1)
  write(writer)
  writer.write(ELEMENT.end, 3)
  writer.align()
  return writer.done()
}

/**
 * Writes a data stream element holding `data` (at most 255 bytes) aligned to whole bytes, as its
 * flag allows, so that the text is there to read in the file's bytes.
 */
export const writeDataStreamElement = (data: Uint8Array) => (writer: BitWriter) => {
  writer.write(ELEMENT.dse, 3)
  writer.write(0, 4)
  writer.write(1, 1)
  writer.write(data.length, 8)
  writer.align()
  writer.bytes(data)
}

/** A data stream element, not byte-aligned, holding `data` (ISO/IEC 14496-3 table 4.10): 2 bytes more. */
const dataStreamElement = (data: Uint8Array) => concat(u8(ELEMENT.dse << 5), u8(data.length), data)

/**
 * A fill element holding `text` as FFmpeg's encoder writes its name (a fill payload, the text
 * aligned to whole bytes), then an empty data stream element that aligns what follows, so the
 * raw data block after them stays on its byte boundaries.
 */
export function fillElement(text: Uint8Array) {
  const writer = bitWriter()
  const count = text.length + 2
  writer.write(ELEMENT.fil, 3)
  writer.write(15, 4)
  writer.write(count - 14, 8)
  writer.write(0, 4)
  const padding = 5
  writer.write(0, padding)
  writer.bytes(text)
  writer.write(0, 12 - padding)
  writer.write(ELEMENT.dse, 3)
  writer.write(0, 4)
  writer.write(1, 1)
  writer.write(0, 8)
  writer.align()
  return writer.done()
}

/** The most bytes a fill element's count says in its 4 bits; more take 8 bits besides. */
const FILL_COUNT_ESCAPE = 15

/**
 * Writes a fill element of the plain fill type (0, whose bits decoders skip) holding `data` (at
 * most 267 bytes) on whole bytes: an empty aligned data stream element first, then the fill
 * element's id, count and type (11 or 19 bits), 5 zero bits, `data`, and 7 zero bits.
 */
export const writeFillElement = (data: Uint8Array) => (writer: BitWriter) => {
  writeDataStreamElement(new Uint8Array())(writer)
  const count = data.length + 2
  writer.write(ELEMENT.fil, 3)
  writer.write(Math.min(count, FILL_COUNT_ESCAPE), 4)
  if (count >= FILL_COUNT_ESCAPE) writer.write(count - FILL_COUNT_ESCAPE + 1, 8)
  writer.write(0, 4)
  writer.write(0, 5)
  writer.bytes(data)
  writer.write(0, 7)
}

/** voice.aac's layout: AAC LC (object type 2, written less one), 8 kHz (index 11), one channel. */
const LOW_COMPLEXITY = 1
const RATE_8000 = 11

/**
 * A program config element (ISO/IEC 14496-3 table 4.2) giving voice.aac's own layout, one front
 * mono channel, with `comment` in its comment field, which decoders do not read.
 */
function programConfigElement(comment: Uint8Array) {
  const writer = bitWriter()
  writer.write(ELEMENT.pce, 3)
  writer.write(0, 4)
  writer.write(LOW_COMPLEXITY, 2)
  writer.write(RATE_8000, 4)
  for (const [count, bits] of [
    [1, 4],
    [0, 4],
    [0, 4],
    [0, 2],
    [0, 3],
    [0, 4],
  ] as const) {
    writer.write(count, bits)
  }
  writer.write(0, 3)
  writer.write(0, 1)
  writer.write(0, 4)
  writer.align()
  writer.write(comment.length, 8)
  writer.bytes(comment)
  return writer.done()
}

/** An ADTS header (ISO/IEC 14496-3 §1.A.3.2.2) giving its frame `length` bytes, bits 30 to 42. */
function withFrameLength(header: Uint8Array, length: number) {
  const written = Buffer.from(header)
  written[3] = ((written[3] ?? 0) & 0xfc) | (length >> 11)
  written[4] = (length >> 3) & 0xff
  written[5] = ((written[5] ?? 0) & 0x1f) | ((length & 0x07) << 5)
  return written
}

/**
 * ADTS frames (7-byte headers, no CRC) with each frame's raw data block as `rewrite` gives it
 * for its index, its header's length set to match.
 */
export function withBlocksRewritten(
  frames: Uint8Array,
  rewrite: (block: Uint8Array, index: number) => Uint8Array,
) {
  const rewritten: Uint8Array[] = []
  for (let at = 0, index = 0; at < frames.length; index++) {
    const length = frameLength(frames, at)
    const block = rewrite(frames.subarray(at + HEADER_SIZE, at + length), index)
    const header = withFrameLength(
      frames.subarray(at, at + HEADER_SIZE),
      HEADER_SIZE + block.length,
    )
    rewritten.push(header, block)
    at += length
  }
  return concat(...rewritten)
}

/** The frames with `elements` put at the start of the raw data block of frame `index`. */
const withElements = (frames: Uint8Array, index: number, elements: Uint8Array) =>
  withBlocksRewritten(frames, (block, at) => (at === index ? concat(elements, block) : block))

/** The frames with what `write` writes put last in the raw data block of frame `index`, before END. */
const withElementLast = (
  frames: Uint8Array,
  index: number,
  write: Parameters<typeof withElementBeforeEnd>[1],
) =>
  withBlocksRewritten(frames, (block, at) =>
    at === index ? withElementBeforeEnd(block, write) : block,
  )

const MIDDLE = 4

const PLACES: Place<Uint8Array>[] = [
  [
    'data stream element in a frame',
    'dse',
    (frames, canary) =>
      withElements(frames, MIDDLE, dataStreamElement(planted('Recorded by Asha Rao', canary))),
  ],
  [
    'program config element comment in a frame',
    'pce',
    (frames, canary) =>
      withElements(frames, MIDDLE, programConfigElement(planted('Recorded by Asha Rao', canary))),
  ],
  [
    'data stream element after the channel element of a frame',
    'dse-last',
    (frames, canary) =>
      withElementLast(
        frames,
        MIDDLE,
        writeDataStreamElement(planted('Recorded by Asha Rao', canary)),
      ),
  ],
  [
    'fill element after the channel element of a frame',
    'fil-last',
    (frames, canary) =>
      withElementLast(frames, MIDDLE, writeFillElement(planted('Recorded by Asha Rao', canary))),
  ],
  [
    'fill element in the first frame',
    'fil',
    (frames, canary) =>
      withElements(frames, 0, fillElement(concat(ascii('Asha Rao '), canaryBytes(canary)))),
  ],
]

/** voice.aac's frames with text where AAC keeps bytes decoders skip. */
export const adtsCanaryFixtures = (): CanaryFixture[] =>
  PLACES.map(([place, tag, plant]) => {
    const canary = `CANARY-aac-${tag}`
    return {
      source: SOURCE,
      name: `${SOURCE}: ${place}`,
      format: 'aac',
      bytes: plant(framesOf(fixtureBytes(SOURCE)), canary),
      canaries: [canary],
      pristineMedia: { kind: 'decoded', streams: ['audio'], asSource: true },
    }
  })
