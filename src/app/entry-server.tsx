// Prerenders the public pages on Node at build time (product.md §14); scripts/build.mjs calls it.
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { i18n } from '@lingui/core'
import { renderToString } from 'react-dom/server'
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router'
import { makeStore } from '@store/store'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { catalogueSourceFile, speak } from '@/lib/i18n/catalogues'
import {
  LOCALES,
  localeBasename,
  localeOfPath,
  localizedPath,
  pathWithinLocale,
  textDirection,
  type Locale,
} from '@/lib/i18n/locales'
import { AppProviders } from './providers/AppProviders'
import { leftToRightStyleCache } from './providers/leftToRightStyles'
import { rightToLeftStyleCache } from './providers/rightToLeftStyles'
import { pageAreas, pageSourceFile } from './router/pageCode'
import { isPublicPageHandle, prerenderedPaths } from './router/routeHandles'
import { createRoutes } from './router/routes'

/** Every public page in every language (product.md §15). */
export const publicPaths = () =>
  LOCALES.flatMap((locale) =>
    prerenderedPaths(createRoutes(makeStore())).map((path) => localizedPath(locale, path)),
  )

/** The same page in each language, for the head's `hreflang` alternates. */
const alternatesOf = (path: string) =>
  LOCALES.map((locale) => ({ locale, path: localizedPath(locale, pathWithinLocale(path)) }))

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string
  /** The page's MUI/Emotion styles, as Emotion's server extracts them: a style tag's worth each. */
  styles: { key: string; ids: string[]; css: string }[]
  /** The module of the page's code, as the client build's manifest names it. */
  pageSourceFile: string
  /** The page's message catalogues in its language, and its right-to-left styles, as the manifest names them. */
  languageSourceFiles: string[]
  locale: Locale
  direction: 'ltr' | 'rtl'
  /** index.html's start-failure notice in the page's language: its sentence and its link. */
  startFailure: { message: string; reload: string }
  alternates: { locale: Locale; path: string }[]
}

const RIGHT_TO_LEFT_STYLES_SOURCE_FILE = 'src/app/providers/rightToLeftStyles.ts'

/** The words of a status page (scripts/statusPage.mjs) in `locale`, from the common catalogue. */
export async function statusPageWords(status: 400 | 404, locale: Locale) {
  await speak(locale, ['common'])
  const heading = i18n._(`common.status.${status}.heading`)
  return {
    locale,
    direction: textDirection(locale),
    title: i18n._('common.documentTitle', { title: heading }),
    heading,
    advice: i18n._(`common.status.${status}.advice`),
    home: i18n._('common.status.home'),
    homePath: localizedPath(locale, '/'),
  }
}

/** Renders `path` as a logged-out visitor sees it before any script runs. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const locale = localeOfPath(path)
  await speak(locale, CATALOGUE_AREAS)
  const store = makeStore()
  const { query, dataRoutes } = createStaticHandler(createRoutes(store), {
    basename: localeBasename(locale),
  })
  const context = await query(new Request(new URL(path, 'http://tipwire.local')))
  if (context instanceof Response) throw new Error(`${path} redirects: only pages are prerendered`)
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`)
  const page = context.matches
    .map((match) => match.route.handle)
    .filter(isPublicPageHandle)
    .at(-1)?.page
  if (!page) throw new Error(`${path} is not a public page`)

  const cache = textDirection(locale) === 'rtl' ? rightToLeftStyleCache() : leftToRightStyleCache()
  const emotionServer = createEmotionServer(cache)
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders store={store} prerendered>
        {/* No inline hydration script: the CSP allows none, and the client loads its own data. */}
        <StaticRouterProvider
          router={createStaticRouter(dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </CacheProvider>,
  )
  return {
    html,
    styles: emotionServer.extractCriticalToChunks(html).styles,
    pageSourceFile: pageSourceFile(page),
    languageSourceFiles: [
      ...['common' as const, ...pageAreas[page]].map((area) => catalogueSourceFile(locale, area)),
      ...(textDirection(locale) === 'rtl' ? [RIGHT_TO_LEFT_STYLES_SOURCE_FILE] : []),
    ],
    locale,
    direction: textDirection(locale),
    startFailure: {
      message: i18n._('common.startFailure.message'),
      reload: i18n._('common.startFailure.reload'),
    },
    alternates: alternatesOf(path),
  }
}
export { paths } from './router/paths'
export { LOCALES, localeBasename } from '@/lib/i18n/locales'
