import { startTransition } from 'react'
import type { Root } from 'react-dom/client'
import type { DataRouter } from 'react-router'
import { persistStore, type Persistor } from 'redux-persist'
import { shareLogoutAcrossTabs } from '@store/logoutAcrossTabs'
import { makeStore } from '@store/store'
import { speak } from '@/lib/i18n/catalogues'
import { loadIntlDataAside } from '@/lib/i18n/intlData'
import intlDataWorkerUrl from '@/lib/i18n/intlDataWorker?worker&url'
import { localeBasename, localeOfPath, textDirection } from '@/lib/i18n/locales'
import { trustedWorkerUrl } from '@/lib/trustedWorkerUrl'
import { yieldToBrowser } from '@/lib/yieldToBrowser'
import { makeThemeInTasks } from '@/app/providers/theme'

/** Resolves once the first route's guards have run and its page's code has arrived. */
const routerReady = (router: DataRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe()
        resolve()
      }
    })
  })

/**
 * Starts TipWire in `container` and resolves to a function that stops it: the page is emptied
 * and the router stops following the address bar (product.md §14).
 * A prerendered page is hydrated once the session is restored and its route is ready, so
 * nothing replaces it while code loads. When the route ends elsewhere (a guard sent a
 * logged-in visitor on, or a host answered a dashboard URL with another page's HTML) the app
 * renders fresh instead of hydrating. Both render in a transition: React yields to the
 * browser every few milliseconds instead of holding the main thread until it is done.
 */
export async function startApp(container: HTMLElement): Promise<() => void> {
  // Evaluating the code was one long task; each step below starts a task of its own: making the
  // theme (four tasks), the language's first number formatter, restoring the session, evaluating
  // the router and layout, making the router, then React's renderer.
  // The address names the language for the app's whole life: another language is another page.
  const locale = localeOfPath(window.location.pathname)
  const direction = textDirection(locale)
  // Written only where the HTML says otherwise (the app shell, a host's other page): Chromium
  // restyles every element of the page for :lang and :dir whenever they are written, even with
  // the values they hold: a login page's 173 elements at the entry's end, 22.7 ms at 7x in a trace.
  const html = document.documentElement
  if (html.lang !== locale) html.lang = locale
  if (html.dir !== direction) html.dir = direction
  const speaking = speak(locale, ['common'])
  const intlData = loadIntlDataAside(locale, () =>
    trustedWorkerUrl(new URL(intlDataWorkerUrl, import.meta.url)),
  )
  const rightToLeftCache =
    direction === 'rtl'
      ? import('@/app/providers/rightToLeftStyles').then((styles) => styles.rightToLeftStyleCache())
      : undefined
  const languageReady = Promise.all([rightToLeftCache, speaking])
  // Awaited once the shell has come. Should the start fail before then, startInPage.ts says so
  // once, and a failure here (the right-to-left styles need the shell's chunk too) is not left
  // unhandled.
  languageReady.catch(() => {})
  await yieldToBrowser()
  await makeThemeInTasks(locale, yieldToBrowser)
  await yieldToBrowser()
  // A page's first Intl formatter loads its language's data, now in a worker (intlData.ts); the
  // first made here then costs a few milliseconds. Where no worker could load it, this one does,
  // while the page's code is still arriving rather than in hydration (measured in 6831543).
  await intlData
  new Intl.NumberFormat(locale).format(0)
  await yieldToBrowser()
  const store = makeStore()
  const prerenderedState = store.getState()
  // Guards read the session, so it is restored before the router runs them.
  const persistor = await new Promise<Persistor>((resolve) => {
    const started = persistStore(store, null, () => resolve(started))
  })
  const stopSharingLogout = shareLogoutAcrossTabs(store)
  const {
    App,
    createBrowserRouter,
    createRoutes,
    forgiveRefusedHistoryWrites,
    leftToRightStyleCache,
  } = await import('@/app/appShell')
  const [rightToLeft] = await languageReady
  // Then a task of its own: the language's part that came last ran in the task that ends this
  // wait, and the router would be made in it too (on /ur the style cache and the router were
  // one long task, 52-62 ms at 4x CPU; commit 14f8f4d).
  await yieldToBrowser()
  const styleCache = rightToLeft ?? leftToRightStyleCache()
  forgiveRefusedHistoryWrites(window.history)
  const router = createBrowserRouter(createRoutes(store), { basename: localeBasename(locale) })
  // React's DOM renderer is the largest part of the code a page starts with: evaluated apart,
  // once the route has started loading its page.
  const { createRoot, hydrateRoot } = await import('react-dom/client')
  await yieldToBrowser()

  let root: Root | undefined
  const prerenderedPath = container.dataset.prerenderedPath
  if (prerenderedPath !== undefined) {
    await routerReady(router)
    await yieldToBrowser()
    const { location, errors } = router.state
    if (location.pathname === prerenderedPath && !errors) {
      // startTransition runs its callback at once, so `root` is set when it returns.
      startTransition(() => {
        root = hydrateRoot(
          container,
          <App
            store={store}
            router={router}
            serverState={prerenderedState}
            styleCache={styleCache}
          />,
        )
      })
    }
  }
  if (!root) {
    // The shell's title, or another page's title and description, would stand beside the ones
    // React renders: every screen names the document itself (product.md §14). Until React's
    // first commit, a frame or two, the document has no title.
    document.head.querySelectorAll('title, meta[name="description"]').forEach((tag) => tag.remove())
    const freshRoot = createRoot(container)
    startTransition(() =>
      freshRoot.render(<App store={store} router={router} styleCache={styleCache} />),
    )
    root = freshRoot
  }
  return () => {
    // The session is written now and no more: a write left queued would land after the page
    // (or a test) has moved on, and the next app started on the page would find it.
    persistor.pause()
    void persistor.flush()
    root?.unmount()
    router.dispose()
    stopSharingLogout()
  }
}
