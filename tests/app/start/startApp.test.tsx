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
