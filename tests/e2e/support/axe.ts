import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** Each WCAG 2.1 AA violation (and of the `moreTags` given) axe finds on the page, as `rule: elements`. */
export async function violationsOf(page: Page, moreTags: string[] = []) {
  // Judge the page at rest: a colour still fading (Sign in turning on after hydration) is not
  // what the visitor reads.
  await page.waitForFunction(() => document.getAnimations().length === 0)
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', ...moreTags])
    .analyze()
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/**
 * The violations in each colour scheme, as the device's setting changes under the page: an axe
 * state judged in both without walking to it twice. Leaves the page in the dark scheme.
 */
export async function violationsInEachScheme(page: Page, moreTags: string[] = []) {
  const found: Record<string, string[]> = {}
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    found[colorScheme] = await violationsOf(page, moreTags)
  }
  return found
}

/** What a walk's record of `violationsInEachScheme` per state is when nothing was found. */
export const noViolations = (found: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(found).map((state) => [state, { light: [], dark: [] }]))
