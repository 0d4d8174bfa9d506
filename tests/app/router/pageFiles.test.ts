import { afterEach, beforeEach, expect, it, vi } from 'vitest'

// What ran, in order: each file's code, and each yield to the browser (a new task after it).
const { events } = vi.hoisted(() => {
  const events: string[] = []
  Object.assign(globalThis, { pageFileEvents: events })
  return { events }
})

vi.mock('@/lib/yieldToBrowser', () => ({
  yieldToBrowser: async () => {
    events.push('yield')
  },
}))

/** A module that says it ran; the number keeps each test's modules new to the module map. */
let made = 0
const fileSaying = (name: string) =>
  `data:text/javascript,globalThis.pageFileEvents.push(${JSON.stringify(name)})//${(made += 1)}`

const listInPage = (files: Record<string, string[]>) => {
  const list = document.createElement('script')
  list.type = 'application/json'
  list.id = 'page-files'
  list.textContent = JSON.stringify(files)
  document.body.append(list)
}

// The list is read once a page's life: each test starts the module anew.
const evaluateInTurns = async (page: 'UserDashboardPage' | 'FaqPage') =>
  (await import('@/app/router/pageFiles')).evaluateInTurns(page)

beforeEach(() => {
  vi.resetModules()
  events.length = 0
})
afterEach(() => {
  document.getElementById('page-files')?.remove()
  document.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove())
})

const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.href,
  )

it("evaluates a page's files in the build's order, each in a task of its own", async () => {
  listInPage({
    UserDashboardPage: [fileSaying('forms'), fileSaying('dashboard')],
    FaqPage: [fileSaying('faq')],
  })
  await evaluateInTurns('UserDashboardPage')
  expect(events).toEqual(['forms', 'yield', 'dashboard', 'yield'])
})

it('asks for every file at once before evaluating the first, each once', async () => {
  const [forms, dashboard] = [fileSaying('forms'), fileSaying('dashboard')]
  listInPage({ UserDashboardPage: [forms, dashboard] })
  const alreadyAsked = document.createElement('link')
  alreadyAsked.rel = 'modulepreload'
  alreadyAsked.href = forms
  document.head.append(alreadyAsked)
  const { evaluateInTurns: evaluate } = await import('@/app/router/pageFiles')
  const evaluated = evaluate('UserDashboardPage')
  expect(preloaded()).toEqual([forms, dashboard])
  expect(events).toEqual([])
  await evaluated
  expect(events).toEqual(['forms', 'yield', 'dashboard', 'yield'])
})

it('does nothing where the page is not listed, or there is no list', async () => {
  listInPage({ UserDashboardPage: [fileSaying('dashboard')] })
  await evaluateInTurns('FaqPage')
  expect(preloaded()).toEqual([])
  document.getElementById('page-files')?.remove()
  vi.resetModules()
  await evaluateInTurns('UserDashboardPage')
  expect(events).toEqual([])
})

it('fails as a file fails, and evaluates none after it', async () => {
  listInPage({
    UserDashboardPage: ['data:text/javascript,throw new Error("x")', fileSaying('after')],
  })
  await expect(evaluateInTurns('UserDashboardPage')).rejects.toThrow('x')
  expect(events).toEqual([])
})
