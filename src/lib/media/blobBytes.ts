/** The bytes of part of a file, read without loading the rest. */
export async function readBytes(file: Blob, start = 0, end = file.size) {
  return new Uint8Array(await file.slice(start, end).arrayBuffer())
}
