import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useAppDispatch } from '@store/hooks'
import { attachmentFilesOf } from './chooseFiles'

const noUrlOnTheServer = () => undefined

/**
 * The preview URL of a kept file while the preview is on screen: made when it appears, revoked
 * when it leaves (removed, sent, discarded, or the dashboard closed), so none outlives its use.
 */
export function usePreviewUrl(id: string) {
  const dispatch = useAppDispatch()
  const files = useMemo(() => dispatch(attachmentFilesOf()), [dispatch])
  useEffect(() => {
    files.holdPreviewUrl(id)
    return () => files.releasePreviewUrl(id)
  }, [files, id])
  return useSyncExternalStore(
    files.watchPreviewUrls,
    () => files.previewUrlOf(id),
    noUrlOnTheServer,
  )
}
