import { thumbnailOffMainThread } from '../fileJobs'
import type { MediaKind } from './mediaTypes'

/** A media file that neither loads nor fails within this time is treated as unreadable. */
const METADATA_TIMEOUT_MS = 10_000

function mediaMetadataLoads(file: Blob, kind: 'video' | 'audio') {
  const element = document.createElement(kind)
  const url = URL.createObjectURL(file)
  let timer: ReturnType<typeof setTimeout> | undefined
  return new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), METADATA_TIMEOUT_MS)
    element.preload = 'metadata'
    element.onloadedmetadata = () => resolve(true)
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
 * product.md §7: the last check before a file is accepted: the browser opens it (decodes the
 * image, in a worker where there is one; loads the video's or audio's metadata). Gives what to
 * preview the file with (a photo's thumbnail, the media file itself), or undefined when the
 * bytes look right but do not open.
 */
export async function verifyDecodes(file: Blob, kind: MediaKind): Promise<Blob | undefined> {
  if (kind === 'photo') return thumbnailOffMainThread(file)
  return (await mediaMetadataLoads(file, kind)) ? file : undefined
}
