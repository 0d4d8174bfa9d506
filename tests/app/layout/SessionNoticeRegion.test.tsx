import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { userLoggedOut } from '@features/session/sessionSlice'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { withHindiAndUrdu } from '../../support/languages'
import { importPagesBeforeTests, loggedInAs, renderApp } from '../../support/render'

withHindiAndUrdu()
importPagesBeforeTests()

const LANDING = 'TipWire: where citizen journalists and newsrooms meet'

/** The polite region of the page's main content that holds the session's notice. */
const noticeRegion = () => within(screen.getByRole('main')).getAllByRole('status')[0] as HTMLElement

/** The notice's words, once its code has arrived: it comes with the first notice. */
const expectNotice = (words: string | RegExp) =>
  waitFor(() => expect(noticeRegion()).toHaveTextContent(words))

const AS_USER_NOT_NEWSROOM =
  'You are signed in as a user, so you have been brought to your User Dashboard. To use TipWire as a newsroom, log out at the top of the page, then sign in on the Newsroom Login.'
const AS_NEWSROOM_NOT_USER =
  'You are signed in as a newsroom, so you have been brought to your Newsroom Dashboard. To use TipWire as a user, log out at the top of the page, then sign in on the User Login.'

describe('a word on arrival after a redirect', () => {
  it('says on the landing page that Sign up has no page, and gives the demo logins', async () => {
    const { router } = renderApp('/signup')
    await screen.findByRole('heading', { level: 1, name: LANDING })
    expect(router.state.location.pathname).toBe('/')
    await expectNotice(
      'Accounts are not part of this demo, so there is nothing to sign up for. Log in with a demo account instead: username user as a citizen journalist or journo as a newsroom, password password123.',
    )
  })

  it.each([
    ['user', '/login/newsroom', 'User Dashboard', AS_USER_NOT_NEWSROOM],
    ['user', '/newsroom-dashboard', 'User Dashboard', AS_USER_NOT_NEWSROOM],
    ['newsroom', '/login/user', 'Newsroom Dashboard', AS_NEWSROOM_NOT_USER],
    ['newsroom', '/user-dashboard', 'Newsroom Dashboard', AS_NEWSROOM_NOT_USER],
    ['newsroom', '/login', 'Newsroom Dashboard', AS_NEWSROOM_NOT_USER],
    [
      'user',
      '/login/user',
      'User Dashboard',
      'You are already signed in as a user, so this is your User Dashboard.',
    ],
    [
      'newsroom',
      '/login/newsroom',
      'Newsroom Dashboard',
      'You are already signed in as a newsroom, so this is your Newsroom Dashboard.',
    ],
  ] as const)(
    'tells a signed-in %s sent from %s to their %s who they are and how to switch',
    async (role, path, dashboard, words) => {
      renderApp(path, { preloadedState: loggedInAs(role) })
      await screen.findByRole('heading', { level: 1, name: dashboard })
      await expectNotice(words)
    },
  )

  it('says nothing on a page reached as asked', async () => {
    renderApp('/user-dashboard', { preloadedState: loggedInAs('user') })
    await screen.findByRole('heading', { level: 1, name: 'User Dashboard' })
    expect(noticeRegion()).toBeEmptyDOMElement()
  })

  it('is dismissed with its button, the focus going on to the page', async () => {
    const { user } = renderApp('/signup')
    await screen.findByRole('heading', { level: 1, name: LANDING })
    await user.click(await within(noticeRegion()).findByRole('button', { name: 'Dismiss' }))
    expect(noticeRegion()).toBeEmptyDOMElement()
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('is gone once the visitor moves on, and does not come back with them', async () => {
    const { router, user } = renderApp('/login/newsroom', { preloadedState: loggedInAs('user') })
    await screen.findByRole('heading', { level: 1, name: 'User Dashboard' })
    expect(noticeRegion()).not.toBeEmptyDOMElement()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    await user.click(within(nav).getByRole('link', { name: 'FAQ' }))
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })
    await waitFor(() => expect(noticeRegion()).toBeEmptyDOMElement())
    await act(() => router.navigate(-1))
    await screen.findByRole('heading', { level: 1, name: 'User Dashboard' })
    expect(noticeRegion()).toBeEmptyDOMElement()
  })

  it('says so on the next redirect after one already shown', async () => {
    const { router } = renderApp('/signup')
    await screen.findByRole('heading', { level: 1, name: LANDING })
    await act(() => router.navigate('/faq'))
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })
    await waitFor(() => expect(noticeRegion()).toBeEmptyDOMElement())
    await act(() => router.navigate('/signup'))
    await screen.findByRole('heading', { level: 1, name: LANDING })
    await expectNotice(/^Accounts are not part of this demo/)
  })
})

describe('a word after a logout in another tab', () => {
  it('tells a user on any page that the tip being written here was discarded', async () => {
    const { store, router } = renderApp('/faq', { preloadedState: loggedInAs('user') })
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })
    act(() => void store.dispatch(userLoggedOut('anotherTab')))
    await expectNotice(
      'You logged out in another tab, so you are logged out here too. Any tip you were writing in this tab has been discarded, with its files.',
    )
    expect(router.state.location.pathname).toBe('/faq')
  })

  it('tells a newsroom on its dashboard, from the login page it is sent to, that its purchases were cleared', async () => {
    const { store, router } = renderApp('/newsroom-dashboard', {
      preloadedState: loggedInAs('newsroom'),
    })
    await screen.findByRole('heading', { level: 1, name: 'Newsroom Dashboard' })
    act(() => void store.dispatch(userLoggedOut('anotherTab')))
    await screen.findByRole('heading', { level: 1, name: 'Newsroom Login' })
    expect(router.state.location.pathname).toBe('/login/newsroom')
    await expectNotice(
      'You logged out in another tab, so you are logged out here too. The list of tips bought in this tab has been cleared.',
    )
  })

  it('says nothing after a logout in this tab', async () => {
    const { user } = renderApp('/faq', { preloadedState: loggedInAs('user') })
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await screen.findByRole('heading', { level: 1, name: LANDING })
    expect(noticeRegion()).toBeEmptyDOMElement()
  })
})

describe('the notices in Hindi and Urdu', () => {
  it('speak Hindi', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    renderApp('/login/user', { preloadedState: loggedInAs('newsroom') })
    await screen.findByRole('heading', { level: 1, name: 'न्यूज़रूम डैशबोर्ड' })
    await expectNotice('आप न्यूज़रूम के रूप में लॉग इन हैं, इसलिए आपको अपने न्यूज़रूम डैशबोर्ड पर लाया गया है।')
    expect(await within(noticeRegion()).findByRole('button', { name: 'बंद करें' })).toBeInTheDocument()
  })

  it('speak Urdu', async () => {
    await speak('ur-IN', CATALOGUE_AREAS)
    renderApp('/signup')
    await screen.findByRole('heading', { level: 1 })
    await expectNotice('اکاؤنٹس اس ڈیمو کا حصہ نہیں ہیں، اس لیے سائن اَپ کرنے کو کچھ نہیں ہے۔')
    await expectNotice('صارف نام user')
    expect(
      await within(noticeRegion()).findByRole('button', { name: 'بند کریں' }),
    ).toBeInTheDocument()
  })
})
