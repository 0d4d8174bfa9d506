import { useEffect, useState } from 'react'
import { useAppDispatch } from '@store/hooks'
import { ChunkLoadError, downloadedOnFirstUse } from '@/lib/chunkLoadError'
import type { OpenedVideo } from '@/lib/videoCover'
import type { Attachment } from './attachment'
import { attachmentFilesOf } from './chooseFiles'

/**
 * The video cover's code (the engine that opens and re-encodes a video, and disguises a voice)
 * downloads with the first video or voice note chosen, never with the dashboard.
 */
export const videoCover = downloadedOnFirstUse(() => import('@/lib/videoCover'))

type Engine = Awaited<ReturnType<typeof videoCover>>

/** `notDownloaded`: the video cover's code did not arrive; `failed`: the file would not open. */
export type EngineOpening<Answer> = 'opening' | Answer | 'failed' | 'notDownloaded'

export type VideoOpening = EngineOpening<OpenedVideo>

/**
 * What the engine says of a chosen file (`ask`, a function made once, outside render): asked
 * once its format is known, and again when a new copy replaces it (its size changes) or the
 * sender retries a download.
 */
export function useEngineOpening<Answer>(
  attachment: Attachment,
  ask: (engine: Engine, file: File) => Promise<Answer>,
) {
  const dispatch = useAppDispatch()
  const [attempt, setAttempt] = useState(0)
  const [answer, setAnswer] = useState<{ key: string; opening: EngineOpening<Answer> }>()
  const { id, size, format } = attachment
  const key = `${id}:${size}:${attempt}`

  useEffect(() => {
    const file = format ? dispatch(attachmentFilesOf()).fileOf(id) : undefined
    if (!file) return
    let current = true
    const answered = (opening: EngineOpening<Answer>) => {
      if (current) setAnswer({ key, opening })
    }
    videoCover()
      .then((engine) => ask(engine, file))
      .then(answered, (error: unknown) =>
        answered(error instanceof ChunkLoadError ? 'notDownloaded' : 'failed'),
      )
    return () => {
      current = false
    }
  }, [dispatch, id, format, key, ask])

  return {
    opening: answer?.key === key ? answer.opening : 'opening',
    openAgain: () => setAttempt(attempt + 1),
  }
}

const openVideo = (engine: Engine, file: File) => engine.openVideo(file)

/** Whether a chosen video can be covered here, and what can be done with its sound. */
export const useOpenedVideo = (attachment: Attachment) => useEngineOpening(attachment, openVideo)
