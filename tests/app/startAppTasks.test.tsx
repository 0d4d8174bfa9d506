import { act } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type * as AppShell from '@/appShell'
import type * as RightToLeftStyles from '@/rightToLeftStyles'
import { startApp } from '@/startApp'

// What the start does, in order: each yield to the browser ends a task.
const steps: string[] = []
const { appShellLoaded, untilAppShellLoaded } = vi.hoisted(() => {
  let appShellLoaded = () => {}
  const untilAppShellLoaded = new Promise<void>((resolve) => (appShellLoaded = resolve))
  return { appShellLoaded, untilAppShellLoaded }
})

vi.mock('@/lib/yieldToBrowser', () => ({
  yieldToBrowser: () => {
    steps.push('yield')
    return new Promise<void>((resolve) => setTimeout(resolve))
  },
}))

vi.mock('@/appShell', async (importOriginal) => {
  const shell = await importOriginal<typeof AppShell>()
  appShellLoaded()
  return {
    ...shell,
    createBrowserRouter: (...args: Parameters<typeof shell.createBrowserRouter>) => {
      steps.push('router')
      return shell.createBrowserRouter(...args)
    },
  }
})

// The right-to-left styles' code comes last, after the router and layout's, as it may on a
// slow connection.
vi.mock('@/rightToLeftStyles', async (importOriginal) => {
  const styles = await importOriginal<typeof RightToLeftStyles>()
  await untilAppShellLoaded
  return {
    rightToLeftStyleCache: () => {
      steps.push('style cache')
      return styles.rightToLeftStyleCache()
    },
  }
})

let stop: (() => void) | undefined

afterEach(() => {
  act(() => stop?.())
  stop = undefined
  document.body.replaceChildren()
  window.history.replaceState(null, '', '/')
})

it('makes the router in a task of its own when the language is ready last', async () => {
  window.history.replaceState(null, '', '/ur')
  const container = document.createElement('div')
  document.body.append(container)
  stop = await act(() => startApp(container))

  const styleCache = steps.indexOf('style cache')
  const router = steps.indexOf('router')
  expect(styleCache).toBeGreaterThan(-1)
  expect(router).toBeGreaterThan(styleCache)
  expect(steps.slice(styleCache + 1, router)).toContain('yield')
})
