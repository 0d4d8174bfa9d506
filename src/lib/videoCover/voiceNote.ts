/**
 * A voice note's voice disguised (product.md §7): its sound decoded, disguised and encoded as
 * Opus in a new Ogg file, streamed as a video's sound is. A recording this browser cannot read
 * or decode (AMR) is said to be so when the card opens, before anything is tried.
 */
import { Conversion, OggOutputFormat, Output, type Input } from 'mediabunny'
import type { CoverProgress } from './coverProgress'
import { canEncodeDisguise, disguisedSoundOptions } from './disguisedSound'
import { executeConversion } from './executeConversion'
import { withSoundInput } from './videoInput'
import { WrittenFile } from './writtenFile'

async function disguisable(input: Input) {
  const sound = await input.getPrimaryAudioTrack()
  return sound !== null && (await sound.canDecode()) && (await canEncodeDisguise())
}

/** Whether this voice note's voice can be disguised here: false for a format it cannot read. */
export async function canDisguiseVoiceNote(file: Blob) {
  try {
    return await withSoundInput(file, disguisable)
  } catch {
    return false
  }
}

/**
 * The voice note with its voice disguised, a new Ogg (Opus) file, before cleaning. Rejects with
 * an AbortError once `signal` aborts, having stopped decoding and encoding.
 */
export function disguiseVoiceNote(
  file: Blob,
  onProgress: (progress: CoverProgress) => void,
  signal: AbortSignal,
) {
  return withSoundInput(file, async (input) => {
    const sound = await input.getPrimaryAudioTrack()
    if (!sound) throw new Error('This recording has no sound')
    const written = new WrittenFile()
    const output = new Output({ format: new OggOutputFormat(), target: written.target() })
    const start = Math.min(0, await input.getFirstTimestamp([sound]))
    const end = (await sound.computeDuration()) - start
    const conversion = await Conversion.init({
      input,
      output,
      tracks: 'primary',
      video: { discard: true },
      audio: (track) => (track === sound ? disguisedSoundOptions(end) : { discard: true }),
      trim: { start },
      tags: {},
      showWarnings: false,
    })
    if (!conversion.isValid) throw new Error('This recording cannot be made anew in this browser')
    await executeConversion(conversion, onProgress, signal)
    return written.blob(output.format.mimeType)
  })
}
