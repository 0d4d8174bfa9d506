import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerCalls } from '@/lib/workers/answerCalls'
import type { WorkerCall, WorkerCancel, WorkerReply } from '@/lib/workers/workerMessages'

/** The worker's scope as answerCalls sees it: what it posts is kept. */
const scope = {
  onmessage: null as ((event: { data: WorkerCall | WorkerCancel }) => void) | null,
  posted: [] as WorkerReply[],
  postMessage(reply: WorkerReply) {
    scope.posted.push(reply)
  },
}

const send = (data: WorkerCall | WorkerCancel) => scope.onmessage?.({ data })

/** Lets the worker's function run to its next wait. */
const settled = () => new Promise((resolve) => setTimeout(resolve))

/** A long encode: reports its progress, then waits until it is cancelled. */
const encode = async (
  video: string,
  onProgress: (done: number) => void,
  signal: AbortSignal,
): Promise<string> => {
  onProgress(0.5)
  await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
  return video
}

beforeEach(() => {
  scope.posted = []
  vi.stubGlobal('self', scope)
  answerCalls({ encode, double: async (value: number) => value * 2 })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the worker's answers", () => {
  it('answers a call with its result', async () => {
    send({ id: 1, name: 'double', args: [4] })
    await settled()
    expect(scope.posted).toEqual([{ id: 1, result: 8 }])
  })

  it("posts each progress under the call's id, and stops the work when the app cancels it", async () => {
    send({ id: 7, name: 'encode', args: ['clip', null, null], progressAt: 1, signalAt: 2 })
    await settled()
    expect(scope.posted).toEqual([{ id: 7, progress: 0.5 }])

    send({ cancel: 7 })
    await settled()
    expect(scope.posted.at(-1)).toEqual({
      id: 7,
      failure: expect.stringContaining('The call was cancelled'),
      notDownloaded: false,
    })
  })

  it('ignores a cancel for a call it has already answered', async () => {
    send({ id: 2, name: 'double', args: [1] })
    await settled()
    send({ cancel: 2 })
    await settled()
    expect(scope.posted).toEqual([{ id: 2, result: 2 }])
  })
})
