/**
 * The one place outside Redux where chosen files live (product.md §7): the `File`, its cleaned
 * copy, its thumbnail and its preview URL, keyed by the attachment id the store keeps. The store holds only a
 * serializable description of each attachment.
 */

interface KeptFile {
  file: File
  cleaned?: Blob
  /** What the preview shows: a photo's small thumbnail, or the file itself. */
  previewSource?: Blob
  previewUrl?: string
}

const kept = new Map<string, KeptFile>()
const watchers = new Set<() => void>()
const urlCounts = { made: 0, revoked: 0 }

const notify = () => watchers.forEach((watcher) => watcher())

export function keepFile(id: string, file: File) {
  kept.set(id, { file })
}

export const keptFile = (id: string) => kept.get(id)?.file

/** A preview already on screen moves to the new source, and its old URL is revoked. */
export function keepPreviewSource(id: string, source: Blob) {
  const entry = kept.get(id)
  if (!entry) return
  entry.previewSource = source
  if (!entry.previewUrl) return
  releasePreviewUrl(id)
  holdPreviewUrl(id)
}

export function keepCleanedCopy(id: string, cleaned: Blob) {
  const entry = kept.get(id)
  if (entry) entry.cleaned = cleaned
}

export const keptFileIds = () => [...kept.keys()]

/** Subscribes to preview URL changes (for useSyncExternalStore). */
export function watchPreviewUrls(watcher: () => void) {
  watchers.add(watcher)
  return () => {
    watchers.delete(watcher)
  }
}

export const previewUrlOf = (id: string) => kept.get(id)?.previewUrl

/** Makes the preview URL of a kept file, once; a preview on screen holds it until it leaves. */
export function holdPreviewUrl(id: string) {
  const entry = kept.get(id)
  if (!entry || entry.previewUrl) return
  entry.previewUrl = URL.createObjectURL(entry.previewSource ?? entry.file)
  urlCounts.made += 1
  notify()
}

export function releasePreviewUrl(id: string) {
  const entry = kept.get(id)
  if (!entry?.previewUrl) return
  URL.revokeObjectURL(entry.previewUrl)
  urlCounts.revoked += 1
  entry.previewUrl = undefined
  notify()
}

/** Forgets a file and revokes its preview URL. */
export function forgetFile(id: string) {
  releasePreviewUrl(id)
  kept.delete(id)
}

/** How many preview URLs were made and revoked so far: equal once no preview is on screen. */
export const previewUrlCounts = () => ({ ...urlCounts })
