/** The start's own worker, which loads Intl's data (src/lib/i18n/intlData.ts), by its built address. */
export const INTL_WORKER = /\/assets\/intlDataWorker-[\w-]+\.js$/
