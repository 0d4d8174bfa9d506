import { asciiBytes } from '@/lib/media/core/bytes'
import { id3v24Tag } from './canaries/id3'
import { fixtureBytes, latin1 } from './loadFixture'
import { changedAt, inserted, joinBytes, without, type RecordingCase } from './recordingCases'

// Raw AAC recordings damaged, or with bytes between their frames, derived from voice.aac
// (ffmpeg's AAC-LC, 8 kHz mono, scripts/media-fixtures/phone.mjs): its nine frames, each 1024
// samples, 128 ms.

const FRAME_MS = 128

/** Where voice.aac's frames lie: after its ID3v2 tag, before its APE tag, read independently. */
export function framesOf(bytes: Uint8Array) {
  const syncsafe = [6, 7, 8, 9].reduce((size, at) => size * 128 + (bytes[at] ?? 0), 0)
  return bytes.subarray(10 + syncsafe, latin1(bytes).indexOf('APETAGEX'))
}

/** The length ADTS frame `at` gives itself (ISO/IEC 14496-3 §1.A.3.2.2: bits 30 to 42). */
export const frameLength = (bytes: Uint8Array, at: number) =>
  (((bytes[at + 3] ?? 0) & 0x03) << 11) | ((bytes[at + 4] ?? 0) << 3) | ((bytes[at + 5] ?? 0) >> 5)

/** The name FFmpeg's encoder writes, byte-aligned, in a fill element of the first frame. */
const ENCODER_NAME = 'Lavc59.37.100'

/**
 * voice.aac's frames as the cleaner sends them: the same bytes but for FFmpeg's name, zeroed
 * where it was (the fill element's payload is the name, between zero bits).
 */
export function sentFramesOf(bytes: Uint8Array) {
  const frames = framesOf(bytes).slice()
  const at = latin1(frames).indexOf(ENCODER_NAME)
  if (at < 0) throw new Error(`voice.aac no longer names ${ENCODER_NAME}`)
  return frames.fill(0, at, at + ENCODER_NAME.length)
}

/**
 * voice.aac's frames `times` over, as they are sent (so that each case judges the walk, not the
 * blanking): 27 frames are 3.456 s.
 */
const recording = (times: number) =>
  joinBytes(...Array.from({ length: times }, () => sentFramesOf(fixtureBytes('voice.aac'))))

function frameStart(bytes: Uint8Array, index: number) {
  let at = 0
  for (let frame = 0; frame < index; frame++) at += frameLength(bytes, at)
  return at
}

/** The frame that is damaged in each case: the eleventh of 27. */
const DAMAGED = 10

/** A wrong value in a header field (ISO/IEC 13818-7 §6.2.1), in the header byte it sits in. */
interface Damage {
  field: string
  byte: number
  mask: number
  value: number
}

/**
 * Fields of the fixed header, the same in every frame of a stream, each given a wrong value in
 * one frame. ffmpeg ignores some (it decodes all 27 frames) and drops or misreads the frame by
 * others (26): sent with the stream's header back, each copy is the recording as it was.
 */
const FIXED_HEADER_DAMAGE: Damage[] = [
  { field: 'MPEG version', byte: 1, mask: 0x08, value: 0x08 },
  { field: 'layer', byte: 1, mask: 0x06, value: 0x02 },
  { field: 'CRC flag', byte: 1, mask: 0x01, value: 0x00 },
  { field: 'profile', byte: 2, mask: 0xc0, value: 0x00 },
  { field: 'sample rate (to 48 kHz)', byte: 2, mask: 0x3c, value: 3 << 2 },
  { field: 'sample rate (to a reserved index)', byte: 2, mask: 0x3c, value: 15 << 2 },
  { field: 'channel configuration', byte: 3, mask: 0xc0, value: 0x80 },
]

function damagedField({ field, byte, mask, value }: Damage): RecordingCase {
  const original = recording(3)
  const at = frameStart(original, DAMAGED) + byte
  return {
    name: `a frame header's ${field}, damaged`,
    file: changedAt(original, at, (old) => (old & ~mask) | value),
    sent: original,
    plays: [original],
    seconds: 3.456,
    reveals: {},
  }
}

function damagedSyncWord(): RecordingCase {
  const original = recording(3)
  const [at, next] = [frameStart(original, DAMAGED), frameStart(original, DAMAGED + 1)]
  // ffmpeg drops this frame (26 frames decoded): no reader can tell where a frame without its
  // sync word starts, or that it is one.
  const sent = without(original, at, next)
  return {
    name: 'a frame whose sync word was damaged',
    file: changedAt(original, at + 1, (old) => old & 0xef),
    sent,
    plays: [sent],
    seconds: 3.328,
    reveals: { other: true },
    shortened: { sentMs: 26 * FRAME_MS, originalMs: 27 * FRAME_MS },
  }
}

function damagedLength(): RecordingCase {
  const original = recording(3)
  const [at, next] = [frameStart(original, DAMAGED), frameStart(original, DAMAGED + 1)]
  const length = frameLength(original, at) + 1
  const file = original.slice()
  file[at + 4] = (length >> 3) & 0xff
  file[at + 5] = ((original[at + 5] ?? 0) & 0x1f) | ((length & 0x07) << 5)
  // The damaged frame, as long as its length says, takes the next frame's first byte; the rest
  // of that frame cannot be told from other bytes.
  const sent = without(file, next + 1, frameStart(original, DAMAGED + 2))
  return {
    name: 'a frame whose length was damaged',
    file,
    sent,
    plays: [sent],
    seconds: 3.328,
    reveals: { other: true },
    shortened: { sentMs: 26 * FRAME_MS, originalMs: 27 * FRAME_MS },
  }
}

function textBetween(): RecordingCase {
  const original = recording(3)
  return {
    name: 'text put between frames',
    file: inserted(
      original,
      frameStart(original, DAMAGED),
      asciiBytes('Asha Rao, +91 98450 12345'),
    ),
    sent: original,
    plays: [original],
    seconds: 3.456,
    reveals: { other: true },
    // 25 bytes could have been a frame whose header was damaged: the copy may play shorter.
    shortened: { sentMs: 27 * FRAME_MS, originalMs: 28 * FRAME_MS },
  }
}

function tagBetween(): RecordingCase {
  const original = recording(3)
  return {
    name: 'an ID3 tag put between frames',
    file: inserted(original, frameStart(original, DAMAGED), id3v24Tag('Ward 12')),
    sent: original,
    plays: [original],
    seconds: 3.456,
    // A tag is not sound: nothing that might have been is left out.
    reveals: {
      owner: 'Asha Rao Ward 12',
      location: { latitude: 12.9716, longitude: 77.5946 },
    },
  }
}

/** Each case made anew: a test may change its bytes. */
export const adtsCases = () => [
  ...FIXED_HEADER_DAMAGE.map(damagedField),
  damagedSyncWord(),
  damagedLength(),
  textBetween(),
  tagBetween(),
]
