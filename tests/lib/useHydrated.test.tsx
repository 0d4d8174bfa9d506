import { act, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { HydratedProvider, useHydrated } from '@/lib/useHydrated'

function RecordsHydrated({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated()
  seen.push(hydrated)
  return <p>{hydrated ? 'hydrated' : 'not yet'}</p>
}

describe('useHydrated', () => {
  it('is false in the prerendered HTML and while hydrating, and true once hydrated', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <HydratedProvider prerendered>
        <RecordsHydrated seen={[]} />
      </HydratedProvider>,
    )
    expect(container.textContent).toBe('not yet')

    const seen: boolean[] = []
    const onRecoverableError = vi.fn()
    const root = await act(async () =>
      hydrateRoot(
        container,
        <HydratedProvider prerendered>
          <RecordsHydrated seen={seen} />
        </HydratedProvider>,
        { onRecoverableError },
      ),
    )
    expect(container.textContent).toBe('hydrated')
    expect(seen).toEqual([false, true])
    expect(onRecoverableError).not.toHaveBeenCalled()
    act(() => root.unmount())
  })

  it('is true from the first render of a page rendered only in the browser', () => {
    const seen: boolean[] = []
    render(
      <HydratedProvider prerendered={false}>
        <RecordsHydrated seen={seen} />
      </HydratedProvider>,
    )
    expect(seen).toEqual([true])
  })

  it('is true outside a provider', () => {
    const seen: boolean[] = []
    render(<RecordsHydrated seen={seen} />)
    expect(seen).toEqual([true])
  })
})
