import { trustedWorkerUrl } from '@/lib/trustedWorkerUrl'

/**
 * The one place the cover workers are started. With Trusted Types required for scripts, the
 * URL passes the app's worker policy here, and nowhere else.
 */
export const startWorker = (url: string) =>
  new Worker(trustedWorkerUrl(new URL(url, import.meta.url)), { type: 'module' })
