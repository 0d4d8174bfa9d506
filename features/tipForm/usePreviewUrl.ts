import { useEffect, useSyncExternalStore } from 'react'
import {
  holdPreviewUrl,
  previewUrlOf,
  releasePreviewUrl,
  watchPreviewUrls,
} from './media/attachmentFiles'

const noUrlOnTheServer = () => undefined

/**
 * The preview URL of a kept file while the preview is on screen: made when it appears, revoked
 * when it leaves (removed, sent, discarded, or the dashboard closed), so none outlives its use.
 */
export function usePreviewUrl(id: string) {
  useEffect(() => {
    holdPreviewUrl(id)
    return () => releasePreviewUrl(id)
  }, [id])
  return useSyncExternalStore(watchPreviewUrls, () => previewUrlOf(id), noUrlOnTheServer)
}
