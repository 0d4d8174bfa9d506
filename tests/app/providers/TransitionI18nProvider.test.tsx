import { act, render, screen } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { describe, expect, it } from 'vitest'
import { TransitionI18nProvider } from '@/app/providers/TransitionI18nProvider'

function LateWord() {
  const { _ } = useLingui()
  return <p>{_('test.lateWord')}</p>
}

describe('TransitionI18nProvider', () => {
  it('shows the words of a catalogue loaded after the page has rendered', async () => {
    render(
      <TransitionI18nProvider>
        <LateWord />
      </TransitionI18nProvider>,
    )
    expect(screen.queryByText('Arrived late')).not.toBeInTheDocument()

    await act(async () => i18n.load(i18n.locale, { 'test.lateWord': 'Arrived late' }))
    expect(screen.getByText('Arrived late')).toBeInTheDocument()
  })

  it('shows the texts of the active language from the first render', () => {
    render(
      <TransitionI18nProvider>
        <p>{i18n.locale}</p>
      </TransitionI18nProvider>,
    )
    expect(screen.getByText(i18n.locale)).toBeInTheDocument()
  })
})
