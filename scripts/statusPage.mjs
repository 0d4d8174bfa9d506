// The small HTML page of an error status (product.md §13): what the `npm start` server answers
// with a 404 or a 400, and dist/404.html for static hosts. Static, with no script: it has to
// show whatever broke, and the header policy allows inline styles only.

const STATUSES = {
  400: {
    heading: 'This address cannot be read',
    advice:
      'Part of it is not written correctly. Check the link, or start again from the home page.',
  },
  404: {
    heading: 'Page not found',
    advice: 'There is nothing at this address. Check the link, or start again from the home page.',
  },
}

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

/** The page for `status` (400 or 404): the site's name, what happened and a link home. */
export function statusPage(status) {
  const { heading, advice } = STATUSES[status]
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${heading} · TipWire</title>
    <style>${STYLE}
    </style>
  </head>
  <body>
    <main>
      <p class="site">TipWire</p>
      <h1>${heading}</h1>
      <p>${advice}</p>
      <p><a href="/">Go to the TipWire home page</a></p>
    </main>
  </body>
</html>
`
}
