import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import {
  DESKTOP,
  PHONE,
  hasFocus,
  logIn,
  openPage,
  sharedBrowser,
  untilInteractive,
} from './support/browser'
import { NON_TEXT_CONTRAST, contrastOf, focusRingOf, smallTargets, tabTo } from './support/rendered'
import { LOCALES, localizedPath } from '../../src/lib/i18n/locales'
import { messagesOf, textOf } from './support/catalogues'

const browser = sharedBrowser()

const SCHEMES = ['light', 'dark'] as const
const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const

/** The ring drawn when the keyboard reaches `control`, on `ringHolder`, and its contrast. */
async function ringOn(page: Page, control: Locator, ringHolder: Locator = control) {
  await tabTo(page, control)
  const ring = await focusRingOf(ringHolder)
  // A ring drawn inside the control is seen against the control, one outside against its parent.
  const offset = await ringHolder.evaluate((node) =>
    parseFloat(getComputedStyle(node).outlineOffset),
  )
  const background = offset < 0 ? ringHolder : ringHolder.locator('xpath=..')
  return { ...ring, contrast: await contrastOf(ringHolder, 'outlineColor', background) }
}

const expectVisibleRing = (ring: Awaited<ReturnType<typeof ringOn>>, what: string) => {
  expect(ring.style, what).toBe('solid')
  expect(ring.width, what).toBeGreaterThanOrEqual(2)
  expect(ring.contrast, what).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST)
}

const parentOf = (locator: Locator) => locator.locator('xpath=..')

const LANGUAGES_AND_WIDTHS = LOCALES.flatMap((locale) =>
  WIDTHS.map(([width, viewport]) => [locale, width, viewport] as const),
)

/** The app's ring colour, its primary (src/app/providers/theme.ts), in each scheme. */
const RING_COLOUR = { light: 'rgb(13, 59, 102)', dark: 'rgb(159, 203, 255)' }

/**
 * The outline of the focused `heading`, and how far the box it draws reaches into the box of the
 * text under it (0 when it stays clear; a line box's leading counts, as the tallest scripts
 * draw into it).
 */
const headingRing = (heading: Locator) =>
  heading.evaluate((node) => {
    const style = getComputedStyle(node)
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)
    const below = node.nextElementSibling ?? node.parentElement?.nextElementSibling
    const under = below?.getBoundingClientRect().top ?? Infinity
    return {
      style: style.outlineStyle,
      width: style.outlineWidth,
      colour: style.outlineColor,
      intoTextBelow: Math.max(0, node.getBoundingClientRect().bottom + reach - under),
    }
  })
const fieldBoxOf = (input: Locator) =>
  input.locator('xpath=ancestor::div[contains(@class, "MuiOutlinedInput-root")][1]')
const switchRootOf = (input: Locator) =>
  input.locator('xpath=ancestor::span[contains(@class, "MuiSwitch-root")][1]')

describe.each(SCHEMES)('focus rings in the %s scheme', (colorScheme) => {
  it.each(WIDTHS)(
    'rings every kind of control the keyboard reaches on %s',
    async (_name, viewport) => {
      const { page, context } = await openPage(browser(), viewport)
      await page.emulateMedia({ colorScheme })
      await logIn(page, 'user')
      const description = page.getByLabel('Description')
      await description.fill('Ring check')
      const anonymous = page.getByRole('switch', { name: 'Submit anonymously' })
      const rings = {
        'Submit Tip (filled)': await ringOn(page, page.getByRole('button', { name: 'Submit Tip' })),
        'Discard draft (text)': await ringOn(
          page,
          page.getByRole('button', { name: 'Discard draft' }),
        ),
        'Name field': await ringOn(
          page,
          page.getByLabel('Name (optional)'),
          fieldBoxOf(page.getByLabel('Name (optional)')),
        ),
        'anonymous switch': await ringOn(page, anonymous, switchRootOf(anonymous)),
        'colour scheme button': await ringOn(
          page,
          page.getByRole('button', { name: 'Dark colours', exact: true }),
        ),
        'footer link': await ringOn(page, page.getByRole('contentinfo').getByRole('link').first()),
      }
      await page.goto('/faq')
      // MUI draws a keyboard ring once the page's part has hydrated.
      await untilInteractive(page)
      const question = page.getByRole('button', { expanded: true }).first()
      Object.assign(rings, {
        'FAQ question': await ringOn(page, question),
        'FAQ tab': await ringOn(page, page.getByRole('tab', { selected: true })),
      })
      for (const [what, ring] of Object.entries(rings)) expectVisibleRing(ring, what)
      await context.close()
    },
  )

  it.each(WIDTHS)(
    'gives field edges and switch tracks 3:1 against the page on %s',
    async (_name, viewport) => {
      const { page, context } = await openPage(browser(), viewport)
      await page.emulateMedia({ colorScheme })
      await logIn(page, 'user')
      const name = page.getByLabel('Name (optional)')
      const edge = fieldBoxOf(name).locator('fieldset')
      expect(
        await contrastOf(edge, 'borderTopColor', parentOf(fieldBoxOf(name))),
      ).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST)
      const anonymous = page.getByRole('switch', { name: 'Submit anonymously' })
      const track = switchRootOf(anonymous).locator('.MuiSwitch-track')
      const page_ = parentOf(switchRootOf(anonymous))
      expect(await contrastOf(track, 'backgroundColor', page_), 'off').toBeGreaterThanOrEqual(
        NON_TEXT_CONTRAST,
      )
      await anonymous.check()
      expect(await contrastOf(track, 'backgroundColor', page_), 'on').toBeGreaterThanOrEqual(
        NON_TEXT_CONTRAST,
      )
      await context.close()
    },
  )
})

