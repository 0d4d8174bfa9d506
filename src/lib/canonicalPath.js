// Plain JavaScript so that the Node server behind `npm start` and the router share one rule.

/**
 * Page paths are lower-case and have no trailing slash (product.md §2).
 * @param {string} pathname
 * @returns {string | null} the canonical form, or null when `pathname` already is canonical
 */
export function canonicalPagePath(pathname) {
  const canonical = pathname.length > 1 ? pathname.toLowerCase().replace(/\/+$/, '') : pathname
  return canonical === pathname ? null : canonical || '/'
}
