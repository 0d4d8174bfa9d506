/**
 * The two ends of a streaming stage: the input as it arrives, read at absolute sample positions
 * and forgotten once behind, and the output added up piece by piece (overlap-add) and handed on
 * once no later piece can reach it. Memory holds only what a stage still needs: a few frames.
 */

export class InputWindow {
  private samples = new Float32Array(0)
  /** The absolute position of `samples[0]`. */
  private origin = 0

  /** The absolute position after the last sample received. */
  get end() {
    return this.origin + this.samples.length
  }

  append(more: Float32Array) {
    const joined = new Float32Array(this.samples.length + more.length)
    joined.set(this.samples)
    joined.set(more, this.samples.length)
    this.samples = joined
  }

  /** The sample at an absolute position, 0 before the start, after the end or already forgotten. */
  at(position: number) {
    const index = position - this.origin
    return this.samples[index] ?? 0
  }

  /** The signal between samples, by linear interpolation. */
  between(position: number) {
    const before = Math.floor(position)
    const weight = position - before
    return this.at(before) * (1 - weight) + this.at(before + 1) * weight
  }

  /** Forgets the samples before `position`. */
  forgetBefore(position: number) {
    const drop = Math.min(this.samples.length, Math.max(0, Math.floor(position) - this.origin))
    if (drop === 0) return
    this.samples = this.samples.slice(drop)
    this.origin += drop
  }
}

export class OverlapAdd {
  private sums = new Float64Array(0)
  /** The absolute position of `sums[0]`: everything before it has been handed on. */
  private origin = 0

  /** Adds `piece` at absolute position `at` (parts before what was handed on are dropped). */
  add(piece: ArrayLike<number>, at: number) {
    const end = at + piece.length - this.origin
    if (end > this.sums.length) {
      const grown = new Float64Array(end)
      grown.set(this.sums)
      this.sums = grown
    }
    for (let i = Math.max(0, this.origin - at); i < piece.length; i++) {
      this.sums[at - this.origin + i] = (this.sums[at - this.origin + i] ?? 0) + (piece[i] ?? 0)
    }
  }

  /** Hands on the sums before absolute position `end`, as they are final. */
  takeUntil(end: number) {
    const count = Math.max(0, end - this.origin)
    const taken = new Float32Array(count)
    taken.set(this.sums.subarray(0, Math.min(count, this.sums.length)))
    this.sums = this.sums.slice(Math.min(count, this.sums.length))
    this.origin += count
    return taken
  }
}

/** A stage of the voice's disguise, fed in pieces of any length: out comes what is final so far. */
export interface SoundStage {
  push(samples: Float32Array): Float32Array
  /** The rest, once no more comes: as many samples out in all as came in. */
  end(): Float32Array
}

/**
 * A stage made of pieces (grains, frames) `hop` samples apart, piece k's output starting at
 * k × hop, each added once the input it reads has come; at the end, the input is taken as
 * silence after its last sample, until every sample received has all its pieces.
 */
export abstract class OverlapAddStage implements SoundStage {
  protected readonly input = new InputWindow()
  protected readonly output = new OverlapAdd()
  protected readonly hop: number
  private received = 0
  private next: number

  /** `first`: the first piece, before zero when pieces must overlap the output's start. */
  constructor(hop: number, first: number) {
    this.hop = hop
    this.next = first
  }

  push(samples: Float32Array) {
    this.input.append(samples)
    this.received += samples.length
    while (this.lastRead(this.next) < this.input.end) this.addPiece(this.next++)
    this.input.forgetBefore(this.firstRead(this.next))
    return this.output.takeUntil(this.next * this.hop)
  }

  end() {
    while (this.next * this.hop < this.received) this.addPiece(this.next++)
    return this.output.takeUntil(this.received)
  }

  /** The last input position piece `k` reads. */
  protected abstract lastRead(k: number): number
  /** The first input position piece `k` or a later one may read. */
  protected abstract firstRead(k: number): number
  /** Adds piece `k` to the output, at k × hop. */
  protected abstract addPiece(k: number): void
}

/** Two runs of samples, one after the other. */
export function joinedSamples(first: Float32Array, second: Float32Array) {
  const both = new Float32Array(first.length + second.length)
  both.set(first)
  both.set(second, first.length)
  return both
}
