import { useRouteError } from 'react-router'
import { ChunkLoadError } from '@/lib/chunkLoadError'
import { ChunkLoadFallback } from './ChunkLoadFallback'
import { ErrorFallback } from './ErrorFallback'

/** The root route's error element: a missing download is said as such, not as a crash. */
export function RouteErrorFallback() {
  return useRouteError() instanceof ChunkLoadError ? <ChunkLoadFallback /> : <ErrorFallback />
}
