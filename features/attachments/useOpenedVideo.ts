import { useEffect, useState } from 'react'
import { useAppDispatch } from '@store/hooks'
import { ChunkLoadError, downloadedOnFirstUse } from '@/lib/chunkLoadError'
import type { OpenedVideo } from '@/lib/videoCover'
import type { Attachment } from './attachment'
import { attachmentFilesOf } from './chooseFiles'

/**
 * The video cover's code (the engine that opens and re-encodes a video) downloads with the first
 * video chosen, never with the dashboard.
 */
const videoCover = downloadedOnFirstUse(() => import('@/lib/videoCover'))

/** `notDownloaded`: the video cover's code did not arrive; `failed`: the video would not open. */
export type VideoOpening = 'opening' | OpenedVideo | 'failed' | 'notDownloaded'

/**
 * Whether a chosen video can be covered here: opened once its format is known, and again when a
 * covered copy replaces it (its size changes) or the sender retries a download.
 */
export function useOpenedVideo(attachment: Attachment) {
  const dispatch = useAppDispatch()
  const [attempt, setAttempt] = useState(0)
  const [answer, setAnswer] = useState<{ key: string; opening: VideoOpening }>()
  const { id, size, format } = attachment
  const key = `${id}:${size}:${attempt}`

  useEffect(() => {
    const file = format ? dispatch(attachmentFilesOf()).fileOf(id) : undefined
    if (!file) return
    let current = true
    const answered = (opening: VideoOpening) => {
      if (current) setAnswer({ key, opening })
    }
    videoCover()
      .then(({ openVideo }) => openVideo(file))
      .then(answered, (error: unknown) =>
        answered(error instanceof ChunkLoadError ? 'notDownloaded' : 'failed'),
      )
    return () => {
      current = false
    }
  }, [dispatch, id, format, key])

  return {
    opening: answer?.key === key ? answer.opening : 'opening',
    openAgain: () => setAttempt(attempt + 1),
  }
}
