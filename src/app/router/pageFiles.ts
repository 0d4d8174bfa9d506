import { yieldToBrowser } from '@/lib/yieldToBrowser'
import type { PageName } from './pageCode'

type PageFiles = Partial<Record<PageName, string[]>>

let listed: PageFiles | undefined

/**
 * The build's list, in the page's HTML (scripts/build.mjs); none in development, in tests, or
 * where the prerenderer renders a page without a document.
 */
function listedFiles(): PageFiles {
  if (!listed) {
    const text = globalThis.document?.getElementById('page-files')?.textContent
    listed = text ? (JSON.parse(text) as PageFiles) : {}
  }
  return listed
}

/**
 * Evaluates a page's code a file at a time, each after the files it imports and in a task of
 * its own (product.md §14): importing the page evaluates at once every file of it not yet run,
 * and a dashboard's, got ready while a visitor types on a login page, was one task of 57-75 ms
 * at the bench's slow-down. Files already run cost a turn and nothing more. Without the build's
 * list it does nothing, and importing the page evaluates it whole.
 */
export async function evaluateInTurns(page: PageName) {
  for (const file of listedFiles()[page] ?? []) {
    await import(/* @vite-ignore */ file)
    await yieldToBrowser()
  }
}
