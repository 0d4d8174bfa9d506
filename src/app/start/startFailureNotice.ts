import { i18n } from '@lingui/core'
import { speak } from '@/lib/i18n/catalogues'
import { DEFAULT_LOCALE, localeOfPath } from '@/lib/i18n/locales'

/** index.html's notice that TipWire could not start, which its CSS shows after a delay. */
const NOTICE_ID = 'start-failure'

/** The app is on screen: the notice will never be needed. */
export const removeStartFailureNotice = () => document.getElementById(NOTICE_ID)?.remove()

/**
 * Says the notice in the address's language. index.html writes it in English, which it keeps
 * when the catalogue cannot be had either (the connection may be what failed).
 */
async function translate(notice: HTMLElement) {
  const locale = localeOfPath(window.location.pathname)
  try {
    await speak(locale, ['common'])
  } catch {
    notice.lang = DEFAULT_LOCALE
    return
  }
  const reload = notice.querySelector('a')
  if (reload) reload.textContent = i18n._('common.startFailure.reload')
  notice.replaceChildren(i18n._('common.startFailure.message'), ...(reload ? [' ', reload] : []))
  notice.lang = locale
}

/**
 * A part of the app's code did not arrive: the start has failed for sure, so no delay beyond
 * fetching the notice's words. Never rejects.
 */
export async function showStartFailureNotice() {
  const notice = document.getElementById(NOTICE_ID)
  if (!notice) return
  await translate(notice)
  notice.classList.add('failed')
}
