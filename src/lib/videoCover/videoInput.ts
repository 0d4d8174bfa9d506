import { BlobSource, Input, MATROSKA, MP4, QTFF, WEBM } from 'mediabunny'

/** The containers of the videos TipWire takes (MP4, MOV, 3GP, WebM, MKV): no other reader loads. */
const VIDEO_CONTAINERS = [MP4, QTFF, MATROSKA, WEBM]

/** `file` opened for reading, read lazily, a slice at a time; the caller disposes of it. */
export const openVideoInput = (file: Blob) =>
  new Input({ source: new BlobSource(file), formats: VIDEO_CONTAINERS })

/** Runs `read` on `file` opened for reading, then lets it go. */
export async function withVideoInput<Result>(file: Blob, read: (input: Input) => Promise<Result>) {
  const input = openVideoInput(file)
  try {
    return await read(input)
  } finally {
    input.dispose()
  }
}
