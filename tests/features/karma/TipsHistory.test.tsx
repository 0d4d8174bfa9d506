import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { TipsHistory } from '@features/karma/TipsHistory'
import type { TipHistoryEntry } from '@features/karma/sampleKarma'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { withHindiAndUrdu } from '../../support/languages'
import { renderWithStore } from '../../support/render'

withHindiAndUrdu()

const entries = (count: number): TipHistoryEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `tip-${index}`,
    title: `Tip ${index + 1}`,
    submittedAt: Date.now(),
    status: 'pending',
    karma: 10,
  }))

const renderHistory = (tipsSubmitted: number, listed: number) =>
  renderWithStore(<TipsHistory />, {
    preloadedState: {
      karma: { points: 150, tipsSubmitted, tipsAccepted: 1, history: entries(listed) },
    },
  })

const listedEntries = () => within(screen.getByRole('list', { name: /./ })).getAllByRole('listitem')

describe('Tips History beside the count of tips submitted', () => {
  it('says it shows the latest 3 of the 5 tips submitted', () => {
    renderHistory(5, 3)
    expect(screen.getByText('Showing your latest 3 of 5 submitted tips')).toBeVisible()
    expect(listedEntries()).toHaveLength(3)
  })

  it('says nothing more when it lists every tip submitted', () => {
    renderHistory(3, 3)
    expect(screen.queryByText(/Showing your latest/)).not.toBeInTheDocument()
  })

  it('counts what it shows: the latest 10, then all it holds', async () => {
    const { user } = renderHistory(14, 12)
    expect(screen.getByText('Showing your latest 10 of 14 submitted tips')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show all (12)' }))
    expect(screen.getByText('Showing your latest 12 of 14 submitted tips')).toBeVisible()
    expect(listedEntries()).toHaveLength(12)
  })

  it('says it in Hindi and in Urdu', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    const { unmount } = renderHistory(5, 3)
    expect(screen.getByText('आपकी 5 भेजी गई टिप्स में से नवीनतम 3 दिख रही हैं')).toBeVisible()
    unmount()
    await speak('ur-IN', CATALOGUE_AREAS)
    renderHistory(5, 3)
    expect(
      screen.getByText('آپ کی ۵ بھیجی گئی ٹپس میں سے تازہ ترین ۳ دکھائی جا رہی ہیں'),
    ).toBeVisible()
  })
})
