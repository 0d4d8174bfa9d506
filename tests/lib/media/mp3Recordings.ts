import { asciiBytes } from '@/lib/media/core/bytes'
import { id3v24Tag } from './canaries/id3'
import { frameStarts } from './canaries/mp3'
import { fixtureBytes } from './loadFixture'
import { changedAt, inserted, without, type RecordingCase } from './recordingCases'

// MP3 recordings with a damaged frame header, or bytes between their frames, derived from
// tagged.mp3 (ffmpeg's LAME, MPEG-2 Layer III, 22.05 kHz mono, scripts/make-media-fixtures.mjs):
// its 41 frames, each 576 samples, without its tags.

const frameMs = (frames: number) => (frames * 576 * 1000) / 22050

/** tagged.mp3's frames, and where each starts among them. */
function recording() {
  const tagged = fixtureBytes('tagged.mp3')
  const { starts, end } = frameStarts(tagged)
  const first = starts[0] ?? end
  return { frames: tagged.slice(first, end), starts: starts.map((start) => start - first) }
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
