/**
 * The video cover's engine (`@/lib/videoCover`) in Chromium: its modules, its workers, mediabunny
 * and the browser's WebCodecs, on the engine's own page (videoCoverPage: the library and a file
 * input), built as the app is built and served with the app's headers, Trusted Types and all, as
 * the bench serves it (scripts/bench/videoCover.mjs).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type * as VideoCover from '@/lib/videoCover'
import { pickInVideoCoverPage } from '../../../scripts/bench/videoCover.mjs'
import { sharedBrowser } from './browser'
import { servedBuild } from './servedBuild'

/** One build of the engine's page and one Chromium headless shell per test file; `pick(path)` opens a page with the file chosen. */
export function videoEnginePages() {
  const folder = mkdtempSync(join(tmpdir(), 'tipwire-video-engine-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))
  const pageURL = servedBuild('tests/e2e/support/videoCoverPage/build.mjs', folder)
  const browser = sharedBrowser()
  return {
    browser: (): Browser => browser(),
    pick: (path: string): Promise<Page> => pickInVideoCoverPage(browser(), pageURL(), path),
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
