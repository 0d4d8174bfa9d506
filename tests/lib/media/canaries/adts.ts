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

const ELEMENT = { dse: 4, pce: 5, fil: 6 }

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

/** The frames with `elements` put at the start of the raw data block of frame `index`. */
function withElements(frames: Uint8Array, index: number, elements: Uint8Array) {
  let at = 0
  for (let frame = 0; frame < index; frame++) at += frameLength(frames, at)
  const length = frameLength(frames, at)
  const header = Buffer.from(frames.subarray(at, at + HEADER_SIZE))
  const longer = length + elements.length
  header[3] = ((header[3] ?? 0) & 0xfc) | (longer >> 11)
  header[4] = (longer >> 3) & 0xff
  header[5] = ((header[5] ?? 0) & 0x1f) | ((longer & 0x07) << 5)
  return concat(
    frames.subarray(0, at),
    header,
    elements,
    frames.subarray(at + HEADER_SIZE, at + length),
    frames.subarray(at + length),
  )
}

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
