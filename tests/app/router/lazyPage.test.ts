import { beforeEach, expect, it, vi } from 'vitest'
import { lazyPage } from '@/app/router/lazyPage'

// What ran, in order: the page's files in turns, and the page's own import.
const { steps } = vi.hoisted(() => ({ steps: [] as string[] }))

vi.mock('@/app/router/pageFiles', () => ({
  evaluateInTurns: async (page: string) => {
    steps.push(`${page} in turns`)
  },
}))
vi.mock('@/app/router/pageCode', () => ({
  pageCode: {
    FaqPage: async () => {
      steps.push('FaqPage imported')
      return { FaqPage: () => null }
    },
  },
  pageAreas: { FaqPage: [] },
}))

beforeEach(() => {
  steps.length = 0
})

it('imports a page someone waits for at once', async () => {
  const { Component } = await lazyPage('FaqPage')()
  expect(Component).toBeTypeOf('function')
  expect(steps).toEqual(['FaqPage imported'])
})

it('evaluates the files of a page got ready ahead in turns first', async () => {
  await lazyPage('FaqPage', { inTurns: true })()
  expect(steps).toEqual(['FaqPage in turns', 'FaqPage imported'])
})
