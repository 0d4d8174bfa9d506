/**
 * The covered video, before cleaning (product.md §7): every frame decoded, each box showing at
 * its time filled solid in its copied pixels (coveringFrames.ts), and encoded anew; the sound
 * copied packet by packet, or left out. mediabunny's Conversion streams it: a frame is decoded,
 * covered and encoded while the next is read, and the file is written as it goes (writtenFile.ts),
 * as is a disguised voice (disguisedSound.ts),
 * so memory holds a few frames and a few megabytes of output, whatever the clip's length.
 */
import {
  Conversion,
  EncodedAudioPacketSource,
  Output,
  type Input,
  type InputAudioTrack,
  type InputVideoTrack,
  type Rotation,
} from 'mediabunny'
import { abortError } from '@/lib/workers/workerMessages'
import type { CoverProgress } from './coverProgress'
import { coveringFrames } from './coveringFrames'
import { disguisedSoundOptions } from './disguisedSound'
import { executeConversion } from './executeConversion'
import type { CoverTrack } from './coverTracks'
import {
  containerFor,
  encodablePictureCodec,
  outputFormatOf,
  type CoveredContainer,
} from './outputChoice'
import { withVideoInput } from './videoInput'
import { WrittenFile } from './writtenFile'

/** The sound copied as it is, left out, or its voice disguised and encoded anew (Opus). */
export type SoundChoice = 'keep' | 'remove' | 'disguise'

export interface CoverRequest {
  tracks: CoverTrack[]
  sound: SoundChoice
}

export interface CoveredVideo {
  file: Blob
  container: CoveredContainer
}

/**
 * The turn that cancels the picture's own rotation, so that mediabunny hands each frame over as
 * stored, with its rotation, and coveringFrames turns its pixels upright as it covers them. A
 * frame mediabunny must remake (its pixels not square, or mirrored) it remakes upright itself,
 * through planesTransformer, so those are left unturned here.
 */
async function turnedBack(picture: InputVideoTrack): Promise<Rotation | undefined> {
  const [rotation, flip, squareWidth, squareHeight, width, height] = await Promise.all([
    picture.getRotation(),
    picture.getFlip(),
    picture.getSquarePixelWidth(),
    picture.getSquarePixelHeight(),
    picture.getCodedWidth(),
    picture.getCodedHeight(),
  ])
  const remade = flip || squareWidth !== width || squareHeight !== height
  if (rotation === 0 || remade) return undefined
  return ((360 - rotation) % 360) as Rotation
}

const soundCopied = (output: Output) =>
  output.tracks.some(
    ({ type, source }) => type === 'audio' && source instanceof EncodedAudioPacketSource,
  )

async function covered(
  input: Input,
  picture: InputVideoTrack,
  sound: InputAudioTrack | null,
  { tracks, sound: choice }: CoverRequest,
  onProgress: (progress: CoverProgress) => void,
  signal: AbortSignal,
): Promise<CoveredVideo> {
  const [width, height] = [await picture.getDisplayWidth(), await picture.getDisplayHeight()]
  const codec = await encodablePictureCodec(width, height)
  if (!codec) throw new Error('This browser cannot encode a video')
  const soundCodec = sound && (choice === 'disguise' ? 'opus' : await sound.getCodec())
  const container = containerFor(codec, soundCodec)
  const written = new WrittenFile()
  const output = new Output({
    format: outputFormatOf(container),
    target: written.target(),
  })
  // Sound may begin before zero (a phone's AAC priming, Opus's pre-skip). MP4 holds that as it
  // is, so the copy decodes to the same samples; WebM holds no time before zero, so there the
  // new file starts at the first packet kept, or mediabunny would re-encode the sound.
  const start =
    output.format.negativeTimestampSupport === 'full'
      ? 0
      : Math.min(0, await input.getFirstTimestamp(sound ? [picture, sound] : [picture]))
  const soundOptions = async (track: InputAudioTrack) => {
    if (track !== sound) return { discard: true }
    // In the new file's time, which starts at `start` of the original's.
    return choice === 'disguise'
      ? disguisedSoundOptions((await track.computeDuration()) - start)
      : {}
  }
  const rotate = await turnedBack(picture)
  const conversion = await Conversion.init({
    input,
    output,
    tracks: 'primary',
    video: {
      codec,
      process: coveringFrames(tracks, start, rotate ? await picture.getRotation() : 0),
      rotate,
    },
    audio: soundOptions,
    trim: { start },
    // Nothing of the original's tags: its title, its location, its device.
    tags: {},
    showWarnings: false,
  })
  if (!conversion.isValid) throw new Error('This video cannot be made anew in this browser')
  if (sound && choice === 'keep' && !soundCopied(output)) {
    throw new Error('The sound of this video cannot be copied into a new file')
  }
  if (sound && !output.tracks.some(({ type }) => type === 'audio')) {
    throw new Error('The sound of this video cannot be made anew in this browser')
  }
  await executeConversion(conversion, onProgress, signal)
  return { file: written.blob(output.format.mimeType), container }
}

/**
 * The covered video, as the worker makes it: each box of `request.tracks` filled in every
 * frame it shows in, the sound kept (copied), removed or its voice disguised. Rejects with an AbortError once
 * `signal` aborts, having stopped decoding and encoding.
 */
export async function encodeCoveredVideo(
  file: Blob,
  request: CoverRequest,
  onProgress: (progress: CoverProgress) => void,
  signal: AbortSignal,
): Promise<CoveredVideo> {
  if (signal.aborted) throw abortError()
  try {
    return await withVideoInput(file, async (input) => {
      const picture = await input.getPrimaryVideoTrack()
      if (!picture) throw new Error('This video has no picture to cover')
      const sound = request.sound === 'remove' ? null : await input.getPrimaryAudioTrack()
      return covered(input, picture, sound, request, onProgress, signal)
    })
  } catch (error) {
    throw signal.aborted ? abortError() : error
  }
}
