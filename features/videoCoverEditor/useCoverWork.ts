import { useEffect, useRef, useState } from 'react'
import type { CoverProgress } from '@/lib/videoCover'

/** Long work on the clip: not started, under way with its progress, or how it ended. */
export type CoverWork<Done> =
  | { state: 'idle' }
  | { state: 'working'; progress: CoverProgress }
  | { state: 'done'; result: Done }
  | { state: 'stopped' | 'failed'; error?: unknown }

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * Runs one of the engine's long jobs (Suggest faces, Apply) with its progress and a Cancel. The
 * job is stopped when the editor closes, so nothing works on for a clip no one is editing.
 */
export function useCoverWork<Done>() {
  const [work, setWork] = useState<CoverWork<Done>>({ state: 'idle' })
  const controller = useRef<AbortController>(undefined)

  useEffect(() => () => controller.current?.abort(), [])

  async function run(
    job: (onProgress: (progress: CoverProgress) => void, signal: AbortSignal) => Promise<Done>,
  ) {
    const current = new AbortController()
    controller.current = current
    setWork({ state: 'working', progress: { done: 0 } })
    try {
      const result = await job((progress) => {
        if (!current.signal.aborted) setWork({ state: 'working', progress })
      }, current.signal)
      setWork({ state: 'done', result })
      return result
    } catch (error) {
      setWork(isAbort(error) ? { state: 'stopped' } : { state: 'failed', error })
      return undefined
    }
  }

  return { work, run, cancel: () => controller.current?.abort() }
}