describe.each(SCHEMES)(
  'the heading a keyboard sign-in focuses, in the %s scheme',
  (colorScheme) => {
    it.each(LANGUAGES_AND_WIDTHS)(
      'has the app’s 3 px ring, clear of the line under it, in %s on %s',
      async (locale, _width, viewport) => {
        const messages = await messagesOf(locale)
        const { page, context, problems } = await openPage(browser(), viewport)
        await page.emulateMedia({ colorScheme })
        await page.goto(localizedPath(locale, '/login/user'))
        await untilInteractive(page)
        await page.getByLabel(textOf(messages, 'login.form.username')).fill('user')
        const password = page.getByLabel(textOf(messages, 'login.form.password'))
        await password.fill(process.env.VITE_DEMO_PASSWORD || 'password123')
        await password.press('Enter')
        const heading = page.getByRole('heading', {
          level: 1,
          name: textOf(messages, 'user.dashboard.heading'),
        })
        await heading.waitFor()
        await expect.poll(() => hasFocus(heading)).toBe(true)
        expect(await headingRing(heading)).toEqual({
          style: 'solid',
          width: '3px',
          colour: RING_COLOUR[colorScheme],
          intoTextBelow: 0,
        })
        expect(problems).toEqual([])
        await context.close()
      },
    )
  },
)

/**
 * The keyboard ring of the focused MUI switch or checkbox `input`: its style, whether a box
 * around it that clips its content cuts the ring off, and whether the ring runs over the label.
 */
const ringPlace = (input: Locator) =>
  input.evaluate((field) => {
    const control = field.closest('.MuiFormControlLabel-root')
    const label = control?.querySelector('.MuiFormControlLabel-label')
    if (!control || !label) throw new Error('not a labelled MUI switch or checkbox')
    let holder = field.parentElement
    while (holder && holder !== control && getComputedStyle(holder).outlineStyle === 'none') {
      holder = holder.parentElement
    }
    if (!holder || holder === control) return { style: 'none', clipped: false, coversLabel: false }
    const style = getComputedStyle(holder)
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)
    const box = holder.getBoundingClientRect()
    const ring = {
      left: box.left - reach,
      right: box.right + reach,
      top: box.top - reach,
      bottom: box.bottom + reach,
    }
    let clipped = false
    for (let around = holder.parentElement; around; around = around.parentElement) {
      if (getComputedStyle(around).overflow === 'visible') continue
      const clip = around.getBoundingClientRect()
      clipped ||=
        ring.left < clip.left ||
        ring.right > clip.right ||
        ring.top < clip.top ||
        ring.bottom > clip.bottom
    }
    return {
      style: style.outlineStyle,
      clipped,
      coversLabel: ring.right > label.getBoundingClientRect().left,
    }
  })

