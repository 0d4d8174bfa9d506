/**
 * The engine's work on files as everyone calls it: in the engine's worker where the browser
 * can make one, and on the calling thread elsewhere (Node, for tools and tests; a browser
 * without module workers), where only then is its code loaded.
 */
import { workerFunctions } from '@/lib/workers/workerCalls'
import type { MediaJobs } from './mediaJobs'

export const {
  detectFormat,
  readHiddenDetails,
  findHiddenDetails,
  removeHiddenDetails,
  decodeToThumbnail,
} = workerFunctions<MediaJobs>(
  {
    // Asked for only on the first call, so tools outside a browser never load what only the
    // app's build provides.
    url: () => import('./fileWorker.ts?worker&url').then((module) => module.default),
    here: () => import('./mediaJobs').then((module) => module.MEDIA_JOBS),
  },
  [
    'detectFormat',
    'readHiddenDetails',
    'findHiddenDetails',
    'removeHiddenDetails',
    'decodeToThumbnail',
  ],
)
