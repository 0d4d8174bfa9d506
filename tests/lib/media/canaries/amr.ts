import { frameStart, recording } from '../amrRecordings'
import { ascii, concat, u8 } from './bytes'
import type { CanaryFixture } from './fixture'

/** A 12.2 kbit/s frame's header (type 7, the Q bit set) and its 31 bytes of speech bits. */
const SPEECH_FRAME_HEADER = (7 << 3) | 0x04
const SPEECH_BITS = 31

/** A frame whose speech bits are text: it plays as a burst of noise. */
const textFrame = (text: string) =>
  concat(u8(SPEECH_FRAME_HEADER), ascii(text.padEnd(SPEECH_BITS, ' ')))

/**
 * voice.amr's frames with two frames of text among them. No cleaner can tell them from speech,
 * so they are sent as recorded, and the cleaning must say what is left: that is what is judged.
 */
export function amrCanaryFixtures(): CanaryFixture[] {
  const canary = 'CANARY-amr-speech'
  const sound = recording(1)
  const at = frameStart(sound, 25)
  const frames = concat(textFrame('Asha Rao, 12 MG Road'), textFrame(` ${canary} `))
  return [
    {
      source: 'voice.amr',
      name: 'voice.amr: frames whose speech bits are text',
      format: 'amr',
      bytes: concat(sound.subarray(0, at), frames, sound.subarray(at)),
      canaries: [canary],
      inCodedData: true,
      pristineMedia: { kind: 'decoded', streams: ['audio'] },
    },
  ]
}
