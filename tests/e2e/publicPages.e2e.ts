import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, openPage, sharedBrowser, untilInteractive } from './support/browser'

const browser = sharedBrowser()

const pages = [
  {
    path: '/',
    h1: 'TipWire: where citizen journalists and newsrooms meet',
    sections: ['How it works', 'What our community says', 'Have a story the world should know?'],
  },
  {
    path: '/for-users',
    h1: 'TipWire for citizen journalists',
    sections: ['Why report on TipWire', 'Ready to send your first tip?'],
  },
  {
    path: '/for-newsrooms',
    h1: 'TipWire for newsrooms',
    sections: ['Why newsrooms use TipWire', 'Find your next story'],
  },
  {
    path: '/faq',
    h1: 'Frequently asked questions',
    sections: ['What is TipWire?', 'Still have a question?'],
  },
]

describe('public pages in a real browser', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('render their heading and sections on %s', async (_name, viewport) => {
    const { page, context, problems } = await openPage(browser(), viewport)
    for (const { path, h1, sections } of pages) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor()
      for (const section of sections) {
        expect(
          await page.getByRole('heading', { level: 2, name: section }).isVisible(),
          `${path}: ${section}`,
        ).toBe(true)
      }
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it('operates the FAQ with the keyboard alone', async () => {
    const { page, context, problems } = await openPage(browser())
    await page.goto('/faq')
    await untilInteractive(page)
    await page.getByRole('tab', { name: 'General' }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.getByRole('tab', { name: 'For Users' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    const earnKarma = page.getByRole('button', { name: 'How do I earn karma points?' })
    await earnKarma.focus()
    await page.keyboard.press('Enter')
    await page.getByText(/You earn 10 karma points for every tip you submit/).waitFor()
    expect(await earnKarma.getAttribute('aria-expanded')).toBe('true')
    expect(problems).toEqual([])
    await context.close()
  })

  it('underlines the selected FAQ tab alone in forced-colours mode', async () => {
    const { page, context, problems } = await openPage(browser())
    await page.emulateMedia({ forcedColors: 'active' })
    await page.goto('/faq')
    const lineOf = (name: string) =>
      page.getByRole('tab', { name }).evaluate((tab) => getComputedStyle(tab).borderBottomColor)
    const unselected = await lineOf('Payments')
    expect(await lineOf('All Questions')).toBe(unselected)
    expect(await lineOf('General')).not.toBe(unselected)
    expect(problems).toEqual([])
    await context.close()
  })

  it('takes a visitor from a landing call to action to the right login', async () => {
    const { page, context } = await openPage(browser(), PHONE)
    await page.goto('/')
    await page.getByRole('link', { name: 'Browse tips' }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Newsroom Login' }).waitFor()
    await context.close()
  })
})
