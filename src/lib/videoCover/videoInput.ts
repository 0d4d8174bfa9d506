import {
  ADTS,
  BlobSource,
  FLAC,
  Input,
  MATROSKA,
  MP3,
  MP4,
  OGG,
  QTFF,
  WAVE,
  WEBM,
  type InputFormat,
} from 'mediabunny'

/** The containers of the videos TipWire takes (MP4, MOV, 3GP, WebM, MKV): no other reader loads. */
const VIDEO_CONTAINERS = [MP4, QTFF, MATROSKA, WEBM]
/** And of its sound recordings: M4A and 3GP sound (MP4), MP3, WAV, Ogg, AAC, FLAC, WebM sound. */
const SOUND_CONTAINERS = [...VIDEO_CONTAINERS, MP3, WAVE, OGG, ADTS, FLAC]

/** `file` opened for reading in `formats`, read lazily, a slice at a time; the caller disposes of it. */
const openInput = (formats: InputFormat[]) => (file: Blob) =>
  new Input({ source: new BlobSource(file), formats })

/** Runs `read` on `file` opened by `open`, then lets it go. */
const withInput =
  (open: (file: Blob) => Input) =>
  async <Result>(file: Blob, read: (input: Input) => Promise<Result>) => {
    const input = open(file)
    try {
      return await read(input)
    } finally {
      input.dispose()
    }
  }

export const openVideoInput = openInput(VIDEO_CONTAINERS)

export const withVideoInput = withInput(openVideoInput)

export const withSoundInput = withInput(openInput(SOUND_CONTAINERS))
