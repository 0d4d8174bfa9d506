// The app's check, not the engine's: it asks the browser (a DOM element) to open the file.
import type { MediaKind } from '@/lib/media'

/**
 * A media file that neither loads nor fails within this time is treated as unreadable: a
 * browser that never answers (a codec it half knows) must not keep the file "checking" for
 * ever. Loading metadata reads only what it needs from a local file, so a file that opens does
 * so long before this, even on a slow phone.
 */
const METADATA_TIMEOUT_MS = 10_000

/**
 * Whether the browser opens the file and can show what it is for: for a video, its picture. A
 * browser that cannot decode the picture (HEVC on most desktops) still opens a video with sound
 * it can play, with no picture at all (0 x 0): a grey player, which is no preview.
 */
function mediaMetadataLoads(file: Blob, kind: 'video' | 'audio') {
  const element = document.createElement(kind)
  const url = URL.createObjectURL(file)
  let timer: ReturnType<typeof setTimeout> | undefined
  return new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), METADATA_TIMEOUT_MS)
    element.preload = 'metadata'
    element.onloadedmetadata = () =>
      resolve(!(element instanceof HTMLVideoElement) || element.videoWidth > 0)
    element.onerror = () => resolve(false)
    element.src = url
  }).finally(() => {
    clearTimeout(timer)
    element.onloadedmetadata = null
    element.onerror = null
    // Lets the browser drop what it loaded before the URL goes.
    element.removeAttribute('src')
    element.load()
    URL.revokeObjectURL(url)
  })
}

/**
 * product.md §7: the last check before a file is accepted: the browser opens it (the engine's
 * check decoded a photo into `thumbnail`, in a worker where there is one; a video's or audio's
 * metadata loads here). Gives what to preview the file with (a photo's thumbnail, the media file
 * itself), or undefined when the bytes look right but do not open, or open as a video without a
 * picture.
 */
export async function verifyDecodes(
  file: Blob,
  kind: MediaKind,
  thumbnail: Blob | undefined,
): Promise<Blob | undefined> {
  if (kind === 'photo') return thumbnail
  return (await mediaMetadataLoads(file, kind)) ? file : undefined
}
