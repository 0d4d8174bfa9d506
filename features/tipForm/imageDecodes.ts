/** Whether the browser can decode an image: a decoded bitmap is proof, and is let go at once. */
export async function imageDecodes(file: Blob) {
  try {
    const bitmap = await createImageBitmap(file)
    bitmap.close()
    return true
  } catch {
    return false
  }
}
