import { act } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type * as AppShell from '@/app/appShell'
import type * as RightToLeftStyles from '@/app/providers/rightToLeftStyles'
import { startApp } from '@/app/start/startApp'

// The task each step ran in: a yield to the browser resumes in a new one.
const taskOf = new Map<string, number>()
let task = 0
const { appShellLoaded, untilAppShellLoaded } = vi.hoisted(() => {
  let appShellLoaded = () => {}
  const untilAppShellLoaded = new Promise<void>((resolve) => (appShellLoaded = resolve))
  return { appShellLoaded, untilAppShellLoaded }
})

vi.mock('@/lib/yieldToBrowser', () => ({
  yieldToBrowser: () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        task += 1
        resolve()
      }),
    ),
}))

vi.mock('@/app/appShell', async (importOriginal) => {
  const shell = await importOriginal<typeof AppShell>()
  appShellLoaded()
  return {
    ...shell,
    createBrowserRouter: (...args: Parameters<typeof shell.createBrowserRouter>) => {
      taskOf.set('router', task)
      return shell.createBrowserRouter(...args)
    },
  }
})

// The right-to-left styles' code comes last, after the router and layout's, as it may on a
// slow connection.
vi.mock('@/app/providers/rightToLeftStyles', async (importOriginal) => {
  const styles = await importOriginal<typeof RightToLeftStyles>()
  await untilAppShellLoaded
  return {
    rightToLeftStyleCache: () => {
      taskOf.set('style cache', task)
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

  const styleCache = taskOf.get('style cache')
  expect(styleCache).toBeDefined()
  expect(taskOf.get('router')).toBeGreaterThan(styleCache ?? Infinity)
})
