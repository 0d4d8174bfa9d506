/**
 * An in-place radix-2 FFT of a complex signal held as two arrays, their length a power of two.
 * `inverse` gives the inverse transform, scaled by 1/n, so a forward then an inverse transform
 * returns the signal.
 */
export function fft(real: Float64Array, imaginary: Float64Array, inverse = false) {
  const n = real.length
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1
    for (; j & bit; bit >>= 1) j ^= bit
    j ^= bit
    if (i < j) {
      swap(real, i, j)
      swap(imaginary, i, j)
    }
  }
  const sign = inverse ? 1 : -1
  for (let size = 2; size <= n; size <<= 1) {
    const half = size / 2
    const angle = (sign * 2 * Math.PI) / size
    for (let k = 0; k < half; k++) {
      const turnReal = Math.cos(angle * k)
      const turnImaginary = Math.sin(angle * k)
      for (let even = k; even < n; even += size) {
        const odd = even + half
        const [evenReal, evenImaginary] = [real[even] ?? 0, imaginary[even] ?? 0]
        const [rawReal, rawImaginary] = [real[odd] ?? 0, imaginary[odd] ?? 0]
        const oddReal = rawReal * turnReal - rawImaginary * turnImaginary
        const oddImaginary = rawReal * turnImaginary + rawImaginary * turnReal
        real[odd] = evenReal - oddReal
        imaginary[odd] = evenImaginary - oddImaginary
        real[even] = evenReal + oddReal
        imaginary[even] = evenImaginary + oddImaginary
      }
    }
  }
  if (inverse) {
    real.forEach((value, i) => (real[i] = value / n))
    imaginary.forEach((value, i) => (imaginary[i] = value / n))
  }
}

function swap(values: Float64Array, i: number, j: number) {
  const kept = values[i] ?? 0
  values[i] = values[j] ?? 0
  values[j] = kept
}

/** A periodic Hann window: copies of it `length / 2` apart add up to exactly one. */
export function hannWindow(length: number) {
  return Float64Array.from({ length }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / length))
}
