/**
 * Measures of a voice, independent of the code that disguises it: a pitch estimator by
 * autocorrelation and the frequency of the spectral envelope's highest peak. Used on synthetic
 * voices in Node and on what ffmpeg decodes from a browser's output.
 */

/** The lowest and highest voice pitch looked for, in hertz. */
const LOWEST_PITCH = 60
const HIGHEST_PITCH = 400
/** A lag is taken as the period when it correlates nearly as well as the best (not its double). */
const NEAR_BEST = 0.85
const FRAME_SECONDS = 0.06

function normalizedCorrelation(frame: Float32Array, lag: number) {
  let [product, first, second] = [0, 1e-12, 1e-12]
  for (let i = 0; i + lag < frame.length; i++) {
    const [now, later] = [frame[i] ?? 0, frame[i + lag] ?? 0]
    product += now * later
    first += now * now
    second += later * later
  }
  return product / Math.sqrt(first * second)
}

/** One frame's pitch in hertz, or undefined when it is not voiced (no clear period). */
function framePitch(frame: Float32Array, sampleRate: number) {
  const [shortest, longest] = [
    Math.floor(sampleRate / HIGHEST_PITCH),
    Math.ceil(sampleRate / LOWEST_PITCH),
  ]
  const scores = new Float64Array(longest + 2)
  for (let lag = shortest - 1; lag <= longest + 1; lag++) {
    scores[lag] = normalizedCorrelation(frame, lag)
  }
  const best = Math.max(...scores.subarray(shortest, longest + 1))
  if (best < 0.5) return undefined
  for (let lag = shortest; lag <= longest; lag++) {
    const [before = 0, at = 0, after = 0] = scores.subarray(lag - 1, lag + 2)
    if (at >= before && at >= after && at >= NEAR_BEST * best) {
      // A parabola through the peak and its neighbours: the period between samples.
      const shift = (before - after) / (2 * (before - 2 * at + after) || 1)
      return sampleRate / (lag + shift)
    }
  }
  return undefined
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const loudness = (frame: Float32Array) =>
  Math.sqrt(frame.reduce((sum, sample) => sum + sample * sample, 0) / frame.length)

/**
 * The median pitch, in hertz, of the voiced frames among the loudest half: quiet frames and
 * those without a clear period (breath, hiss, consonants) are left out.
 */
export function medianPitch(samples: Float32Array, sampleRate: number) {
  const length = Math.round(FRAME_SECONDS * sampleRate)
  const frames: Float32Array[] = []
  for (let start = 0; start + length <= samples.length; start += length) {
    frames.push(samples.subarray(start, start + length))
  }
  const threshold = median(frames.map(loudness))
  const pitches = frames
    .filter((frame) => loudness(frame) >= threshold)
    .map((frame) => framePitch(frame, sampleRate))
    .filter((pitch) => pitch !== undefined)
  return { pitch: median(pitches), voicedFrames: pitches.length }
}

/**
 * Where the spectral envelope peaks, in hertz: the average magnitude spectrum (by direct DFT on
 * a grid of `stepHz`) smoothed over `smoothingHz`, wider than the harmonics' spacing.
 */
export function envelopePeak(
  samples: Float32Array,
  sampleRate: number,
  { highestHz = 4000, stepHz = 10, smoothingHz = 400 } = {},
) {
  const frequencies = Array.from({ length: highestHz / stepHz }, (_, i) => (i + 1) * stepHz)
  const windowed = samples.map(
    (sample, n) => sample * (0.5 - 0.5 * Math.cos((2 * Math.PI * n) / samples.length)),
  )
  const magnitudes = frequencies.map((frequency) => {
    // A phasor turned sample by sample: the DFT at one frequency without a cosine per sample.
    const turn = (2 * Math.PI * frequency) / sampleRate
    const [stepReal, stepImaginary] = [Math.cos(turn), -Math.sin(turn)]
    let [real, imaginary, phasorReal, phasorImaginary] = [0, 0, 1, 0]
    for (const sample of windowed) {
      real += sample * phasorReal
      imaginary += sample * phasorImaginary
      ;[phasorReal, phasorImaginary] = [
        phasorReal * stepReal - phasorImaginary * stepImaginary,
        phasorReal * stepImaginary + phasorImaginary * stepReal,
      ]
    }
    return Math.hypot(real, imaginary)
  })
  const half = Math.round(smoothingHz / stepHz / 2)
  const smoothed = magnitudes.map((_, i) => {
    const around = magnitudes.slice(Math.max(0, i - half), i + half + 1)
    return around.reduce((sum, value) => sum + value, 0) / around.length
  })
  return frequencies[smoothed.indexOf(Math.max(...smoothed))] ?? Number.NaN
}
