/**
 * Moves the pitch by `factor` and keeps the length (WSOLA with resampling): each grain of 30 ms
 * is read `factor` times faster or slower than it plays, which moves the pitch (and with it the
 * formants, which formantWarp.ts then moves on their own), and grains are laid half over each
 * other where they started in the original, so the length stays. Each grain's start is nudged
 * within a few milliseconds to where it best continues the grain before it (waveform similarity),
 * so the overlapping halves are in step and the voice does not warble.
 */
import { hannWindow } from './fft'
import { InputWindow, OverlapAdd, type SoundStage } from './streamBuffers'

const GRAIN_SECONDS = 0.03
/** How far a grain's start may move: more than one period of a low voice's pitch (80 Hz). */
const TOLERANCE_SECONDS = 0.007
/** The similarity is measured on every fourth sample: enough for speech, a quarter of the work. */
const SIMILARITY_STEP = 4

export class PitchShift implements SoundStage {
  private readonly factor: number
  private readonly input = new InputWindow()
  private readonly output = new OverlapAdd()
  private readonly grain: number
  private readonly hop: number
  private readonly tolerance: number
  private readonly window: Float64Array
  private received = 0
  /** The next grain; grain -1 starts before the output so that its start is whole. */
  private next = -1
  private previousStart: number | undefined

  constructor(factor: number, sampleRate: number) {
    this.factor = factor
    this.hop = Math.round((GRAIN_SECONDS * sampleRate) / 2)
    this.grain = 2 * this.hop
    this.tolerance = Math.round(TOLERANCE_SECONDS * sampleRate)
    this.window = hannWindow(this.grain)
  }

  push(samples: Float32Array) {
    this.input.append(samples)
    this.received += samples.length
    return this.run(false)
  }

  end() {
    this.run(true)
    return this.output.takeUntil(this.received)
  }

  /** Where grain `k` would start in the input, its middle read at its middle's place. */
  private idealStart(k: number) {
    return k * this.hop + (this.grain / 2) * (1 - this.factor)
  }

  private lastRead(k: number) {
    return this.idealStart(k) + this.tolerance + this.grain * this.factor + 2
  }

  private run(ending: boolean) {
    while (
      ending ? this.next * this.hop < this.received : this.lastRead(this.next) < this.input.end
    ) {
      this.addGrain(this.next++)
    }
    const from = Math.min(this.idealStart(this.next) - this.tolerance, this.previousStart ?? 0)
    this.input.forgetBefore(from - 1)
    return ending ? new Float32Array(0) : this.output.takeUntil(this.next * this.hop)
  }

  private addGrain(k: number) {
    const ideal = Math.round(this.idealStart(k))
    const start =
      this.previousStart === undefined ? ideal : this.bestStart(ideal, this.previousStart)
    const samples = this.window.map(
      (weight, n) => weight * this.input.between(start + n * this.factor),
    )
    this.output.add(samples, k * this.hop)
    this.previousStart = start
  }

  /**
   * The start near `ideal` whose opening best matches what the previous grain would have played
   * next: compared in the original's own time, where both are read at the same rate.
   */
  private bestStart(ideal: number, previousStart: number) {
    const span = Math.floor(this.hop * this.factor)
    const continued: number[] = []
    for (let u = 0; u < span; u += SIMILARITY_STEP) {
      continued.push(this.input.between(previousStart + this.hop * this.factor + u))
    }
    let [best, bestScore] = [ideal, -Infinity]
    for (let start = ideal - this.tolerance; start <= ideal + this.tolerance; start++) {
      let [product, energy] = [0, 1e-12]
      for (let m = 0; m < continued.length; m++) {
        const sample = this.input.at(start + m * SIMILARITY_STEP)
        product += (continued[m] ?? 0) * sample
        energy += sample * sample
      }
      const score = product / Math.sqrt(energy)
      if (score > bestScore) [best, bestScore] = [start, score]
    }
    return best
  }
}
