// The small HTML page of an error status (product.md §13): what the `npm start` server answers
// with a 404 or a 400, and dist/404.html for static hosts, in each language (dist/hi/404.html...).
// Static, with no script: it has to show whatever broke, and the header policy allows inline
// styles only. Its words come from the common catalogue (statusPageWords in
// src/app/entry-server.tsx).

/** The statuses that have a page. */
export const STATUSES = [400, 404]

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f6f7fb; color: #1d1d1d; }
  main { max-width: 32rem; margin: 1.5rem; padding: 2rem; border-radius: 10px; background: #fff; }
  .site { margin: 0 0 1.5rem; font-weight: 800; color: #0d3b66; }
  h1 { margin: 0 0 0.75rem; font-size: 1.75rem; line-height: 1.25; }
  p { line-height: 1.5; }
  a { color: #0d3b66; font-weight: 600; }
  @media (prefers-color-scheme: dark) {
    body { background: #121212; color: #f2f2f2; }
    main { background: #1e1e1e; }
    .site, a { color: #9cc7f0; }
  }`

/** A status's page: the site's name, what happened and a link home, with `words` in their language. */
export function statusPage({ locale, direction, title, heading, advice, home, homePath }) {
  return `<!doctype html>
<html lang="${locale}" dir="${direction}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" type="image/png" href="/favicon.png" />
    <title>${title}</title>
    <style>${STYLE}
    </style>
  </head>
  <body>
    <main>
      <p class="site">TipWire</p>
      <h1>${heading}</h1>
      <p>${advice}</p>
      <p><a href="${homePath}">${home}</a></p>
    </main>
  </body>
</html>
`
}
