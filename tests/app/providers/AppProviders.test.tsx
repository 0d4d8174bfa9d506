import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { makeStore } from '@store/store'
import { AppProviders } from '@/app/providers/AppProviders'

/** The rules of Emotion's global style tags: the theme's CSS variables and the baseline. */
const globalStyles = () =>
  [...document.querySelectorAll('style[data-emotion^="css-global"]')]
    .map((tag) => tag.textContent)
    .join('')

afterEach(() => {
  cleanup()
  document.head.querySelectorAll('style').forEach((tag) => tag.remove())
})

describe('the global styles around the app', () => {
  it("writes the theme's CSS variables and the baseline where the page has none", () => {
    render(<AppProviders store={makeStore()}>TipWire</AppProviders>)
    expect(globalStyles()).toContain('--mui-palette-primary-main')
    expect(globalStyles()).toMatch(/body\{/)
  })

  it('writes neither again where the HTML holds them, as a hydrating prerendered page', () => {
    const store = makeStore()
    render(
      <AppProviders store={store} serverState={store.getState()} prerendered>
        TipWire
      </AppProviders>,
    )
    expect(globalStyles()).toBe('')
  })
})
