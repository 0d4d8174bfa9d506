/**
 * The video cover's engine (`@/lib/videoCover`) in Chromium: its modules, its worker, mediabunny
 * and the browser's WebCodecs, served by Vite as `npm run bench` serves the media engine
 * (scripts/bench/videoCleaning.mjs), in a page that holds a file input. The build is not used:
 * the engine is loaded by the video editor, and no page of this branch imports it yet, so the
 * build holds no chunk of it to call. The page runs without Trusted Types, whose policy takes
 * the build's worker files only (tests/lib/trustedWorkerUrl.test.ts and trustedTypes.e2e.ts
 * test it), not Vite's (scripts/bench/videoCover.mjs, pageWithVideoCover).
 */
import { afterAll, beforeAll } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type * as VideoCover from '@/lib/videoCover'
import { pageWithVideoCover } from '../../../scripts/bench/videoCover.mjs'
import { startBenchPage } from '../../../scripts/bench/videoCleaning.mjs'

declare global {
  interface Window {
    videoCover: typeof VideoCover
  }
}

/** One Vite server and one Chromium headless shell per test file; `pick(path)` opens a page with the file chosen. */
export function videoEnginePages() {
  let bench: Awaited<ReturnType<typeof startBenchPage>> | undefined
  beforeAll(async () => {
    bench = await startBenchPage({ executablePath: '/usr/bin/chromium-headless-shell' })
  })
  afterAll(async () => {
    await bench?.close()
  })
  const started = () => {
    if (!bench) throw new Error('the engine page has not started')
    return bench
  }
  return {
    browser: (): Browser => started().browser,
    pick: (path: string): Promise<Page> => pageWithVideoCover(started(), path),
  }
}

/** What the engine says of the chosen file. */
export const openPicked = (page: Page) =>
  page.evaluate(() => {
    const [file] = document.querySelector('input')?.files ?? []
    if (!file) throw new Error('no file chosen')
    return window.videoCover.openVideo(file)
  })

/** The chosen file covered as `request` asks: the new file's bytes, its container and the progress said. */
export async function coverPicked(page: Page, request: VideoCover.CoverRequest) {
  const { base64, container, progress } = await page.evaluate(async (request) => {
    const [file] = document.querySelector('input')?.files ?? []
    if (!file) throw new Error('no file chosen')
    const progress: VideoCover.CoverProgress[] = []
    const covered = await window.videoCover.coverVideo(
      file,
      request,
      (said) => progress.push(said),
      new AbortController().signal,
    )
    const bytes = new Uint8Array(await covered.file.arrayBuffer())
    let text = ''
    for (let at = 0; at < bytes.length; at += 0x8000) {
      text += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
    }
    return { base64: btoa(text), container: covered.container, progress }
  }, request)
  return { bytes: Buffer.from(base64, 'base64'), container, progress }
}

/**
 * Covers the chosen file and cancels once `share` of it is done: what the call rejected with,
 * and the share done when it was cancelled.
 */
export const cancelPicked = (page: Page, request: VideoCover.CoverRequest, share: number) =>
  page.evaluate(
    async ({ request, share }) => {
      const [file] = document.querySelector('input')?.files ?? []
      if (!file) throw new Error('no file chosen')
      const controller = new AbortController()
      let doneWhenCancelled = 0
      const onProgress = ({ done }: VideoCover.CoverProgress) => {
        if (done < share || controller.signal.aborted) return
        doneWhenCancelled = done
        controller.abort()
      }
      try {
        await window.videoCover.coverVideo(file, request, onProgress, controller.signal)
        return { rejection: null, doneWhenCancelled }
      } catch (error) {
        const { name } = error as DOMException
        return {
          rejection: { isDomException: error instanceof DOMException, name },
          doneWhenCancelled,
        }
      }
    },
    { request, share },
  )

/** The CPU seconds Chromium's renderers (the page and its workers) have used so far. */
export async function rendererCpuSeconds(browser: Browser) {
  const session = await browser.newBrowserCDPSession()
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; cpuTime: number }[]
  }
  await session.detach()
  return processInfo
    .filter(({ type }) => type === 'renderer')
    .reduce((total, { cpuTime }) => total + cpuTime, 0)
}
