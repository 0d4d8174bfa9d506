/**
 * The voice disguised as mediabunny converts a file's sound (product.md §7): decoded, mixed to
 * one channel at 48 kHz, passed through the disguise a piece at a time and encoded as Opus, the
 * one sound encoder every browser's WebCodecs has. Each piece leaves as it is disguised, so no
 * more than a few tens of milliseconds of sound are held, whatever the recording's length.
 */
import { AudioSample, canEncodeAudio, type ConversionAudioOptions } from 'mediabunny'
import { drawDisguiseFactors, joinedSamples, voiceDisguise } from '@/lib/voiceDisguise'

/** Opus's own rate. One channel: a voice needs no more, and where each mic stood is not kept. */
const RATE = 48_000
const CHANNELS = 1
/** Half a millisecond: how near its end a piece must reach to be taken as the last. */
const END_TOLERANCE_SECONDS = 0.0005

/** Whether this browser encodes the disguised voice: Opus, one channel, 48 kHz. */
export const canEncodeDisguise = () =>
  canEncodeAudio('opus', { numberOfChannels: CHANNELS, sampleRate: RATE })

/**
 * Conversion options that disguise the sound, which ends at `end` seconds in the new file's
 * time: the last piece is known by it, and with it the disguise gives out what it still holds,
 * so the voice is as long as it was. The factors are drawn anew for each file.
 */
export function disguisedSoundOptions(end: number): ConversionAudioOptions {
  const disguise = voiceDisguise(drawDisguiseFactors(), RATE)
  let first: number | undefined
  let given = 0
  let ended = false
  return {
    codec: 'opus',
    numberOfChannels: CHANNELS,
    sampleRate: RATE,
    processedNumberOfChannels: CHANNELS,
    processedSampleRate: RATE,
    process: (sample) => {
      if (ended) return null
      first ??= sample.timestamp
      const samples = new Float32Array(sample.numberOfFrames)
      sample.copyTo(samples, { planeIndex: 0, format: 'f32-planar' })
      let disguised = disguise.push(samples)
      if (sample.timestamp + sample.duration >= end - END_TOLERANCE_SECONDS) {
        ended = true
        disguised = joinedSamples(disguised, disguise.end())
      }
      if (disguised.length === 0) return null
      const timestamp = first + given / RATE
      given += disguised.length
      return new AudioSample({
        data: disguised,
        format: 'f32-planar',
        numberOfChannels: CHANNELS,
        sampleRate: RATE,
        timestamp,
      })
    },
  }
}
