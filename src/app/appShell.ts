/**
 * What the start imports once the session is restored: the router, the routes and the layout
 * around every page. Imported apart from the entry, so that each is evaluated in a task of its
 * own (src/app/start/startApp.tsx); every page's HTML asks for it beside the entry
 * (scripts/build.mjs).
 */
export { createBrowserRouter } from 'react-router'
export { App } from './App'
export { leftToRightStyleCache } from './providers/leftToRightStyles'
export { forgiveRefusedHistoryWrites } from './router/forgivingHistory'
export { createRoutes } from './router/routes'
