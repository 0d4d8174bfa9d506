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

/** Fetches a file of code ahead, unless the page already asks for it (its HTML, or a preload). */
function preload(file: string) {
  const url = new URL(file, document.baseURI).href
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')
  if ([...links].some((link) => link.href === url)) return
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.crossOrigin = ''
  link.href = url
  document.head.append(link)
}

/**
 * Evaluates a page's code a file at a time, each after the files it imports and in a task of
 * its own (product.md §14): importing the page evaluates at once every file of it not yet run,
 * and a dashboard's, got ready while a visitor types on a login page, was one task of 60-75 ms
 * at the bench's slow-down. Files already run cost a turn and nothing more. Without the build's
 * list it does nothing, and importing the page evaluates it whole.
 */
export async function evaluateInTurns(page: PageName) {
  const files = listedFiles()[page] ?? []
  // All asked for at once, as the build's own preloading does: imported one after the other
  // unfetched, each file's download would wait for the last file's evaluation.
  for (const file of files) preload(file)
  for (const file of files) {
    await import(/* @vite-ignore */ file)
    await yieldToBrowser()
  }
}
