import type { Locator, Page } from 'playwright-core'

/** WCAG's minimum target of 2.5.5 and the non-text contrast of 1.4.11. */
export const TARGET_SIZE = 44
export const NON_TEXT_CONTRAST = 3

type Rgba = [red: number, green: number, blue: number, alpha: number]

/** A colour as the page paints it: the computed value and its element's opacity. */
interface Paint {
  color: string
  opacity: number
}

/** Chromium writes computed colours as rgb(r, g, b) or rgba(r, g, b, a). */
function rgbaOf({ color, opacity }: Paint): Rgba {
  const parts = color
    .match(/^rgba?\(([^)]+)\)$/)?.[1]
    ?.split(/[\s,/]+/)
    .map(Number)
  if (!parts || parts.length < 3 || parts.some(Number.isNaN)) {
    throw new Error(`not an rgb() colour: ${color}`)
  }
  const [red = 0, green = 0, blue = 0, alpha = 1] = parts
  return [red, green, blue, alpha * opacity]
}

/** `top` painted over the opaque `bottom`. */
const over = ([red, green, blue, alpha]: Rgba, [redBelow, greenBelow, blueBelow]: Rgba): Rgba => [
  red * alpha + redBelow * (1 - alpha),
  green * alpha + greenBelow * (1 - alpha),
  blue * alpha + blueBelow * (1 - alpha),
  1,
]

const luminance = ([red, green, blue]: Rgba) => {
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

const WHITE: Rgba = [255, 255, 255, 1]

/** The contrast ratio of `front` over a stack of backgrounds, nearest first. */
export function contrastRatio(front: Paint, backgrounds: Paint[]) {
  const behind = backgrounds.map(rgbaOf).reduceRight((below, layer) => over(layer, below), WHITE)
  const [one, other] = [luminance(over(rgbaOf(front), behind)), luminance(behind)]
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05)
}

/** The background colours from `element` up to <html>, nearest first. */
const backgroundsBehind = (element: Locator) =>
  element.evaluate((start) => {
    const layers: { color: string; opacity: number }[] = []
    for (let node: Element | null = start; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      layers.push({ color: style.backgroundColor, opacity: Number(style.opacity) })
    }
    return layers
  })

/** The contrast of `element`'s `property` colour against what lies behind `background`. */
export async function contrastOf(
  element: Locator,
  property: 'borderTopColor' | 'outlineColor' | 'backgroundColor',
  background: Locator,
) {
  const front = await element.evaluate(
    (node, name) => ({
      color: getComputedStyle(node)[name],
      opacity: Number(getComputedStyle(node).opacity),
    }),
    property,
  )
  return contrastRatio(front, await backgroundsBehind(background))
}

/** Whether the keyboard focus ring is drawn: a solid outline at least 2 px wide. */
export const focusRingOf = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node)
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
  })

/** Reaches `element` with the keyboard (out and back in), so it is focused as by Tab. */
export async function tabTo(page: Page, element: Locator) {
  await element.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
}

/**
 * Every control on the page smaller than 44 x 44 CSS pixels, as "name width x height". A
 * control's target is its visible box (a MUI switch, checkbox or field, not the input inside);
 * links inside running text are exempt (WCAG 2.5.5), as are controls out of sight.
 */
export const smallTargets = (page: Page) =>
  page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, summary, input:not([type="hidden"]), textarea, select, [role="tab"], [tabindex="0"]',
    )
    const inRunningText = (link: HTMLElement) => {
      const block = link.parentElement?.closest('p, li, dd, td')
      return !!block && block.textContent?.trim() !== link.textContent?.trim()
    }
    const offenders = new Set<string>()
    for (const control of controls) {
      const target =
        control.closest<HTMLElement>('.MuiSwitch-root, .MuiCheckbox-root, .MuiInputBase-root') ??
        control
      const box = target.getBoundingClientRect()
      const hidden =
        box.width <= 1 ||
        box.height <= 1 ||
        box.bottom + scrollY <= 0 ||
        getComputedStyle(target).visibility === 'hidden' ||
        control.closest('[aria-hidden="true"], [inert]')
      if (hidden || (control.tagName === 'A' && inRunningText(control))) continue
      if (box.width < minimum || box.height < minimum) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? ''
        offenders.add(
          `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        )
      }
    }
    return [...offenders]
  }, TARGET_SIZE)
