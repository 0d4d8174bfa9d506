/**
 * A vowel-like test voice: a train of glottal pulses at `pitch` hertz, with a slight vibrato as a
 * speaker's has, through one resonance (a formant) at `formant` hertz.
 */
export function syntheticVoice({
  pitch,
  formant,
  seconds,
  sampleRate,
}: {
  pitch: number
  formant: number
  seconds: number
  sampleRate: number
}) {
  const samples = new Float32Array(Math.round(seconds * sampleRate))
  const radius = Math.exp((-Math.PI * 120) / sampleRate)
  const turn = (2 * Math.PI * formant) / sampleRate
  let [phase, previous, beforePrevious] = [0, 0, 0]
  for (let n = 0; n < samples.length; n++) {
    const vibrato = 1 + 0.01 * Math.sin((2 * Math.PI * 5 * n) / sampleRate)
    phase += (pitch * vibrato) / sampleRate
    const pulse = phase >= 1 ? 1 : 0
    if (pulse) phase -= 1
    const output = pulse + 2 * radius * Math.cos(turn) * previous - radius * radius * beforePrevious
    ;[beforePrevious, previous] = [previous, output]
    samples[n] = output
  }
  const loudest = samples.reduce((most, sample) => Math.max(most, Math.abs(sample)), 0)
  return samples.map((sample) => (0.5 * sample) / loudest)
}
