import { addListener } from '@reduxjs/toolkit'
import { userLoggedOut } from '@features/session/sessionSlice'
import type { AppStore } from './store'

/** The channel every TipWire tab of this browser listens on. */
export const SESSION_CHANNEL_NAME = 'tipwire:session'
const LOGGED_OUT = 'logged-out'

/** The part of a BroadcastChannel used here, so that a test can hand its own pair. */
export type SessionChannel = Pick<BroadcastChannel, 'postMessage' | 'close' | 'onmessage'>

/**
 * product.md §4: a logout ends the session in every tab, since a tab opened from another (a link
 * opened in a new tab, say) starts with a copy of its sessionStorage and so of the session.
 * Each logout of this tab's is told on the channel; a logout heard there is this tab's logout
 * too, which the guards answer as they answer any (src/app/layout/AppLayout.tsx), and is not
 * told on. Resolves to a function that stops listening.
 */
export function shareLogoutAcrossTabs(
  store: AppStore,
  channel: SessionChannel = new BroadcastChannel(SESSION_CHANNEL_NAME),
) {
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === LOGGED_OUT) store.dispatch(userLoggedOut('anotherTab'))
  }
  const stopTelling = store.dispatch(
    addListener({
      actionCreator: userLoggedOut,
      effect: ({ meta }) => {
        if (meta.origin === 'thisTab') channel.postMessage(LOGGED_OUT)
      },
    }),
  )
  return () => {
    stopTelling()
    channel.close()
  }
}
