import { removeHiddenDetails, type DetectedFormat } from '@/lib/media'
import { blobBytes } from './loadFixture'

/** `bytes` cleaned by the engine as `format`: what it answers, and the copy's bytes. */
export async function cleanedCopy(bytes: Uint8Array, format: DetectedFormat) {
  const cleaning = await removeHiddenDetails(new Blob([bytes as Uint8Array<ArrayBuffer>]), format)
  return { ...cleaning, cleaned: await blobBytes(cleaning.blob) }
}
