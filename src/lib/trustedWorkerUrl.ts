// Trusted Types (product.md §13): the page may not hand a plain string to a sink that runs a
// script. The only such places are our workers (the media engine's, the photo cover's and face
// finder's, the video cover's and the one decoding its frames for the face finder, and the one
// that loads Intl's data), whose URLs go through the one named policy.
import { WORKER_POLICY_NAME } from './trustedTypePolicies.js'

// TypeScript's DOM types know nothing of Trusted Types yet: just what is used here.
interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown
}
interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy
}

/** Where the build puts our workers: Vite names each after its source and its content's hash. */
const BUILT_WORKER_PATH =
  /^\/assets\/(fileWorker|coverWorker|faceWorker|frameWorker|videoWorker|intlDataWorker)-[\w-]+\.js$/

/** Whether `url` is one of TipWire's own built workers, served from `origin`. */
export const isOwnWorkerUrl = (url: URL, origin: string) =>
  url.origin === origin && BUILT_WORKER_PATH.test(url.pathname) && !url.search && !url.hash

let policy: ScriptUrlPolicy | undefined

const workerPolicy = (trustedTypes: TrustedTypePolicyFactory) =>
  (policy ??= trustedTypes.createPolicy(WORKER_POLICY_NAME, {
    createScriptURL: (input) => {
      const url = new URL(input)
      if (!isOwnWorkerUrl(url, location.origin)) {
        throw new TypeError(`Not one of TipWire's workers: ${input}`)
      }
      return url.href
    },
  }))

/**
 * A worker's URL, as `new Worker` may take it: passed through the `tipwire-worker` policy
 * where the browser has Trusted Types, else the URL's text. The policy accepts only our own
 * built workers of this origin and throws for anything else. Declared a string, which is
 * what the Worker constructor's type accepts and what the trusted value stands for.
 */
export function trustedWorkerUrl(url: URL): string {
  const { trustedTypes } = globalThis as { trustedTypes?: TrustedTypePolicyFactory }
  return trustedTypes ? (workerPolicy(trustedTypes).createScriptURL(url.href) as string) : url.href
}
