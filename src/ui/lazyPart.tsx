import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react'
import { ChunkLoadError, downloaded } from '@/lib/chunkLoadError'
import { ErrorBoundary } from './ErrorBoundary'

export interface LazyPartPlaces {
  /** Shown in the part's place while its code downloads. */
  loading: ReactNode
  /** Shown in the part's place when its code could not be fetched; `retry` fetches it again. */
  failed: (retry: () => void) => ReactNode
}

/**
 * A part of a page whose code loads when it first shows, and that fails in its place: when the
 * download fails, the page around it (what the sender typed and chose) stays, and Retry asks
 * for the code again. React.lazy keeps a failed import for good, so a retry makes a new one.
 * A failure other than the download is no business of this part's, and goes to the boundary
 * above.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const loaded = () => lazy(() => downloaded(load).then((component) => ({ default: component })))
  let Part = loaded()

  return function LazyPart({ loading, failed, ...props }: Props & LazyPartPlaces) {
    const [attempt, setAttempt] = useState(0)
    const retry = () => {
      Part = loaded()
      setAttempt(attempt + 1)
    }
    return (
      <ErrorBoundary
        key={attempt}
        fallback={(error) => {
          if (!(error instanceof ChunkLoadError)) throw error
          return failed(retry)
        }}
      >
        <Suspense fallback={loading}>
          <Part {...(props as Props)} />
        </Suspense>
      </ErrorBoundary>
    )
  }
}
