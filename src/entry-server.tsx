// Prerenders the public pages on Node at build time (product.md §14); scripts/build.mjs calls it.
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { renderToString } from 'react-dom/server'
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom'
import { makeStore } from '@store/store'
import { AppProviders } from './AppProviders'
import { pageSourceFile } from './router/pageCode'
import { isPublicPageHandle, prerenderedPaths } from './router/routeHandles'
import { createRoutes } from './router/routes'

export const publicPaths = () => prerenderedPaths(createRoutes(makeStore()))

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string
  /** The page's MUI/Emotion styles as <style> tags for the head. */
  styleTags: string
  /** The module of the page's code, as the client build's manifest names it. */
  pageSourceFile: string
}

/** Renders `path` as a logged-out visitor sees it before any script runs. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const store = makeStore()
  const { query, dataRoutes } = createStaticHandler(createRoutes(store))
  const context = await query(new Request(new URL(path, 'http://tipwire.local')))
  if (context instanceof Response) throw new Error(`${path} redirects: only pages are prerendered`)
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`)
  const page = context.matches
    .map((match) => match.route.handle)
    .filter(isPublicPageHandle)
    .at(-1)?.page
  if (!page) throw new Error(`${path} is not a public page`)

  const cache = createCache({ key: 'css' })
  const emotionServer = createEmotionServer(cache)
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders store={store}>
        {/* No inline hydration script: the CSP allows none, and the client loads its own data. */}
        <StaticRouterProvider
          router={createStaticRouter(dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </CacheProvider>,
  )
  const styleTags = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(html),
  )
  return { html, styleTags, pageSourceFile: pageSourceFile(page) }
}
export { paths } from './router/paths'
