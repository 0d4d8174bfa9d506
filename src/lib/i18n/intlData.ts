/**
 * Intl's language data, loaded aside. A page's first Intl formatter loads ICU's data for its
 * language, and that load blocked the main thread 100-160 ms at the bench's slow-down (issue 53;
 * a date formatter 26 ms more). ICU keeps what it has loaded for the whole renderer process,
 * workers included: once a worker has made the same formatters, the main thread's first costs
 * 0.1-6 ms. So the start has a worker make them while the page's code is still arriving.
 */

/** Every kind of formatter the app makes for `locale` (./format.ts, Lingui's plurals, dates). */
export function makeEveryFormatter(locale: string) {
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(0)
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }).format(0)
  new Intl.PluralRules(locale).select(1)
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(['a', 'b'])
  new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day')
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0)
}

/**
 * Resolves once a worker at `workerUrl` has made `locale`'s formatters, or at once where no
 * worker can be started, or when it fails: the main thread then loads the data itself, as it
 * would have without this.
 */
export function loadIntlDataAside(locale: string, workerUrl: () => string): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    let worker: Worker
    try {
      worker = new Worker(workerUrl(), { type: 'module' })
    } catch {
      return resolve()
    }
    const done = () => {
      worker.terminate()
      resolve()
    }
    worker.onmessage = done
    worker.onerror = (event) => {
      event.preventDefault()
      done()
    }
    worker.postMessage(locale)
  })
}
