import { ALL_FORMATS, BlobSource, Input } from 'mediabunny'

/** Runs `read` on `file` opened for reading (read lazily, a slice at a time), then lets it go. */
export async function withVideoInput<Result>(file: Blob, read: (input: Input) => Promise<Result>) {
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS })
  try {
    return await read(input)
  } finally {
    input.dispose()
  }
}
