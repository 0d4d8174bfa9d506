import { describe, expect, it } from 'vitest'
import {
  DEMO_ACCOUNTS,
  RENDERED_AHEAD,
  afterIdleMoments,
  DESKTOP,
  PHONE,
  baseURL,
  logIn,
  openPage,
  renderedAheadAt,
  sharedBrowser,
  storedSession,
  untilInteractive,
} from './support/browser'

const browser = sharedBrowser()

/** The built file of a page's own code (`UserDashboardPage-<hash>.js`). */
const pageChunkUrl = (page: string) => new RegExp(`/assets/${page}-[\\w-]+\\.js$`)

describe('session in a real browser', () => {
  it.each([
    ['user', '/user-dashboard'],
    ['newsroom', '/newsroom-dashboard'],
  ] as const)('logs in as a %s and keeps the session over a reload', async (role, path) => {
    const { page, context, problems } = await openPage(browser())
    await logIn(page, role)
    expect(new URL(page.url()).pathname).toBe(path)
    // redux-persist writes the session on a timer, a moment after the dashboard shows.
    await expect.poll(() => storedSession(page)).toContain('"isLoggedIn":"true"')
    await page.reload()
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe(path)
    const stored = await storedSession(page)
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ isLoggedIn: 'true', userType: `"${role}"` })
    expect(stored).not.toContain('password123')
    expect(problems).toEqual([])
    await context.close()
  })

  it('does not return to the login page on Back after signing in', async () => {
    const { page, context } = await openPage(browser())
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await logIn(page, 'user')
    await page.goBack()
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()
  })

  it('does not share the session with another tab of the same browser', async () => {
    const { page, context } = await openPage(browser())
    await logIn(page, 'user')
    const otherTab = await context.newPage()
    await otherTab.goto('/user-dashboard')
    await otherTab.getByRole('heading', { level: 1, name: 'User Login' }).waitFor()
    expect(new URL(otherTab.url()).pathname).toBe('/login/user')
    await context.close()
  })

  it('sends the password nowhere when the form is submitted with Enter', async () => {
    const { page, context, problems } = await openPage(browser())
    const sent: string[] = []
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`))
    await page.goto('/login/user')
    await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor()
    await page.getByLabel('Username').fill('user')
    await page.getByLabel('Password').fill('password123')
    await page.getByLabel('Password').press('Enter')
    await page.getByRole('heading', { level: 1, name: 'User Dashboard' }).waitFor()
    expect(sent.length).toBeGreaterThan(0)
    expect(sent.filter((request) => request.includes('password123'))).toEqual([])
    expect(new URL(page.url()).search).toBe('')
    expect(problems).toEqual([])
    await context.close()
  })

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'logs out, on %s, a second tab opened from the dashboard with a copy of the session',
    async (_name, viewport) => {
      const { page, context, problems } = await openPage(browser(), viewport)
      await logIn(page, 'user')
      await expect.poll(() => storedSession(page)).toContain('"isLoggedIn":"true"')
      // Opened by the page, the tab starts with a copy of its sessionStorage, and so logged in.
      const [copy] = await Promise.all([
        context.waitForEvent('page'),
        page.evaluate(() => void window.open('/user-dashboard')),
      ])
      if (!copy) throw new Error('no second tab')
      await copy.getByRole('heading', { level: 1, name: 'User Dashboard' }).waitFor()
      expect(await storedSession(copy)).toContain('"isLoggedIn":"true"')
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('button', { name: 'Logout' })
          .click()
      } else {
        await page.getByRole('button', { name: 'Logout' }).click()
      }
      await page.waitForURL((url) => url.pathname === '/')
      // The copy lands where its guard sends anyone without the session: the login page.
      await copy.getByRole('heading', { level: 1, name: 'User Login' }).waitFor()
      expect(new URL(copy.url()).pathname).toBe('/login/user')
      expect(await copy.getByRole('heading', { name: 'User Dashboard' }).count()).toBe(0)
      await expect
        .poll(async () => (await storedSession(copy)) ?? '')
        .not.toContain('"isLoggedIn":"true"')
      await copy.reload()
      await copy.getByRole('heading', { level: 1, name: 'User Login' }).waitFor()
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('logs out to the landing page and clears the stored flags', async () => {
    const { page, context, problems } = await openPage(browser())
    await logIn(page, 'newsroom')
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('link', { name: 'Log in' }).waitFor()
    // The dashboard leaves the screen at once; the address follows once the landing page's code is in.
    await page.waitForURL((url) => url.pathname === '/')
    await expect.poll(() => storedSession(page)).toContain('"isLoggedIn":"false"')
    await page.goto('/newsroom-dashboard')
    await page.getByRole('heading', { level: 1, name: 'Newsroom Login' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps the prerendered form from sending anything even with no script at all: Enter sends nothing', async () => {
    const context = await browser().newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/login/user')
    await page.getByLabel('Username').fill('user')
    await page.getByLabel('Password').fill('password123')
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.getByLabel('Password').press('Enter')
    // Nothing to wait for: a form that sent would have started within the second.
    await page.waitForTimeout(1_000)
    expect(requested.filter((url) => url.includes('password123'))).toEqual([])
    expect(page.url()).toBe(`${baseURL}/login/user`)
    await context.close()
  })

  it.each(['user', 'newsroom'] as const)(
    'keeps what a visitor typed into the %s login before the page was interactive, and signs in with it',
    async (userType) => {
      const { page, context, problems } = await openPage(browser())
      // The entry's code waits until the visitor has typed, as on a slow phone network.
      let releaseCode: () => void = () => undefined
      const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve))
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await codeHeld
        await route.continue()
      })
      // Module scripts hold DOMContentLoaded back: the page is used as soon as it is drawn.
      await page.goto(`/login/${userType}`, { waitUntil: 'commit' })
      await page.getByLabel('Username').fill(userType === 'user' ? 'user' : 'journo')
      await page.getByLabel('Password').fill(process.env.VITE_DEMO_PASSWORD || 'password123')
      releaseCode()
      await untilInteractive(page)
      expect(await page.getByLabel('Username').inputValue()).toBe(
        userType === 'user' ? 'user' : 'journo',
      )
      await page.getByRole('button', { name: 'Sign in' }).click()
      const dashboard = userType === 'user' ? 'User Dashboard' : 'Newsroom Dashboard'
      await page.getByRole('heading', { level: 1, name: dashboard }).waitFor()
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it.each([
    ['user', 'opened at its address', 'UserDashboardPage', 'User Dashboard'],
    ['newsroom', 'opened at its address', 'NewsroomDashboardPage', 'Newsroom Dashboard'],
    ['user', 'reached from the landing page', 'UserDashboardPage', 'User Dashboard'],
  ] as const)(
    'gets the %s dashboard ready while its login page (%s) is open: its code downloaded once and run, the page rendered hidden, and shows that render on Sign in',
    async (userType, arrival, chunk, heading) => {
      const lastPartHeading = DEMO_ACCOUNTS[userType].lastPart
      const { page, context, problems } = await openPage(browser())
      const chunkUrl = pageChunkUrl(chunk)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      const fromCache = new Set<string>()
      const downloads: string[] = []
      cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId))
      cdp.on('Network.responseReceived', ({ requestId, response }) => {
        const cached = response.fromDiskCache || response.fromPrefetchCache
        if (!cached && !fromCache.has(requestId)) downloads.push(response.url)
      })
      const imagesAsked: string[] = []
      const chunkAsked: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'image') imagesAsked.push(request.url())
        if (chunkUrl.test(request.url())) chunkAsked.push(request.url())
      })
      const firstAsked = page.waitForRequest((request) => chunkUrl.test(request.url()))
      const firstAnswered = page.waitForResponse((response) => chunkUrl.test(response.url()))
      if (arrival === 'opened at its address') {
        await page.goto(`/login/${userType}`)
      } else {
        await page.goto('/')
        await untilInteractive(page)
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Log in' })
          .click()
      }
      // Nothing is got ready for a visitor who only reads the page: idle moments pass after the
      // page has started, and the dashboard's code is not asked for.
      await untilInteractive(page)
      await afterIdleMoments(page)
      expect(chunkAsked).toEqual([])
      // Coming to the password field starts it. First asked for by the app's idle import, as a
      // script: not by the HTML, beside the code the page starts with.
      await page.getByLabel('Password').focus()
      expect((await firstAsked).resourceType()).toBe('script')
      // The network may have been idle once already, before the page asked for it: wait for its
      // answer, then for the network to rest.
      await firstAnswered
      await page.waitForLoadState('networkidle')
      await expect.poll(() => downloads.filter((url) => chunkUrl.test(url))).toHaveLength(1)
      // Then rendered ahead, out of sight and out of screen readers' reach; the page keeps its
      // title.
      const renderedAhead = page.locator('h1', { hasText: heading })
      await expect.poll(() => renderedAhead.count()).toBe(1)
      expect(await renderedAhead.isVisible()).toBe(false)
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(0)
      expect(await page.title()).toMatch(/^(User|Newsroom) Login · TipWire$/)
      // Its parts come in turns, at idle moments: the last one's heading too, in time.
      const lastPart = page.locator('h2', { hasText: lastPartHeading })
      await expect.poll(() => lastPart.count()).toBe(1)
      // It asks for nothing it can leave to its own visit: the feed's first images.
      await page.waitForLoadState('networkidle')
      expect(imagesAsked.filter((url) => new URL(url).pathname.startsWith('/assets/'))).toEqual([])

      const askedOnSignIn: string[] = []
      page.on('request', (request) => askedOnSignIn.push(request.url()))
      await page.getByLabel('Username').fill(userType === 'user' ? 'user' : 'journo')
      await page.getByLabel('Password').fill(process.env.VITE_DEMO_PASSWORD || 'password123')
      await renderedAhead.evaluate((element) => Object.assign(window, { renderedAhead: element }))
      await lastPart.evaluate((element) => Object.assign(window, { lastPart: element }))
      // Shown in the tap's own task, as the session changes, not once the router has moved to
      // the dashboard's address: seen as soon as the form's submission has been handled, at the
      // top of the page, with the focus on its heading. The page is scrolled down to Sign in.
      await page.setViewportSize({ width: 1280, height: 400 })
      await page.evaluate(
        ({ hidden, heading }) => {
          const onSubmit = () => {
            const shownHeading = [...document.querySelectorAll('h1')].find(
              (h1) => h1.textContent === heading && !h1.closest(hidden),
            )
            Object.assign(window, {
              onSubmit: {
                shown: shownHeading !== undefined,
                focused: shownHeading !== undefined && shownHeading === document.activeElement,
                scrollY: window.scrollY,
                path: location.pathname,
              },
            })
          }
          document.addEventListener('submit', onSubmit, { once: true })
        },
        { hidden: RENDERED_AHEAD, heading },
      )
      await page.getByRole('button', { name: 'Sign in' }).scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      await page.getByRole('button', { name: 'Sign in' }).click()
      const shown = page.getByRole('heading', { level: 1, name: heading })
      await shown.waitFor()
      // Already run: the module is not even looked up in the cache.
      expect(askedOnSignIn.filter((url) => url.endsWith('.js'))).toEqual([])
      // What Sign in shows is the render made ahead, not a new one; it is the page's now.
      expect(
        await shown.evaluate((element) => element === Reflect.get(window, 'renderedAhead')),
      ).toBe(true)
      expect(
        await page
          .getByRole('heading', { level: 2, name: lastPartHeading })
          .evaluate((element) => element === Reflect.get(window, 'lastPart')),
      ).toBe(true)
      expect(await page.evaluate(() => Reflect.get(window, 'onSubmit'))).toEqual({
        shown: true,
        focused: true,
        scrollY: 0,
        path: `/login/${userType}`,
      })
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(heading)
      expect(await page.title()).toBe(`${heading} · TipWire`)
      // The feed's images, left lazy, load once it is on screen.
      if (userType === 'newsroom') {
        const firstImage = page.getByRole('main').locator('img').first()
        expect(await firstImage.getAttribute('loading')).toBe('lazy')
        await expect
          .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0)
      }
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('renders ahead the dashboard of the login page now open, after a switch to the other one', async () => {
    const { page, context, problems } = await openPage(browser())
    await page.goto('/login/user')
    // Rendered ahead once the password field is come to and the browser is idle, which on a busy
    // machine comes well after the network has gone quiet.
    await page.getByLabel('Password').focus()
    await renderedAheadAt(page, DEMO_ACCOUNTS.user)
    expect(await page.locator('h1', { hasText: 'User Dashboard' }).count()).toBe(1)
    const newsroomAsked: string[] = []
    page.on('request', (request) => {
      if (pageChunkUrl('NewsroomDashboardPage').test(request.url()))
        newsroomAsked.push(request.url())
    })
    await page.getByRole('link', { name: 'Go to the Newsroom Login' }).click()
    await page.getByRole('heading', { level: 1, name: 'Newsroom Login' }).waitFor()
    // Another form: nothing of its dashboard until its own password field is come to.
    await afterIdleMoments(page)
    expect(newsroomAsked).toEqual([])
    await page.getByLabel('Password').focus()
    await renderedAheadAt(page, DEMO_ACCOUNTS.newsroom)
    const renderedAhead = page.locator('h1', { hasText: 'Newsroom Dashboard' })
    expect(await renderedAhead.count()).toBe(1)
    expect(await page.locator('h1', { hasText: 'User Dashboard' }).count()).toBe(0)
    await renderedAhead.evaluate((element) => Object.assign(window, { renderedAhead: element }))
    await page.getByLabel('Username').fill('journo')
    await page.getByLabel('Password').fill(process.env.VITE_DEMO_PASSWORD || 'password123')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const shown = page.getByRole('heading', { level: 1, name: 'Newsroom Dashboard' })
    await shown.waitFor()
    expect(
      await shown.evaluate((element) => element === Reflect.get(window, 'renderedAhead')),
    ).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('treats a tampered stored role as logged out', async () => {
    const { page, context, problems } = await openPage(browser())
    await page.goto('/')
    await page.evaluate(() =>
      sessionStorage.setItem(
        'persist:session',
        JSON.stringify({
          isLoggedIn: 'true',
          userType: '"admin"',
          _persist: '{"version":-1,"rehydrated":true}',
        }),
      ),
    )
    await page.goto('/user-dashboard')
    await page.getByRole('heading', { level: 1, name: 'User Login' }).waitFor()
    await page.evaluate(() => sessionStorage.setItem('persist:session', '{not json'))
    await page.goto('/newsroom-dashboard')
    await page.getByRole('heading', { level: 1, name: 'Newsroom Login' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows an error under each empty field and the wrong-credentials alert', async () => {
    const { page, context } = await openPage(browser())
    await page.goto('/login/user')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('Username is required').waitFor()
    await page.getByText('Password is required').waitFor()
    await page.getByLabel('Username').fill('user')
    await page.getByLabel('Password').fill('wrong')
    await page.getByLabel('Password').press('Enter')
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Invalid credentials. Please try again.')
    await context.close()
  })

  it('collapses the navigation behind the menu button at 375 px', async () => {
    const { page, context, problems } = await openPage(browser())
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const barLink = page.getByRole('banner').getByRole('link', { name: 'For Newsrooms' })
    await barLink.waitFor()
    await page.setViewportSize(PHONE)
    await barLink.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('navigation', { name: 'Main menu' })
    await drawer.getByRole('link', { name: 'FAQ' }).click()
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor()
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth).toBeLessThanOrEqual(375)
    expect(problems).toEqual([])
    await context.close()
  })
})
