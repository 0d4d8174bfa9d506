import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  PHONE,
  baseURL,
  openPage,
  sharedBrowser,
  untilInteractive,
  untilNavigationHydrated,
} from './support/browser'
import { PENDING_SIGN_IN_SCRIPT } from '../../features/session/pendingSignInScript.js'
import { COLOR_SCHEME_SCRIPT } from '../../src/lib/colorSchemeScript.js'
import { INTL_WORKER } from './support/intlWorker'
import { COMPILE_EVERY_FUNCTION } from '../../scripts/compileAhead'
import { pageCode } from '../../src/app/router/pageCode'
import { turnRightToLeft } from '../../src/app/providers/rightToLeftStyles'
import muiRightToLeft from '@mui/stylis-plugin-rtl'
import { compile, middleware, serialize, stringify, type Middleware } from 'stylis'

const browser = sharedBrowser()
const outDir = process.env.E2E_DIST ?? 'dist'

const publicPages = [
  {
    path: '/',
    file: 'index.html',
    h1: 'TipWire: where citizen journalists and newsrooms meet',
    title: 'TipWire: news tips from citizen journalists',
  },
  {
    path: '/for-users',
    file: 'for-users.html',
    h1: 'TipWire for citizen journalists',
    title: 'For Users · TipWire',
  },
  {
    path: '/for-newsrooms',
    file: 'for-newsrooms.html',
    h1: 'TipWire for newsrooms',
    title: 'For Newsrooms · TipWire',
  },
  { path: '/faq', file: 'faq.html', h1: 'Frequently asked questions', title: 'FAQ · TipWire' },
  { path: '/login/user', file: 'login/user.html', h1: 'User Login', title: 'User Login · TipWire' },
  {
    path: '/login/newsroom',
    file: 'login/newsroom.html',
    h1: 'Newsroom Login',
    title: 'Newsroom Login · TipWire',
  },
]

const loggedInAsUser = () =>
  sessionStorage.setItem(
    'persist:session',
    JSON.stringify({
      isLoggedIn: 'true',
      userType: '"user"',
      _persist: '{"version":-1,"rehydrated":true}',
    }),
  )

/** Marks the prerendered h1 before any script runs; hydration keeps the node, a fresh render replaces it. */
const markPrerenderedHeading = () =>
  document.addEventListener('DOMContentLoaded', () => {
    const heading = document.querySelector('h1')
    if (heading) heading.dataset.fromHtml = 'yes'
  })

/**
 * Watches, from before the first script, the style tags the HTML brings with rules in them:
 * `styleTagsMoved()` counts the times one was taken out of the page (a move takes it out, then
 * puts it back, and the browser applies its rules to the page again). `rulesInsertedTwice()`
 * lists the rules Emotion's own tags hold that the HTML's hold already. Keyframes are left out:
 * MUI's every text field writes the autofill keyframes in a tag of its own.
 */
const watchPrerenderedStyles = () => {
  let moved = 0
  let rulesInPage = new Set<string>()
  new MutationObserver((changes) => {
    for (const { removedNodes } of changes) {
      // Emotion's own tags, filled through the CSS object model, hold no text.
      moved += [...removedNodes].filter(
        (node) => node.nodeName === 'STYLE' && node.textContent !== '',
      ).length
    }
  }).observe(document, { childList: true, subtree: true })
  const rulesOf = (tags: Iterable<Element>) =>
    [...tags]
      .flatMap((tag) => [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])])
      .filter((rule) => !(rule instanceof CSSKeyframesRule))
      .map((rule) => rule.cssText)
  document.addEventListener('DOMContentLoaded', () => {
    rulesInPage = new Set(rulesOf(document.querySelectorAll('style:not([data-emotion])')))
  })
  Object.assign(window, {
    styleTagsMoved: () => moved,
    rulesInsertedTwice: () =>
      rulesOf(document.querySelectorAll('style[data-emotion]')).filter((rule) =>
        rulesInPage.has(rule),
      ),
  })
}

/**
 * The HTML's rules stay where they are as the app starts, and Emotion, knowing them by their
 * names, inserts none of them again (scripts/build.mjs).
 */
