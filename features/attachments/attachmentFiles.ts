/**
 * The one place outside Redux where chosen files live (product.md §7): the `File`, its cleaned
 * copy and its preview, keyed by the attachment id the store keeps. Each store made by
 * makeStore has one of its own; the store holds only a serializable description of each
 * attachment.
 */

interface KeptFile {
  file: File
  /** The copy without hidden details, once made: what would be sent instead of the file. */
  cleaned?: Blob
  /** What the preview shows: a photo's small thumbnail, or the file that would be sent. */
  previewSource?: Blob
  previewUrl?: string
}

export function createAttachmentFiles() {
  const kept = new Map<string, KeptFile>()
  const watchers = new Set<() => void>()
  const notify = () => watchers.forEach((watcher) => watcher())

  function holdPreviewUrl(id: string) {
    const entry = kept.get(id)
    if (!entry || entry.previewUrl) return
    entry.previewUrl = URL.createObjectURL(entry.previewSource ?? entry.cleaned ?? entry.file)
    notify()
  }

  function releasePreviewUrl(id: string) {
    const entry = kept.get(id)
    if (!entry?.previewUrl) return
    URL.revokeObjectURL(entry.previewUrl)
    entry.previewUrl = undefined
    notify()
  }

  /** A preview already on screen moves to the new source, and its old URL is revoked. */
  function keepPreviewSource(id: string, source: Blob) {
    const entry = kept.get(id)
    if (!entry) return
    entry.previewSource = source
    if (!entry.previewUrl) return
    releasePreviewUrl(id)
    holdPreviewUrl(id)
  }

  return {
    keep(id: string, file: File) {
      kept.set(id, { file })
    },

    fileOf: (id: string) => kept.get(id)?.file,

    /** The copy without hidden details, sent instead of the file while cleaning is wanted. */
    cleanedCopyOf: (id: string) => kept.get(id)?.cleaned,

    keepPreviewSource,

    /**
     * The covered copy becomes the file (product.md §7): the chosen file and its cleaned copy
     * are let go, and the preview moves to the covered copy's.
     */
    replaceFile(id: string, file: File, previewSource: Blob) {
      const entry = kept.get(id)
      if (!entry) return
      entry.file = file
      entry.cleaned = undefined
      keepPreviewSource(id, previewSource)
    },

    keepCleanedCopy(id: string, cleaned: Blob) {
      const entry = kept.get(id)
      if (entry) entry.cleaned = cleaned
    },

    /** Subscribes to preview URL changes (for useSyncExternalStore). */
    watchPreviewUrls(watcher: () => void) {
      watchers.add(watcher)
      return () => {
        watchers.delete(watcher)
      }
    },

    previewUrlOf: (id: string) => kept.get(id)?.previewUrl,

    /** Makes the preview URL of a kept file, once; a preview on screen holds it until it leaves. */
    holdPreviewUrl,

    releasePreviewUrl,

    /** Forgets a file and revokes its preview URL. */
    forget(id: string) {
      releasePreviewUrl(id)
      kept.delete(id)
    },
  }
}

export type AttachmentFiles = ReturnType<typeof createAttachmentFiles>
