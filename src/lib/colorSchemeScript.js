// Plain JavaScript, shared by the page template (vite.config.ts puts the script in every page's
// head) and the header policy (scripts/securityHeaders.mjs allows exactly this script by its hash).

/** Where the tab keeps the chosen colour scheme: light, dark or system (product.md §5). */
export const COLOR_SCHEME_KEY = 'tipwire:color-scheme'

/** The attribute on <html> that MUI's CSS variables follow. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme'

/**
 * Applies a scheme chosen earlier in the tab, or else the device's, before the first paint of any
 * page, prerendered or not, so that a reload never shows the other scheme while the app's code is
 * on its way. The device's is set too: the palette follows it without the attribute, but MUI's
 * dark-only styles (the navigation bar's dark fill) follow the attribute alone.
 */
export const COLOR_SCHEME_SCRIPT = `var m;try{m=sessionStorage.getItem(${JSON.stringify(COLOR_SCHEME_KEY)})}catch(e){}if(m!=='light'&&m!=='dark')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.setAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)},m)`