async function expectPrerenderedStylesKept(page: Page) {
  const { moved, twice } = await page.evaluate(() => {
    const watched = window as unknown as {
      styleTagsMoved: () => number
      rulesInsertedTwice: () => string[]
    }
    return { moved: watched.styleTagsMoved(), twice: watched.rulesInsertedTwice() }
  })
  expect(moved).toBe(0)
  expect(twice).toEqual([])
}

interface LayoutShift {
  value: number
  /** The elements that moved, so that a failure names them. */
  moved: string[]
}

const recordLayoutShifts = () => {
  const shifts: LayoutShift[] = []
  Object.assign(window, { layoutShifts: shifts })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as unknown as { value: number; sources: { node?: Node | null }[] }
      const moved = shift.sources.map(({ node }) =>
        node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName),
      )
      shifts.push({ value: shift.value, moved })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts)

/** The scripts a page's HTML asks for: its entry and the modules it preloads. */
const listedScripts = (html: string) =>
  [
    ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+)"/g),
  ].map((match) => match[1] ?? '')

const navLinkNames = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()

describe('prerendered public pages', () => {
  it.each(publicPages)(
    '$file holds its h1, the nav, its own title and inlined styles',
    ({ file, h1, title }) => {
      const html = readFileSync(join(outDir, file), 'utf8')
      const head = html.slice(0, html.indexOf('</head>'))
      expect(html).toContain(`>${h1}</h1>`)
      expect(html).toContain('>For Newsrooms</a>')
      expect(html).toContain('>Log in</a>')
      expect(head.match(/<title>/g)).toHaveLength(1)
      expect(head).toContain(`<title>${title}</title>`)
      expect(head.match(/<meta name="description"/g)).toHaveLength(1)
      expect(head).toMatch(/<style>\.css-/)
      expect(html).toMatch(/<\/div><style data-emotion="css-global [^"]+"><\/style>/)
      expect(html).toMatch(/<style data-emotion="css [^"]+"><\/style>/)
      expect(html).not.toMatch(/Loading TipWire|Restoring your session/)
      // Two inline scripts, the colour scheme's and the one keeping an early Sign in, which the
      // policy allows by their hashes.
      // The list of each page's files is data, which nothing runs.
      const inlineScripts = [
        ...html.matchAll(
          /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ]
      expect(inlineScripts.map(([, code]) => code)).toEqual([
        COLOR_SCHEME_SCRIPT,
        PENDING_SIGN_IN_SCRIPT,
      ])
    },
  )

  it.each(publicPages)(
    '$path asks for all the code its start runs from its HTML, none after the entry ran',
    async ({ path, file }) => {
      const listed = listedScripts(readFileSync(join(outDir, file), 'utf8'))
      const { page, context, problems } = await openPage(browser())
      // A login page reached by a link imports its dashboard's code when idle: not part of a start.
      await context.addInitScript(() => {
        window.requestIdleCallback = () => 0
      })
      const requested: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname)
      })
      await page.goto(path)
      // Idle never comes here: the navigation bar's hydration shows the start has run.
      await untilNavigationHydrated(page)
      expect(requested.length).toBeGreaterThan(1)
      // The worker that loads Intl's data (src/lib/i18n/intlData.ts) is asked for as the start
      // begins: no browser preloads a worker's script from a page's HTML.
      const startScripts = requested.filter((script) => !INTL_WORKER.test(script))
      expect(startScripts.filter((script) => !listed.includes(script))).toEqual([])
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('has the code every page starts with compiled as it arrives (scripts/compileAhead.ts)', () => {
    const listed = listedScripts(readFileSync(join(outDir, 'index.html'), 'utf8'))
    const code = (name: string) => {
      const script = listed.find((path) => path.startsWith(`/assets/${name}-`))
      if (!script) throw new Error(`index.html asks for no ${name} chunk`)
      return readFileSync(join(outDir, script), 'utf8')
    }
    for (const name of ['index', 'shell', 'rolldown-runtime']) {
      expect(code(name).startsWith(`${COMPILE_EVERY_FUNCTION}\n`), name).toBe(true)
    }
    // React's DOM renderer and its scheduler, each wrapped as a CommonJS module, minified.
    const renderer = code('client')
    expect(renderer.match(/\(\(function\([\w$,]*\)\{/g)?.length).toBeGreaterThanOrEqual(2)
    // A call whose one argument is an arrow function in parentheses, as Rolldown wraps a module.
    expect(renderer).not.toMatch(/[\w$]\(\((?:[\w$]+|\([\w$,]*\))=>\{/)
  })

  it("lists each page's files in the order they are evaluated, apart from every page's start", () => {
    const read = (file: string) => readFileSync(join(outDir, file), 'utf8')
    const html = read('login/user.html')
    const listing = /<script type="application\/json" id="page-files">(.*?)<\/script>/.exec(html)
    const pageFiles = JSON.parse(listing?.[1] ?? '{}') as Record<string, string[]>
    expect(Object.keys(pageFiles).sort()).toEqual(Object.keys(pageCode).sort())
    expect(read('200.html')).toContain(listing?.[0])
    const startFiles = listedScripts(read('200.html'))
    const importedBy = (file: string) =>
      [...read(file).matchAll(/\b(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
        ([, name]) => `/assets/${name}`,
      )
    for (const [page, files] of Object.entries(pageFiles)) {
      expect(files.at(-1), page).toMatch(new RegExp(`^/assets/${page}-[\\w-]+\\.js$`))
      files.forEach((file, index) => {
        expect(startFiles, file).not.toContain(file)
        // Each file comes after every file it imports: evaluating it evaluates nothing else.
        expect([...startFiles, ...files.slice(0, index)], file).toEqual(
          expect.arrayContaining(importedBy(file)),
        )
      })
    }
  })

  it('writes the app shell and the rewrite rule for every other path', () => {
    expect(readFileSync(join(outDir, '200.html'), 'utf8')).toContain('<div id="root"></div>')
    expect(readFileSync(join(outDir, '_redirects'), 'utf8')).toBe('/*  /200.html  200\n')
  })

  it('shows every public page styled with JavaScript off', async () => {
    const context = await browser().newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    for (const { path, h1 } of publicPages) {
      await page.goto(path)
      expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(h1)
      expect(await navLinkNames(page), path).toEqual(
        expect.arrayContaining(['For Users', 'For Newsrooms', 'FAQ', 'Log in']),
      )
      expect(await page.locator('main').innerText(), path).not.toBe('')
      const navBackground = await page
        .locator('header')
        .evaluate((header) => getComputedStyle(header).backgroundColor)
      expect(navBackground, path).toBe('rgb(13, 59, 102)')
    }
    await context.close()
  })

  it.each(publicPages)(
    'hydrates $path without a console error, keeping its HTML and its styles where they are',
    async ({ path }) => {
      const { page, context, problems } = await openPage(browser())
      await context.addInitScript(markPrerenderedHeading)
      await context.addInitScript(watchPrerenderedStyles)
      await page.goto(path)
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'FAQ' })
        .waitFor()
      await page.waitForLoadState('networkidle')
      expect(await page.getByRole('heading', { level: 1 }).getAttribute('data-from-html')).toBe(
        'yes',
      )
      expect(await page.locator('head > title').count()).toBe(1)
      await expectPrerenderedStylesKept(page)
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('becomes interactive after hydration: an FAQ tab and the phone menu work', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE)
    await page.goto('/faq')
    const payments = page.getByRole('tab', { name: 'Payments' })
    await expect
      .poll(async () => {
        await payments.click()
        return payments.getAttribute('aria-selected')
      })
      .toBe('true')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'For Users' })
      .waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('switches a restored session into the nav right after hydration, without a layout shift', async () => {
    const { page, context, problems } = await openPage(browser())
    await context.addInitScript(loggedInAsUser)
    await context.addInitScript(recordLayoutShifts)
    await context.addInitScript(markPrerenderedHeading)
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'User Dashboard' }).waitFor()
    expect(await nav.getByRole('link', { name: 'Log in' }).count()).toBe(0)
    expect(await page.getByRole('heading', { level: 1 }).getAttribute('data-from-html')).toBe('yes')
    expect(await layoutShifts(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('hydrates every public page on a phone without a layout shift', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE)
    await context.addInitScript(recordLayoutShifts)
    for (const { path } of publicPages) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(await layoutShifts(page), path).toEqual([])
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps the styles of a right-to-left page where they are as it starts, as a left-to-right one', async () => {
    const { page, context, problems } = await openPage(browser())
    await context.addInitScript(watchPrerenderedStyles)
    await page.goto('/ur')
    await untilInteractive(page)
    await expectPrerenderedStylesKept(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it("turns every rule of the English pages right to left as MUI's whole-rule plugin does", () => {
    const rules = new Set(
      publicPages.flatMap(({ file }) =>
        [...readFileSync(join(outDir, file), 'utf8').matchAll(/<style>([^<]*)<\/style>/g)].flatMap(
          ([, css]) => compile(css ?? '').map((rule) => serialize([rule], stringify)),
        ),
      ),
    )
    const written = (css: string, plugin: Middleware) =>
      serialize(compile(css), middleware([plugin, stringify]))
    const differing = [...rules].filter(
      (rule) => written(rule, turnRightToLeft) !== written(rule, muiRightToLeft),
    )
    expect(rules.size).toBeGreaterThan(300)
    expect(differing).toEqual([])
  })

  // A 2G connection hands the HTML over in pieces, and the browser would paint each one: the
  // navigation's right-aligned group and the hero's centred calls to action moved as the rest came.
  it('paints / only once its main content has arrived, with nothing moving on a slow connection', async () => {
    const { page, context, problems } = await openPage(browser())
    await context.addInitScript(recordLayoutShifts)
    const devTools = await context.newCDPSession(page)
    await devTools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: 30 * 1024,
      uploadThroughput: 30 * 1024,
    })
    await page.goto('/', { waitUntil: 'commit' })
    // The footer follows the main content; a frame after it, everything before it is painted.
    await page.locator('footer').waitFor({ state: 'attached' })
    await page.evaluate(() => new Promise(requestAnimationFrame))
    expect(await layoutShifts(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('forwards a logged-in visitor from the prerendered login page to the dashboard', async () => {
    const { page, context, problems } = await openPage(browser())
    await context.addInitScript(loggedInAsUser)
    await page.goto('/login/user')
    await page.getByRole('heading', { level: 1, name: 'User Dashboard' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/user-dashboard')
    expect(await page.locator('head > title').count()).toBe(1)
    expect(await page.title()).toBe('User Dashboard · TipWire')
    expect(problems).toEqual([])
    await context.close()
  })

  it('renders a dashboard fresh when a host answers its URL with another page', async () => {
    const { page, context, problems } = await openPage(browser())
    await context.addInitScript(loggedInAsUser)
    const landing = readFileSync(join(outDir, 'index.html'), 'utf8')
    await page.route('**/user-dashboard', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: landing }),
    )
    await page.goto('/user-dashboard')
    await page.getByRole('heading', { level: 1, name: 'User Dashboard' }).waitFor()
    expect(await page.getByText('where citizen journalists and newsrooms meet').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('names a screen rendered from the shell once, with its own title', async () => {
    const { page, context, problems } = await openPage(browser())
    await context.addInitScript(loggedInAsUser)
    const titles = () => page.locator('head > title').allTextContents()
    await page.goto('/newsroom-dashboard')
    await page.getByRole('heading', { level: 1, name: 'User Dashboard' }).waitFor()
    expect(await titles()).toEqual(['User Dashboard · TipWire'])
    await page.goto('/no-such-page')
    await page
      .getByRole('heading', {
        level: 1,
        name: 'TipWire: where citizen journalists and newsrooms meet',
      })
      .waitFor()
    expect(await titles()).toEqual(['TipWire: news tips from citizen journalists'])
    expect(problems).toEqual([])
    await context.close()
  })
})