describe.each(WIDTHS)('focus rings of MUI controls on %s', (_name, viewport) => {
  it('rings a checkbox and a switch that the keyboard focuses, whole and clear of their labels', async () => {
    const { page, context } = await openPage(browser(), viewport)
    await page.goto('/login/user')
    await untilInteractive(page)
    await page.getByLabel(/Password/).focus()
    await page.keyboard.press('Tab')
    const rememberMe = page.getByRole('checkbox', { name: 'Remember me' })
    await expect.poll(async () => (await ringPlace(rememberMe)).style).toBe('solid')
    expect(await ringPlace(rememberMe)).toEqual({
      style: 'solid',
      clipped: false,
      coversLabel: false,
    })
    await logIn(page, 'user')
    await page.getByLabel('Name (optional)').focus()
    await page.keyboard.press('Shift+Tab')
    const anonymous = page.getByRole('switch', { name: 'Submit anonymously' })
    await expect.poll(async () => (await ringPlace(anonymous)).style).toBe('solid')
    expect(await ringPlace(anonymous)).toEqual({
      style: 'solid',
      clipped: false,
      coversLabel: false,
    })
    await context.close()
  })
})

describe.each(WIDTHS)('targets on %s', (_name, viewport) => {
  it('makes every control at least 44 x 44 on the public pages, the login page and the open menu', async () => {
    const { page, context } = await openPage(browser(), viewport)
    for (const path of ['/', '/for-users', '/for-newsrooms', '/faq', '/login/user']) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(await smallTargets(page), path).toEqual([])
    }
    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('dialog', { name: 'Menu' }).waitFor()
      expect(await smallTargets(page), 'menu').toEqual([])
    }
    await context.close()
  })

  it('makes every control at least 44 x 44 on the user dashboard, a chosen photo’s too', async () => {
    const { page, context } = await openPage(browser(), viewport)
    await logIn(page, 'user')
    await page.getByRole('checkbox', { name: 'Photo' }).check()
    await page.getByLabel('Choose photos').setInputFiles('tests/fixtures/media/gps-photo.jpg')
    await page.getByRole('switch', { name: /Remove hidden details/ }).waitFor()
    expect(await smallTargets(page), 'with a photo').toEqual([])
    await page.getByRole('switch', { name: 'Submit anonymously' }).check()
    expect(await smallTargets(page), 'anonymous').toEqual([])
    await context.close()
  })

  it('makes every control at least 44 x 44 on the newsroom dashboard', async () => {
    const { page, context } = await openPage(browser(), viewport)
    await logIn(page, 'newsroom')
    await page
      .getByRole('button', { name: /^Buy This Tip/ })
      .first()
      .click()
    expect(await smallTargets(page), 'after a purchase').toEqual([])
    await page.getByRole('searchbox').fill('xyz')
    await page.getByRole('button', { name: 'Clear search' }).waitFor()
    expect(await smallTargets(page), 'empty search').toEqual([])
    await context.close()
  })
})

describe.each(WIDTHS)('where the focus goes on %s', (_name, viewport) => {
  it('stays on Submit Tip while it submits, then the success heading, then the description', async () => {
    const { page, context, problems } = await openPage(browser(), viewport)
    await logIn(page, 'user')
    await page.getByLabel('Description').fill('Bridge railing missing on the river walk')
    const submit = page.getByRole('button', { name: 'Submit Tip' })
    await tabTo(page, submit)
    // Read in the page at each frame, from before the key is pressed: the tip is sent a second
    // later, and a busy machine can take longer than that to start reading after the press.
    const focusStaysWhileSubmitting = page.waitForFunction(() => {
      const focused = document.activeElement
      return focused?.tagName === 'BUTTON' && /Submitting/.test(focused.textContent ?? '')
    })
    await page.keyboard.press('Enter')
    await focusStaysWhileSubmitting
    const heading = page.getByRole('heading', { name: 'Tip Submitted Successfully!' })
    await heading.waitFor()
    await expect.poll(() => hasFocus(heading)).toBe(true)
    // Reached by the keyboard's Enter: it shows where the focus went.
    expect(await focusRingOf(heading)).toEqual({ style: 'solid', width: 3 })
    await tabTo(page, page.getByRole('button', { name: 'Submit Another Tip' }))
    await page.keyboard.press('Enter')
    await expect.poll(() => hasFocus(page.getByLabel('Description'))).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('puts the focus in the description when an empty draft is discarded', async () => {
    const { page, context } = await openPage(browser(), viewport)
    await logIn(page, 'user')
    await page.getByRole('button', { name: 'Discard draft' }).click()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => hasFocus(page.getByLabel('Description'))).toBe(true)
    await context.close()
  })
})
