/**
 * Linear prediction (Levinson-Durbin): the all-pole filter 1/A(z) whose spectrum follows a
 * signal's spectral envelope (its formants) and not its harmonics, from the signal's
 * autocorrelation `r` (r[0] the power). Returns A's coefficients, a[0] = 1; a silent frame gives
 * a flat A(z) = 1.
 */
export function predictionCoefficients(r: ArrayLike<number>, order: number) {
  const a = new Float64Array(order + 1)
  a[0] = 1
  // A hair of white noise keeps the recursion stable on frames with almost nothing in them.
  let error = (r[0] ?? 0) * (1 + 1e-9)
  if (error <= 0) return a
  for (let i = 1; i <= order; i++) {
    let sum = r[i] ?? 0
    for (let j = 1; j < i; j++) sum += (a[j] ?? 0) * (r[i - j] ?? 0)
    const reflection = -sum / error
    const previous = a.slice()
    for (let j = 1; j < i; j++) a[j] = (previous[j] ?? 0) + reflection * (previous[i - j] ?? 0)
    a[i] = reflection
    error *= 1 - reflection * reflection
    if (error <= 0) break
  }
  return a
}
