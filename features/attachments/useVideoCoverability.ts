import { useEffect, useState } from 'react'
import { useAppDispatch } from '@store/hooks'
import { ChunkLoadError, downloadedOnFirstUse } from '@/lib/chunkLoadError'
import type { VideoCoverability } from '@/lib/videoCover'
import type { Attachment } from './attachment'
import { attachmentFilesOf } from './chooseFiles'

/**
 * The video cover's code downloads with the first video chosen, never with the dashboard: here
 * only what tells whether a video can be covered. mediabunny and the rest of the engine load
 * when the editor opens.
 */
const videoCover = downloadedOnFirstUse(() => import('@/lib/videoCover'))

/** `notDownloaded`: the video cover's code did not arrive; `failed`: the video could not be read. */
export type VideoCoverAnswer = 'asking' | VideoCoverability | 'failed' | 'notDownloaded'

/**
 * Whether a chosen video can be covered here: asked once its format is known, and again when a
 * covered copy replaces it (its size changes) or the sender retries a download.
 */
export function useVideoCoverability(attachment: Attachment) {
  const dispatch = useAppDispatch()
  const [attempt, setAttempt] = useState(0)
  const [answer, setAnswer] = useState<{ key: string; coverability: VideoCoverAnswer }>()
  const { id, size, format } = attachment
  const key = `${id}:${size}:${attempt}`

  useEffect(() => {
    const file = format ? dispatch(attachmentFilesOf()).fileOf(id) : undefined
    if (!file || !format) return
    let current = true
    const answered = (coverability: VideoCoverAnswer) => {
      if (current) setAnswer({ key, coverability })
    }
    videoCover()
      .then(({ videoCoverability }) => videoCoverability(file, format))
      .then(answered, (error: unknown) =>
        answered(error instanceof ChunkLoadError ? 'notDownloaded' : 'failed'),
      )
    return () => {
      current = false
    }
  }, [dispatch, id, format, key])

  return {
    coverability: answer?.key === key ? answer.coverability : 'asking',
    askAgain: () => setAttempt(attempt + 1),
  }
}
