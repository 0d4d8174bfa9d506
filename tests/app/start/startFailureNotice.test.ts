import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import type * as catalogues from '@/lib/i18n/catalogues'
import { speak } from '@/lib/i18n/catalogues'
import { showStartFailureNotice } from '@/app/start/startFailureNotice'

vi.mock('@/lib/i18n/catalogues', async (importOriginal) => {
  const original = await importOriginal<typeof catalogues>()
  return { ...original, speak: vi.fn(original.speak) }
})

/** index.html's notice, as it stands before the app starts. */
const NOTICE = `<div id="start-failure" role="alert">
  TipWire could not start. Check your connection and reload.
  <a href="">Reload</a>
</div>`

const notice = () => document.getElementById('start-failure')

beforeEach(() => {
  document.body.innerHTML = NOTICE
})
afterEach(async () => {
  document.body.replaceChildren()
  window.history.replaceState(null, '', '/')
  await speak('en-IN', CATALOGUE_AREAS)
})

describe('the notice that TipWire could not start', () => {
  it('shows at once, in English at an English address', async () => {
    window.history.replaceState(null, '', '/login/user')
    await showStartFailureNotice()
    expect(notice()).toHaveClass('failed')
    expect(notice()).toHaveTextContent(
      'TipWire could not start. Check your connection and reload. Reload',
    )
    expect(notice()?.querySelector('a')).toHaveAttribute('href', '')
  })

  it('speaks the language of the address, its Reload link kept', async () => {
    window.history.replaceState(null, '', '/hi/login/user')
    await showStartFailureNotice()
    expect(notice()).toHaveClass('failed')
    expect(notice()).toHaveAttribute('lang', 'hi-IN')
    expect(notice()).toHaveTextContent('TipWire शुरू नहीं हो सका।')
    const reload = notice()?.querySelector('a')
    expect(reload).toHaveTextContent('दोबारा लोड करें')
    expect(reload).toHaveAttribute('href', '')
  })

  it('stays in index.html’s English, said to be English, when the catalogue cannot load', async () => {
    vi.mocked(speak).mockRejectedValueOnce(new Error('offline'))
    window.history.replaceState(null, '', '/ur/faq')
    await showStartFailureNotice()
    expect(notice()).toHaveClass('failed')
    expect(notice()).toHaveAttribute('lang', 'en-IN')
    expect(notice()).toHaveTextContent(
      'TipWire could not start. Check your connection and reload. Reload',
    )
  })
})
