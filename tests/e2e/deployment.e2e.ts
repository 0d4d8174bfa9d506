import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startServer } from '../../scripts/serve.mjs'
import { baseURL, logIn, openPage, sharedBrowser, storedSession } from './support/browser'

const browser = sharedBrowser()
const outDir = process.env.E2E_DIST ?? 'dist'

/** The header rules of dist/_headers, by path pattern. */
function headerRules() {
  const rules = new Map<string, Record<string, string>>()
  let current: Record<string, string> = {}
  for (const line of readFileSync(join(outDir, '_headers'), 'utf8').split('\n')) {
    if (line.startsWith('/')) rules.set(line, (current = {}))
    else if (line.trim()) {
      const [name = '', ...value] = line.trim().split(': ')
      current[name.toLowerCase()] = value.join(': ')
    }
  }
  const rule = (path: string) => {
    const headers = rules.get(path)
    if (!headers) throw new Error(`_headers has no rule for ${path}`)
    return headers
  }
  return rule
}

const headersOf = async (path: string) => {
  const response = await fetch(new URL(path, baseURL), { redirect: 'manual' })
  return { status: response.status, headers: Object.fromEntries(response.headers) }
}

const firstAsset = () => {
  const match = readFileSync(join(outDir, '200.html'), 'utf8').match(/src="(\/assets\/[^"]+\.js)"/)
  if (!match?.[1]) throw new Error('the shell loads no script')
  return match[1]
}

