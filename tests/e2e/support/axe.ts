import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import type * as Axe from 'axe-core'
import { emulateColorScheme } from './browser'

/** A page's window once axe-core has been put in it. */
type WithAxe = { axe: typeof Axe }

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

// WCAG 2.0 and 2.1 at levels A and AA. 2.1's level A is a tag of its own, which holds one rule:
// label-content-name-mismatch (2.5.3), a name that leaves out words shown on the control.
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Each WCAG 2.1 AA violation (and of the `moreTags` given) axe finds on the page, as `rule: elements`.
 *
 * axe-core runs in the page itself, put there once per document with `page.evaluate` (our Trusted
 * Types policy refuses a script tag): @axe-core/playwright finishes every run in a page of its
 * own, for frames the app does not have, which took about 0.9 s a run against 0.1 s for the run.
 */
export async function violationsOf(page: Page, moreTags: string[] = []) {
  // Judge the page at rest: a colour still fading (Sign in turning on after hydration) is not
  // what the visitor reads.
  await page.waitForFunction(() => document.getAnimations().length === 0)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    async (tags) => {
      // Only violations are asked for: axe then skips describing every element that passes.
      const { violations } = await (window as unknown as WithAxe).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      return violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
    },
    [...WCAG_21_AA, ...moreTags],
  )
}

/**
 * The violations in each colour scheme, as the device's setting changes under the page: an axe
 * state judged in both without walking to it twice. Leaves the page in the dark scheme.
 */
export async function violationsInEachScheme(page: Page, moreTags: string[] = []) {
  const found: Record<string, string[]> = {}
  for (const colorScheme of ['light', 'dark'] as const) {
    await emulateColorScheme(page, colorScheme)
    found[colorScheme] = await violationsOf(page, moreTags)
  }
  return found
}

/** What a walk's record of `violationsInEachScheme` per state is when nothing was found. */
export const noViolations = (found: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(found).map((state) => [state, { light: [], dark: [] }]))
