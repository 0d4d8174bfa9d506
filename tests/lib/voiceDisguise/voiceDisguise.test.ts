// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { drawDisguiseFactors, voiceDisguise, type SoundStage } from '@/lib/voiceDisguise'
import { FormantWarp } from '@/lib/voiceDisguise/formantWarp'
import { PitchShift } from '@/lib/voiceDisguise/pitchShift'
import { envelopePeak, medianPitch } from '../../support/soundMeasures'
import { syntheticVoice } from './syntheticVoice'

const RATE = 48_000
const VOICE = { pitch: 120, formant: 1500, seconds: 1, sampleRate: RATE }
/**
 * The estimators' own error on these voices: the pitch's under 2 %, the envelope's peak within
 * one harmonic's spacing (about 100 Hz, 6 % of 1.5 kHz), as the peak falls between harmonics.
 */
const PITCH_TOLERANCE = 0.02
const PEAK_TOLERANCE = 0.07

/** Feeds `samples` in uneven pieces, as a decoder hands them out, and gathers what comes out. */
function streamed(stage: SoundStage, samples: Float32Array, piece = 1000) {
  const parts: Float32Array[] = []
  for (let start = 0, n = 0; start < samples.length; n++) {
    const length = piece + ((n * 37) % 500)
    parts.push(stage.push(samples.subarray(start, start + length)))
    start += length
  }
  parts.push(stage.end())
  const whole = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0))
  parts.reduce((at, part) => (whole.set(part, at), at + part.length), 0)
  return whole
}

/** The middle of a sound, away from its fading ends. */
const middle = (samples: Float32Array) =>
  samples.subarray(Math.round(samples.length * 0.2), Math.round(samples.length * 0.8))

const pitchOf = (samples: Float32Array) => medianPitch(middle(samples), RATE).pitch
const peakOf = (samples: Float32Array) => envelopePeak(middle(samples), RATE)

describe('voiceDisguise', () => {
  const voice = syntheticVoice(VOICE)

  it('measures the test voice as made, so the measures can be trusted', () => {
    expect(pitchOf(voice) / VOICE.pitch).toBeCloseTo(1, 1)
    expect(Math.abs(peakOf(voice) / VOICE.formant - 1)).toBeLessThan(PEAK_TOLERANCE)
  })

  it('moves the pitch and the formants each by its own factor, and keeps the length', () => {
    const disguised = streamed(voiceDisguise({ pitch: 0.8, formants: 1.25 }, RATE), voice)
    expect(disguised).toHaveLength(voice.length)
    expect(Math.abs(pitchOf(disguised) / (VOICE.pitch * 0.8) - 1)).toBeLessThan(PITCH_TOLERANCE)
    expect(Math.abs(peakOf(disguised) / (VOICE.formant * 1.25) - 1)).toBeLessThan(PEAK_TOLERANCE)
  })

  it('is not undone by shifting the pitch back: the formants stay moved', () => {
    const disguised = streamed(voiceDisguise({ pitch: 0.8, formants: 1.25 }, RATE), voice)
    const shiftedBack = streamed(new PitchShift(1 / 0.8, RATE), disguised)
    expect(Math.abs(pitchOf(shiftedBack) / VOICE.pitch - 1)).toBeLessThan(PITCH_TOLERANCE)
    // The formant lands at 1.25 / 0.8 of the original, far from where it was.
    expect(peakOf(shiftedBack) / VOICE.formant).toBeGreaterThan(1.4)
  })

  it('gives the same sound whether it is fed in large pieces or small ones', () => {
    const factors = { pitch: 0.82, formants: 1.1 }
    const large = streamed(voiceDisguise(factors, RATE), voice, 20_000)
    const small = streamed(voiceDisguise(factors, RATE), voice, 300)
    expect(small).toEqual(large)
  })

  it('keeps silence silent and an empty sound empty', () => {
    const silence = streamed(
      voiceDisguise({ pitch: 0.8, formants: 1.1 }, RATE),
      new Float32Array(RATE),
    )
    expect(silence.every((sample) => sample === 0)).toBe(true)
    expect(voiceDisguise({ pitch: 0.8, formants: 1.1 }, RATE).end()).toHaveLength(0)
  })
})

describe('PitchShift', () => {
  it('moves the pitch by its factor, up or down, and keeps the length', () => {
    const voice = syntheticVoice(VOICE)
    for (const factor of [0.75, 1.3]) {
      const shifted = streamed(new PitchShift(factor, RATE), voice)
      expect(shifted).toHaveLength(voice.length)
      expect(Math.abs(pitchOf(shifted) / (VOICE.pitch * factor) - 1)).toBeLessThan(PITCH_TOLERANCE)
    }
  })
})

describe('FormantWarp', () => {
  it('moves the envelope peak by its factor and leaves the pitch', () => {
    const voice = syntheticVoice(VOICE)
    const warped = streamed(new FormantWarp(1.3, RATE), voice)
    expect(warped).toHaveLength(voice.length)
    expect(Math.abs(pitchOf(warped) / VOICE.pitch - 1)).toBeLessThan(PITCH_TOLERANCE)
    expect(Math.abs(peakOf(warped) / (VOICE.formant * 1.3) - 1)).toBeLessThan(PEAK_TOLERANCE)
  })

  it('leaves a sound as it was when the factor is one', () => {
    const voice = syntheticVoice(VOICE)
    const warped = streamed(new FormantWarp(1, RATE), voice)
    const original = middle(voice)
    const largestChange = middle(warped).reduce(
      (most, sample, n) => Math.max(most, Math.abs(sample - (original[n] ?? 0))),
      0,
    )
    expect(largestChange).toBeLessThan(1e-4)
  })
})

describe('drawDisguiseFactors', () => {
  it('lowers the pitch and raises the formants, by different factors each time', () => {
    const lowest = drawDisguiseFactors(() => 0)
    const highest = drawDisguiseFactors(() => 0.999)
    expect(lowest).toEqual({ pitch: 0.78, formants: 1.08 })
    expect(highest.pitch).toBeLessThan(0.87)
    expect(highest.formants).toBeLessThan(1.17)
    expect(drawDisguiseFactors()).not.toEqual(drawDisguiseFactors())
  })
})
