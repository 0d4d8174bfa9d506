// @vitest-environment node
import { i18n, type Messages } from '@lingui/core'
import { afterEach, expect, it, vi } from 'vitest'
import { loadCatalogues } from '@/lib/i18n/catalogues'

const compiled = import.meta.glob<Messages>('/src/locales/hi-IN/*.po', {
  eager: true,
  import: 'messages',
})
const idsOf = (area: string) => Object.keys(compiled[`/src/locales/hi-IN/${area}.po`] ?? {})

afterEach(() => i18n.activate('en-IN'))

it("loads a page's areas with one change for Lingui's provider, and each file once", async () => {
  const changes = vi.fn()
  const stopWatching = i18n.on('change', changes)
  try {
    await loadCatalogues('hi-IN', ['user', 'files'])
    await loadCatalogues('hi-IN', ['files', 'user'])
  } finally {
    stopWatching()
  }

  expect(changes).toHaveBeenCalledTimes(1)
  i18n.activate('hi-IN')
  const ids = [...idsOf('user'), ...idsOf('files')]
  expect(ids.length).toBeGreaterThan(0)
  expect(ids.filter((id) => !(id in i18n.messages))).toEqual([])
})
