import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '@/ui/ErrorBoundary'
import { lazyPart } from '@/ui/lazyPart'

afterEach(() => vi.restoreAllMocks())

const Editor = ({ photo }: { photo: string }) => <h2>Editing {photo}</h2>

function Crashing(): never {
  throw new Error('the editor crashed')
}

const places = {
  loading: <p>Loading the editor…</p>,
  failed: (retry: () => void) => (
    <p>
      The editor could not be loaded. <button onClick={retry}>Retry</button>
    </p>
  ),
}

describe('a part of the page loaded later', () => {
  it('fails in its place when its code cannot be fetched, and Retry fetches it again', async () => {
    // React reports the failure it caught on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi
      .fn<() => Promise<typeof Editor>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Editor)
    const LazyEditor = lazyPart(load)
    render(
      <main>
        <p>The draft stays</p>
        <LazyEditor photo="street.jpg" {...places} />
      </main>,
    )
    await screen.findByText('The editor could not be loaded.', { exact: false })
    expect(screen.getByText('The draft stays')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Editing street.jpg' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('leaves a failure other than the download to the boundary above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const LazyEditor = lazyPart(async () => Crashing)
    render(
      <ErrorBoundary fallback={<p>Unexpected Application Error!</p>}>
        <LazyEditor {...places} />
      </ErrorBoundary>,
    )
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })
})
