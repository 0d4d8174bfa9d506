// Plain JavaScript so that the Node server behind `npm start` and the router share one rule.

/**
 * Page paths are lower-case, start with one slash and have no trailing slash (product.md §2).
 * Leading slashes collapse to one: '//evil.example/' names a page of ours, never another site.
 * @param {string} pathname
 * @returns {string | null} the canonical form, or null when `pathname` already is canonical
 */
export function canonicalPagePath(pathname) {
  const canonical = `/${pathname.toLowerCase().replace(/^\/+|\/+$/g, '')}`
  return canonical === pathname ? null : canonical
}