describe('what the server behind npm start sends', () => {
  it('sends the headers dist/_headers gives static hosts, plus HSTS on HTTPS hosts only', async () => {
    const rule = headerRules()
    const everywhere = rule('/*')
    expect(everywhere['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(everywhere['permissions-policy']).toBe(
      'geolocation=(), camera=(), microphone=(), payment=(), usb=()',
    )
    const { headers } = await headersOf('/')
    for (const [name, value] of Object.entries(everywhere)) {
      if (name === 'strict-transport-security') expect(headers[name]).toBeUndefined()
      else expect(headers[name], name).toBe(value)
    }
    expect(headers['cache-control']).toBe(rule('/')['cache-control'])
    expect(headers['cache-control']).toBe('no-cache')
    const asset = await headersOf(firstAsset())
    expect(asset.status).toBe(200)
    expect(asset.headers['cache-control']).toBe(rule('/assets/*')['cache-control'])
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers a missing asset with the 404 page, not the app shell', async () => {
    const response = await fetch(new URL('/assets/gone-1234.js', baseURL))
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('<div id="root">')
  })

  it('answers a missing file with the status alone in a folder that has no 404 page', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tipwire-bare-'))
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Control</title>')
    const server = await startServer({ root: folder })
    try {
      const missing = await fetch(new URL('/favicon.ico', server.url))
      expect(missing.status).toBe(404)
      expect(await missing.text()).toBe('')
      expect((await fetch(server.url)).status).toBe(200)
    } finally {
      await server.close()
      rmSync(folder, { recursive: true })
    }
  })

  it.each(['/', '/ur/faq', '/user-dashboard', '/assets/gone-1234.js'])(
    'names an icon on %s that it serves as a PNG: an SVG icon took a task of its own on a slow phone',
    async (path) => {
      const page = await (await fetch(new URL(path, baseURL))).text()
      const icon = /<link rel="icon" type="([^"]+)" href="([^"]+)"/.exec(page)
      expect(icon?.[1]).toBe('image/png')
      const served = await fetch(new URL(icon?.[2] ?? '', baseURL))
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/png')
      expect((await served.bytes()).subarray(1, 4)).toEqual(new TextEncoder().encode('PNG'))
    },
  )

  it('serves a prerendered page as itself and any other path the shell', async () => {
    const faq = await (await fetch(new URL('/faq', baseURL))).text()
    expect(faq).toContain('data-prerendered-path="/faq"')
    const dashboard = await (await fetch(new URL('/newsroom-dashboard', baseURL))).text()
    expect(dashboard).toContain('<div id="root"></div>')
  })

  it.each([
    ['/LOGIN/user', '/login/user'],
    ['/faq/', '/faq'],
    ['/For-Users/?from=mail', '/for-users?from=mail'],
  ])('redirects %s to %s', async (path, canonical) => {
    const { status, headers } = await headersOf(path)
    expect(status).toBe(308)
    expect(headers.location).toBe(canonical)
    const { page, context, problems } = await openPage(browser())
    await page.goto(path)
    await page.getByRole('heading', { level: 1 }).waitFor()
    const url = new URL(page.url())
    expect(`${url.pathname}${url.search}`).toBe(canonical)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('paths that try to leave TipWire or break the server', () => {
  it('redirects an encoded double slash to a path of its own, never to another host', async () => {
    const { status, headers } = await headersOf('/%2F%2F1113982867/')
    expect(status).toBe(308)
    expect(headers.location).toBe('/%2f%2f1113982867')
    expect(new URL(headers.location ?? '', baseURL).origin).toBe(baseURL)
  })

  it('keeps answering after a request whose path holds a newline or broken escapes', async () => {
    expect((await headersOf('/A%0a')).headers.location).toBe('/a%0a')
    expect((await headersOf('/%E0%A4%A')).status).toBe(400)
    expect((await headersOf('/faq')).status).toBe(200)
  })

  it('stays on TipWire when a host serves the app for //evil.example/', async () => {
    const { page, context, problems } = await openPage(browser())
    const shell = readFileSync(join(outDir, '200.html'), 'utf8')
    await page.route(
      (url) => url.pathname === '//evil.example/',
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: shell }),
    )
    await page.goto(`${baseURL}//evil.example/`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(new URL(page.url()).origin).toBe(baseURL)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('a page whose code cannot be loaded', () => {
  it('asks for a reload, keeps the session, and recovers on Reload', async () => {
    const { page, context } = await openPage(browser())
    await logIn(page, 'user')
    await page.route('**/assets/FaqPage-*.js', (route) => route.abort('connectionreset'))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click()
    await page
      .getByText('TipWire has been updated or the connection dropped. Reload to continue.')
      .waitFor()
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0)
    expect(JSON.parse((await storedSession(page)) ?? '{}')).toMatchObject({
      isLoggedIn: 'true',
      userType: '"user"',
    })
    await page.unroute('**/assets/FaqPage-*.js')
    await page.getByRole('button', { name: 'Reload' }).click()
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor()
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'User Dashboard' })
      .waitFor()
    await context.close()
  })
})

describe('addresses with nothing behind them', () => {
  // Joined as text: resolved against the base, '//evil.example' would name another host.
  it.each(['//evil.example', '/news.html'])(
    'answers %s with the HTML 404 page, which leads home',
    async (path) => {
      const response = await fetch(`${baseURL}${path}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
      const { page, context } = await openPage(browser())
      const shown = await page.goto(`${baseURL}${path}`)
      expect(shown?.status()).toBe(404)
      expect(await page.title()).toBe('Page not found · TipWire')
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
      await page.getByRole('link', { name: 'Go to the TipWire home page' }).click()
      await page.getByRole('heading', { level: 1, name: /where citizen journalists/ }).waitFor()
      expect(new URL(page.url()).href).toBe(`${baseURL}/`)
      await context.close()
    },
  )

  it('answers a path it cannot decode with the HTML 400 page', async () => {
    const response = await fetch(`${baseURL}/%E0%A4%A`)
    expect(response.status).toBe(400)
    const page = await response.text()
    expect(page).toContain('<h1>This address cannot be read</h1>')
    expect(page).toContain('<a href="/">Go to the TipWire home page</a>')
  })

  it('gives static hosts the same 404 page in dist/404.html', async () => {
    const served = await (await fetch(`${baseURL}/news.html`)).text()
    expect(readFileSync(join(outDir, '404.html'), 'utf8')).toBe(served)
    expect(headerRules()('/404.html')['cache-control']).toBe('no-cache')
  })
})
