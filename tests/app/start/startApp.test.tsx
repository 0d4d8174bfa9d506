import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { startApp } from '@/app/start/startApp'
import { documentTitles, importPagesBeforeTests } from '../../support/render'

importPagesBeforeTests()

const storedSession = (userType: 'user' | 'newsroom') =>
  JSON.stringify({
    isLoggedIn: 'true',
    userType: JSON.stringify(userType),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  })

let stop: (() => void) | undefined

async function start(path: string) {
  window.history.replaceState(null, '', path)
  const container = document.createElement('div')
  document.body.append(container)
  stop = await act(() => startApp(container))
  return container
}

afterEach(() => {
  act(() => stop?.())
  stop = undefined
  document.body.replaceChildren()
  window.history.replaceState(null, '', '/')
  document.documentElement.lang = 'en-IN'
  document.documentElement.dir = 'ltr'
})

describe('the app as index.html starts it: real store, persistor and router', () => {
  it('restores a stored user session before the dashboard guard runs', async () => {
    sessionStorage.setItem('persist:session', storedSession('user'))
    await start('/user-dashboard')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User Dashboard' }),
    ).toBeInTheDocument()
    expect(window.location.pathname).toBe('/user-dashboard')
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })

  it('leaves one title in the document: the page names it instead of the shell', async () => {
    const shellTitle = document.createElement('title')
    shellTitle.textContent = 'TipWire: news tips from citizen journalists'
    document.head.prepend(shellTitle)
    sessionStorage.setItem('persist:session', storedSession('newsroom'))
    await start('/newsroom-dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Newsroom Dashboard' })
    expect(documentTitles()).toEqual(['Newsroom Dashboard · TipWire'])
  })

  it('sends a visitor with no stored session from a dashboard to its login page', async () => {
    await start('/newsroom-dashboard')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Newsroom Login' }),
    ).toBeInTheDocument()
    expect(window.location.pathname).toBe('/login/newsroom')
  })

  it('treats a stored role it does not know as logged out', async () => {
    sessionStorage.setItem('persist:session', storedSession('admin' as 'user'))
    await start('/user-dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'User Login' })).toBeInTheDocument()
  })
})

describe("the page's language on <html>", () => {
  /** The names of <html>'s attributes written while `run` runs, each time one is written. */
  async function attributesWritten(run: () => Promise<unknown>) {
    const written: (string | null)[] = []
    const note = (records: MutationRecord[]) =>
      written.push(...records.map((record) => record.attributeName))
    const observer = new MutationObserver(note)
    observer.observe(document.documentElement, { attributes: true })
    await run()
    note(observer.takeRecords())
    observer.disconnect()
    return written
  }

  it("names the address's language and direction where the HTML names another", async () => {
    await start('/ur/login/user')
    expect(document.documentElement.lang).toBe('ur-IN')
    expect(document.documentElement.dir).toBe('rtl')
  })

  // Chromium restyles every element for :lang and :dir when either is written, unchanged or not.
  it('leaves them unwritten where the HTML names them already', async () => {
    document.documentElement.lang = 'en-IN'
    document.documentElement.dir = 'ltr'
    const written = await attributesWritten(() => start('/login/user'))
    expect(written).not.toContain('lang')
    expect(written).not.toContain('dir')
    expect(document.documentElement.lang).toBe('en-IN')
    expect(document.documentElement.dir).toBe('ltr')
  })
})
