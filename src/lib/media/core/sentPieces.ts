import type { ByteRange } from './bytes'

/**
 * A part of a recording's cleaned copy: the file's bytes from `start` to `end` as they are, or,
 * with `written`, bytes written in their place (a frame header with its damaged bits repaired).
 */
export type SentPiece = ByteRange & { written?: Uint8Array }

/** Keeps the file's bytes from `start` to `end`, joined to the last piece when they follow it. */
export function keepBytes(pieces: SentPiece[], start: number, end: number) {
  const last = pieces.at(-1)
  if (last && !last.written && last.end === start) last.end = end
  else pieces.push({ start, end })
}

/**
 * The copy the pieces make, built from slices of the file: a browser references a Blob part
 * rather than copying it, so only the written bytes are held.
 */
export const sentBlob = (file: Blob, pieces: readonly SentPiece[], mime: string) =>
  new Blob(
    pieces.map(({ start, end, written }) =>
      written ? (written as Uint8Array<ArrayBuffer>) : file.slice(start, end),
    ),
    { type: mime },
  )
