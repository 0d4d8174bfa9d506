import { afterEach, describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import { shareLogoutAcrossTabs } from '@store/logoutAcrossTabs'
import { makeStore, type AppStore } from '@store/store'
import { selectUserType, userLoggedOut } from '@features/session/sessionSlice'
import { importPagesBeforeTests, loggedInAs, renderApp } from '../support/render'

importPagesBeforeTests()

let channelCount = 0
const stops: (() => void)[] = []

/** Tabs of one browser: each store on a channel of the same name, as startApp joins it. */
function tabs(...stores: AppStore[]) {
  const name = `test-session-${(channelCount += 1)}`
  for (const store of stores) stops.push(shareLogoutAcrossTabs(store, new BroadcastChannel(name)))
  return stores
}

/** A message sent on a channel arrives in a later task. */
const messagesDelivered = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

afterEach(() => {
  stops.splice(0).forEach((stop) => stop())
})

describe('a logout across tabs', () => {
  it('ends the session in every other tab holding a copy of it', async () => {
    const [here, copy, another] = tabs(
      makeStore(loggedInAs('user')),
      makeStore(loggedInAs('user')),
      makeStore(loggedInAs('newsroom')),
    )
    here?.dispatch(userLoggedOut())
    await messagesDelivered()
    expect([here, copy, another].map((store) => store && selectUserType(store.getState()))).toEqual(
      [null, null, null],
    )
  })

  it('is told once: a tab logged out by another does not tell the others again', async () => {
    const [here] = tabs(makeStore(loggedInAs('user')), makeStore(loggedInAs('user')))
    const told: unknown[] = []
    const listening = new BroadcastChannel(`test-session-${channelCount}`)
    listening.onmessage = (event) => told.push(event.data)
    here?.dispatch(userLoggedOut())
    await messagesDelivered()
    listening.close()
    expect(told).toEqual(['logged-out'])
  })

  it('reaches no tab once that tab has stopped listening', async () => {
    const [here, copy] = tabs(makeStore(loggedInAs('user')), makeStore(loggedInAs('user')))
    stops.splice(1).forEach((stop) => stop())
    here?.dispatch(userLoggedOut())
    await messagesDelivered()
    expect(copy && selectUserType(copy.getState())).toBe('user')
  })

  it('takes a dashboard open in the other tab to its login page', async () => {
    const otherTab = makeStore(loggedInAs('user'))
    const { store, router } = renderApp('/user-dashboard', {
      preloadedState: loggedInAs('user'),
    })
    tabs(otherTab, store)
    await screen.findByRole('heading', { level: 1, name: 'User Dashboard' })
    otherTab.dispatch(userLoggedOut())
    expect(await screen.findByRole('heading', { level: 1, name: 'User Login' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login/user')
    expect(screen.getByText('Log in as a user to see the user dashboard')).toBeInTheDocument()
    expect(
      await screen.findByText(
        'You logged out in another tab, so you are logged out here too. Any tip you were writing in this tab has been discarded, with its files.',
      ),
    ).toBeInTheDocument()
  })
})
