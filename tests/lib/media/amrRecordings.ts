import { asciiBytes } from '@/lib/media/core/bytes'
import { fixtureBytes } from './loadFixture'
import { inserted, joinBytes, type RecordingCase } from './recordingCases'

// AMR recordings joined, damaged, or with bytes between their frames, derived from voice.amr (a
// feature phone's, scripts/media-fixtures/phone.mjs): Debian's ffmpeg decodes AMR but cannot
// encode it, so these are made from its frames rather than committed.

export const MAGIC = asciiBytes('#!AMR\n')
/** voice.amr ends with text an app appended after its 50 frames. */
export const TRAILER = 'Recorded by Asha Rao on a Nokia 2720 Flip\n'

/** voice.amr's 50 frames, one second, without its magic line and the text after them. */
const voiceFrames = () => fixtureBytes('voice.amr').slice(MAGIC.length, -TRAILER.length)

/** A recording `seconds` long: the magic line, then voice.amr's frames over again. */
export const recording = (seconds: number) =>
  joinBytes(MAGIC, ...Array.from({ length: seconds }, voiceFrames))

/** voice.amr's two frame types, 12.2 and 4.75 kbit/s, by the lengths TS 26.101 gives them. */
const FRAME_LENGTHS = new Map([
  [7, 32],
  [0, 13],
])

/** Where frame `index` of a recording made by `recording` starts. */
export function frameStart(bytes: Uint8Array, index: number) {
  let at = MAGIC.length
  for (let frame = 0; frame < index; frame++) at += FRAME_LENGTHS.get((bytes[at] ?? 0) >> 3) ?? 0
  return at
}

function joined(): RecordingCase {
  const [first, second] = [recording(3), recording(2)]
  const sent = joinBytes(first, second.subarray(MAGIC.length))
  return {
    name: 'two recordings joined end to end',
    file: joinBytes(first, second),
    sent,
    // ffmpeg reads the second magic line as a frame header and decodes noise until it falls back
    // in step (5.28 s of the joined file): each recording is judged on its own.
    plays: [first, second],
    seconds: 5,
    reveals: {},
  }
}

function paddingBitSet(): RecordingCase {
  const original = recording(3)
  const file = original.slice()
  const at = frameStart(original, 10)
  file[at] = (original[at] ?? 0) | 0x80
  // Decoders ignore the padding bits: ffmpeg decodes the file whole.
  return {
    name: 'a frame header with a padding bit set',
    file,
    sent: original,
    plays: [file],
    seconds: 3,
    reveals: {},
  }
}

function erasedBytesBetween(): RecordingCase {
  const original = recording(3)
  // Erased flash memory reads as 0xff: to a decoder, NO_DATA frames with their padding set.
  const file = inserted(original, frameStart(original, 75), new Uint8Array(40).fill(0xff))
  return {
    name: 'erased bytes between frames',
    file,
    sent: original,
    plays: [file],
    seconds: 3,
    reveals: { other: true },
    // 40 bytes are about one frame of this recording: they cannot be told from a damaged frame.
    shortened: { sentMs: 3000, originalMs: 3020 },
  }
}

function damagedFrameType(): RecordingCase {
  const original = recording(3)
  const [at, next] = [frameStart(original, 10), frameStart(original, 11)]
  const file = original.slice()
  // Frame type 12 is reserved: no decoder can tell this frame's length.
  file[at] = (12 << 3) | 0x04
  const sent = joinBytes(original.subarray(0, at), original.subarray(next))
  return {
    name: 'a frame header whose type was damaged',
    file,
    sent,
    plays: [sent],
    seconds: 2.98,
    reveals: { other: true },
    shortened: { sentMs: 2980, originalMs: 3000 },
  }
}

/** Each case made anew: a test may change its bytes. */
export const amrCases = () => [joined(), paddingBitSet(), erasedBytesBetween(), damagedFrameType()]
