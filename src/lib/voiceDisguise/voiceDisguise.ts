/**
 * The voice's disguise (product.md §7): the pitch moved by one factor and the formants by
 * another, on the device, streamed a piece at a time. Moving both by the same factor would be a
 * plain resampling, which the opposite resampling undoes; here the pitch goes down and the
 * formants up, so no single shift brings the voice back.
 */
import { FormantWarp } from './formantWarp'
import { PitchShift } from './pitchShift'
import { joinedSamples, type SoundStage } from './streamBuffers'

export interface DisguiseFactors {
  /** The fundamental frequency's factor: 0.8 lowers a 120 Hz voice to 96 Hz. */
  pitch: number
  /** The spectral envelope's factor: 1.12 moves a 1000 Hz formant to 1120 Hz. */
  formants: number
}

/**
 * The factors are drawn anew for each file, within ranges wide enough to change a voice and
 * narrow enough to keep speech clear: whoever hears the result does not know which to undo.
 */
const PITCH_RANGE = [0.78, 0.86] as const
const FORMANT_RANGE = [1.08, 1.16] as const

const within = ([low, high]: readonly [number, number], share: number) => low + (high - low) * share

export const drawDisguiseFactors = (random: () => number = secureRandom): DisguiseFactors => ({
  pitch: within(PITCH_RANGE, random()),
  formants: within(FORMANT_RANGE, random()),
})

function secureRandom() {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1))
  return value / 2 ** 32
}

/**
 * A mono voice disguised a piece at a time: `push` gives what is final so far (a few tens of
 * milliseconds behind), `end` the rest, as many samples in all as came in. The pitch shift also
 * moves the formants by its own factor, so the warp after it moves them by what is left.
 */
export function voiceDisguise(
  { pitch, formants }: DisguiseFactors,
  sampleRate: number,
): SoundStage {
  const shift = new PitchShift(pitch, sampleRate)
  const warp = new FormantWarp(formants / pitch, sampleRate)
  return {
    push: (samples) => warp.push(shift.push(samples)),
    end: () => joinedSamples(warp.push(shift.end()), warp.end()),
  }
}
