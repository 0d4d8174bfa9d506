import { useEffect, useState } from 'react'
import { useAppDispatch } from '@store/hooks'
import { ChunkLoadError, downloadedOnFirstUse } from '@/lib/chunkLoadError'
import type { DetectedFormat } from '@/lib/media'
import type { VideoCoverability } from '@/lib/videoCover'
import type { Attachment } from './attachment'
import { attachmentFilesOf } from './chooseFiles'

/**
 * The video cover's code downloads with the first video or voice note chosen, never with the
 * dashboard: at first only what tells whether a file can be covered or disguised. mediabunny and
 * the rest of the engine load when an editor opens or a voice is disguised.
 */
export const videoCover = downloadedOnFirstUse(() => import('@/lib/videoCover'))

type Engine = Awaited<ReturnType<typeof videoCover>>

/** `notDownloaded`: the video cover's code did not arrive; `failed`: the file could not be read. */
export type EngineAnswer<Answer> = 'asking' | Answer | 'failed' | 'notDownloaded'

/**
 * What the engine says of a chosen file (`ask`, a function made once, outside render): asked
 * once its format is known, and again when a new copy replaces it (its size changes) or the
 * sender retries a download.
 */
export function useEngineAnswer<Answer>(
  attachment: Attachment,
  ask: (engine: Engine, file: File, format: DetectedFormat) => Promise<Answer>,
) {
  const dispatch = useAppDispatch()
  const [attempt, setAttempt] = useState(0)
  const [answer, setAnswer] = useState<{ key: string; answer: EngineAnswer<Answer> }>()
  const { id, size, format } = attachment
  const key = `${id}:${size}:${attempt}`

  useEffect(() => {
    const file = format ? dispatch(attachmentFilesOf()).fileOf(id) : undefined
    if (!file || !format) return
    let current = true
    const answered = (given: EngineAnswer<Answer>) => {
      if (current) setAnswer({ key, answer: given })
    }
    videoCover()
      .then((engine) => ask(engine, file, format))
      .then(answered, (error: unknown) =>
        answered(error instanceof ChunkLoadError ? 'notDownloaded' : 'failed'),
      )
    return () => {
      current = false
    }
  }, [dispatch, id, format, key, ask])

  return {
    answer: answer?.key === key ? answer.answer : 'asking',
    askAgain: () => setAttempt(attempt + 1),
  }
}

export type VideoCoverAnswer = EngineAnswer<VideoCoverability>

const askCoverability = (engine: Engine, file: File, format: DetectedFormat) =>
  engine.videoCoverability(file, format)

/** Whether a chosen video can be covered here. */
export const useVideoCoverability = (attachment: Attachment) =>
  useEngineAnswer(attachment, askCoverability)
