/**
 * Moves the pitch by `factor` and keeps the length (WSOLA with resampling): each grain of 30 ms
 * is read `factor` times faster or slower than it plays, which moves the pitch (and with it the
 * formants, which formantWarp.ts then moves on their own), and grains are laid half over each
 * other where they started in the original, so the length stays. Each grain's start is nudged
 * within a few milliseconds to where it best continues the grain before it (waveform similarity),
 * so the overlapping halves are in step and the voice does not warble.
 */
import { hannWindow } from './fft'
import { OverlapAddStage } from './streamBuffers'

const GRAIN_SECONDS = 0.03
/** How far a grain's start may move: more than one period of a low voice's pitch (80 Hz). */
const TOLERANCE_SECONDS = 0.007
/** The similarity is measured on every fourth sample: enough for speech, a quarter of the work. */
const SIMILARITY_STEP = 4

export class PitchShift extends OverlapAddStage {
  private readonly factor: number
  private readonly grain: number
  private readonly tolerance: number
  private readonly window: Float64Array
  private previousStart: number | undefined

  constructor(factor: number, sampleRate: number) {
    const hop = Math.round((GRAIN_SECONDS * sampleRate) / 2)
    // Grain -1 starts before the output, so that the output's start is covered whole.
    super(hop, -1)
    this.factor = factor
    this.grain = 2 * hop
    this.tolerance = Math.round(TOLERANCE_SECONDS * sampleRate)
    this.window = hannWindow(this.grain)
  }

  /** Where grain `k` would start in the input, its middle read at its middle's place. */
  private idealStart(k: number) {
    return k * this.hop + (this.grain / 2) * (1 - this.factor)
  }

  protected lastRead(k: number) {
    return this.idealStart(k) + this.tolerance + this.grain * this.factor + 1
  }

  protected firstRead(k: number) {
    return Math.min(this.idealStart(k) - this.tolerance, this.previousStart ?? 0) - 1
  }

  protected addPiece(k: number) {
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
