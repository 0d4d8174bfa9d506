/**
 * The new file as a muxer writes it: in pieces, mostly one after another, with a few small writes
 * back into what is written (a box's size, once known). Each piece becomes a Blob as it comes, so
 * its bytes leave this thread's memory (the browser keeps Blobs outside it); the writes back are
 * kept apart and laid over the pieces at the end.
 */
import { StreamTarget } from 'mediabunny'

/** Large enough to write seldom, small enough to hold: the output is held a piece at a time. */
const WRITE_PIECE_BYTES = 4 * 1024 * 1024

interface WriteBack {
  position: number
  bytes: Uint8Array<ArrayBuffer>
}

export class WrittenFile {
  private readonly pieces: Blob[] = []
  private readonly writesBack: WriteBack[] = []
  private size = 0

  write(bytes: Uint8Array<ArrayBuffer>, position: number) {
    if (position > this.size)
      throw new Error(`A write at ${position} leaves a gap after ${this.size}`)
    const back = Math.min(bytes.length, this.size - position)
    if (back > 0) this.writesBack.push({ position, bytes: bytes.slice(0, back) })
    if (back < bytes.length) {
      this.pieces.push(new Blob([bytes.subarray(back)]))
      this.size += bytes.length - back
    }
  }

  /** Where a muxer writes: a stream of writes at positions (mediabunny's StreamTarget). */
  stream() {
    return new WritableStream<{ data: Uint8Array<ArrayBuffer>; position: number }>({
      write: ({ data, position }) => this.write(data, position),
    })
  }

  /** Where mediabunny's muxer writes, in pieces of a few megabytes. */
  target() {
    return new StreamTarget(this.stream(), { chunked: true, chunkSize: WRITE_PIECE_BYTES })
  }

  /** The whole file, each write back laid over what it replaces, in the order written. */
  blob(type: string) {
    const whole = this.writesBack.reduce(
      (file, { position, bytes }) =>
        new Blob([file.slice(0, position), bytes, file.slice(position + bytes.length)]),
      new Blob(this.pieces),
    )
    return new Blob([whole], { type })
  }
}
