/**
 * Moves the formants (the spectral envelope that shapes vowels and much of a voice's character)
 * by `factor` and leaves the pitch where it is. Frame by frame (21 ms at 48 kHz, overlapping by
 * three quarters), the envelope is estimated by linear prediction, and each frequency is given
 * the envelope's level at that frequency divided by `factor`: a peak at 1 kHz moves to
 * `factor` kHz. The harmonics stay where they are; only their loudness changes.
 */
import { fft, hannWindow } from './fft'
import { predictionCoefficients } from './linearPrediction'
import { OverlapAddStage } from './streamBuffers'

const FRAME_SECONDS = 0.021
const FRAMES_OVER_EACH_SAMPLE = 4
/** Hann windows on both sides, a quarter frame apart, add up to 1.5: this undoes it. */
const OVERLAP_GAIN = 2 / 3
/**
 * The most one frequency is raised (20 dB): where a warped formant lands in a valley of the
 * original, a larger gain would raise noise rather than voice.
 */
const MOST_GAIN = 10

export class FormantWarp extends OverlapAddStage {
  private readonly factor: number
  private readonly size: number
  private readonly order: number
  private readonly window: Float64Array

  constructor(factor: number, sampleRate: number) {
    const size = 2 ** Math.round(Math.log2(FRAME_SECONDS * sampleRate))
    const hop = size / FRAMES_OVER_EACH_SAMPLE
    // The first frames start before the output, so that every sample gets four.
    super(hop, 1 - FRAMES_OVER_EACH_SAMPLE)
    this.factor = factor
    this.size = size
    // Two poles for each formant, one formant for each kilohertz, and two for the slope.
    this.order = Math.round(sampleRate / 1000) + 2
    this.window = hannWindow(size)
  }

  protected lastRead(k: number) {
    return k * this.hop + this.size - 1
  }

  protected firstRead(k: number) {
    return k * this.hop
  }

  protected addPiece(k: number) {
    this.addFrame(k * this.hop)
  }

  private addFrame(start: number) {
    const real = this.window.map((weight, n) => weight * this.input.at(start + n))
    const imaginary = new Float64Array(this.size)
    fft(real, imaginary)
    const gains = this.envelopeGains(real, imaginary)
    // A real signal's spectrum is mirrored above half the rate: each mirror gets its gain.
    const gainAt = (k: number) => gains[Math.min(k, this.size - k)] ?? 1
    real.forEach((value, k) => (real[k] = value * gainAt(k)))
    imaginary.forEach((value, k) => (imaginary[k] = value * gainAt(k)))
    fft(real, imaginary, true)
    this.output.add(
      real.map((sample, n) => sample * (this.window[n] ?? 0) * OVERLAP_GAIN),
      start,
    )
  }

  /** For each frequency up to half the rate: the warped envelope's level over the original's. */
  private envelopeGains(real: Float64Array, imaginary: Float64Array) {
    const envelope = this.envelope(real, imaginary)
    const half = this.size / 2
    return envelope.map((level, k) => {
      const source = Math.min(k / this.factor, half)
      const below = Math.floor(source)
      const above = Math.min(below + 1, half)
      const [low, high] = [envelope[below] ?? level, envelope[above] ?? level]
      const warped = low + (high - low) * (source - below)
      return Math.min(MOST_GAIN, warped / level)
    })
  }

  /** The spectral envelope 1/|A| at each frequency up to half the rate, by linear prediction. */
  private envelope(real: Float64Array, imaginary: Float64Array) {
    const power = real.map((value, k) => value * value + (imaginary[k] ?? 0) ** 2)
    fft(power, new Float64Array(this.size), true)
    const a = predictionCoefficients(power, this.order)
    const aReal = new Float64Array(this.size)
    aReal.set(a)
    const aImaginary = new Float64Array(this.size)
    fft(aReal, aImaginary)
    return Float64Array.from(
      { length: this.size / 2 + 1 },
      (_, k) => 1 / Math.max(1e-9, Math.hypot(aReal[k] ?? 0, aImaginary[k] ?? 0)),
    )
  }
}
