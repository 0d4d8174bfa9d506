import { asciiBytes } from '@/lib/media/core/bytes'
import { id3v24Tag } from './canaries/id3'
import { frameStarts } from './canaries/mp3'
import { fixtureBytes } from './loadFixture'
import { changedAt, inserted, without, type RecordingCase } from './recordingCases'

// MP3 recordings with a damaged frame header, or bytes between their frames, derived from
// tagged.mp3 (ffmpeg's LAME, MPEG-2 Layer III, 22.05 kHz mono, scripts/make-media-fixtures.mjs):
// its 41 frames, each 576 samples, without its tags.

const frameMs = (frames: number) => (frames * 576 * 1000) / 22050

/**
 * tagged.mp3's kind of frame, MPEG-2 Layer III mono without CRC: after the 4-byte header, 9
 * bytes of side information, which begin with main_data_begin (8 bits), a private bit and the
 * granule's part2_3_length (12 bits).
 */
const BODY_AT = 13
const mainDataBytes = (frames: Uint8Array, at: number) =>
  Math.ceil(((((frames[at + 5] ?? 0) & 0x7f) << 5) | ((frames[at + 6] ?? 0) >> 3)) / 8)

/**
 * Frames as the cleaner sends them, worked out here: every byte of the bit reservoir (the
 * frames' bodies, back to back) that no granule's main data takes is zeroed, as decoders skip
 * it. In tagged.mp3 that is where LAME wrote its name and filler.
 */
function withAncillaryZeroed(frames: Uint8Array, starts: readonly number[]) {
  const bodies = starts.map((start, index) => ({
    start: start + BODY_AT,
    end: starts[index + 1] ?? frames.length,
  }))
  const used: [number, number][] = []
  let reservoir = 0
  starts.forEach((start, index) => {
    const mainStart = reservoir - (frames[start + 4] ?? 0)
    used.push([mainStart, mainStart + mainDataBytes(frames, start)])
    const body = bodies[index]
    reservoir += body ? body.end - body.start : 0
  })
  const sent = frames.slice()
  let offset = 0
  for (const { start, end } of bodies) {
    for (let at = start; at < end; at++, offset++) {
      if (!used.some(([from, to]) => offset >= from && offset < to)) sent[at] = 0
    }
  }
  return sent
}

/** tagged.mp3's frames as the cleaner sends them (see withAncillaryZeroed), from its bytes. */
export function sentFramesOf(tagged: Uint8Array) {
  const { starts, end } = frameStarts(tagged)
  const first = starts[0] ?? end
  return withAncillaryZeroed(
    tagged.slice(first, end),
    starts.map((start) => start - first),
  )
}

/**
 * tagged.mp3's frames as they are sent, so that each case judges the walk, not the zeroing
 * (removeHiddenDetailsFromMedia.test.ts judges that), and where each starts among them.
 */
function recording() {
  const tagged = fixtureBytes('tagged.mp3')
  const { starts, end } = frameStarts(tagged)
  const first = starts[0] ?? end
  return { frames: sentFramesOf(tagged), starts: starts.map((start) => start - first) }
}

/** The frame that is damaged, or before which bytes are put, in each case: the 21st of 41. */
const DAMAGED = 20

function reservedEmphasis(): RecordingCase {
  const { frames, starts } = recording()
  // Decoders ignore the emphasis: ffmpeg decodes all 41 frames, and the frame is sent as it is.
  const file = changedAt(frames, (starts[DAMAGED] ?? 0) + 3, (old) => (old & 0xfc) | 0x02)
  return {
    name: 'a frame header whose emphasis holds the reserved value',
    file,
    sent: file,
    plays: [frames],
    seconds: frameMs(41) / 1000,
    reveals: {},
  }
}

function badBitrate(): RecordingCase {
  const { frames, starts } = recording()
  const [at = 0, next = 0] = [starts[DAMAGED], starts[DAMAGED + 1]]
  // Bitrate index 15 is "bad": no reader can tell the frame's length. ffmpeg decodes 39 frames.
  const sent = without(frames, at, next)
  return {
    name: 'a frame header whose bitrate index is the bad one',
    file: changedAt(frames, at + 2, (old) => old | 0xf0),
    sent,
    plays: [sent],
    seconds: frameMs(40) / 1000,
    reveals: { other: true },
    shortened: { sentMs: frameMs(40), originalMs: frameMs(41) },
  }
}

function textBetween(): RecordingCase {
  const { frames, starts } = recording()
  const text = asciiBytes('Asha Rao, +91 98450 12345')
  // ffmpeg decodes 40 frames: the copy without the text plays longer than the file chosen, but
  // the text could have been a frame whose header was damaged.
  return {
    name: 'text put between frames',
    file: inserted(frames, starts[DAMAGED] ?? 0, text),
    sent: frames,
    plays: [frames],
    seconds: frameMs(41) / 1000,
    reveals: { other: true },
    shortened: { sentMs: frameMs(41), originalMs: frameMs(42) },
  }
}

function tagBetween(): RecordingCase {
  const { frames, starts } = recording()
  return {
    name: 'an ID3 tag put between frames',
    file: inserted(frames, starts[DAMAGED] ?? 0, id3v24Tag('Ward 12')),
    sent: frames,
    plays: [frames],
    seconds: frameMs(41) / 1000,
    reveals: {
      owner: 'Asha Rao Ward 12',
      location: { latitude: 12.9716, longitude: 77.5946 },
    },
  }
}

/** Each case made anew: a test may change its bytes. */
export const mp3Cases = () => [reservedEmphasis(), badBitrate(), textBetween(), tagBetween()]
