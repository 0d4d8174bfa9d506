/** index.html's notice that TipWire could not start, which its CSS shows after a delay. */
const NOTICE_ID = 'start-failure'

/** The app is on screen: the notice will never be needed. */
export const removeStartFailureNotice = () => document.getElementById(NOTICE_ID)?.remove()

/** A part of the app's code did not arrive: the start has failed for sure, so no delay. */
export const showStartFailureNotice = () =>
  document.getElementById(NOTICE_ID)?.classList.add('failed')
