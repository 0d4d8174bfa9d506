import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { RefusedFilesAlert } from '@features/tipForm/RefusedFilesAlert'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { UserDashboardPage } from '@/app/pages/UserDashboardPage'
import { withHindiAndUrdu } from '../../support/languages'
import { renderOnceBeforeTests, renderWithStore } from '../../support/render'

renderOnceBeforeTests(<UserDashboardPage />)

withHindiAndUrdu()

const historyEntries = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem')

const refusedPhotos = [
  { kind: 'photo' as const, id: 'a', name: 'evil.jpg' },
  { kind: 'photo' as const, id: 'b', name: 'empty.jpg' },
]

describe('the user dashboard in Hindi and Urdu', () => {
  it('speaks Hindi: headings, karma, cash-out, history and the form', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    renderWithStore(<UserDashboardPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'उपयोगकर्ता डैशबोर्ड' })).toBeVisible()
    expect(screen.getByText('350 और पॉइंट चाहिए')).toBeVisible()
    expect(screen.getByRole('switch', { name: 'गुमनाम रूप से भेजें' })).toBeInTheDocument()
    const [accepted] = historyEntries('टिप्स का इतिहास')
    expect(accepted).toHaveTextContent('स्वीकृत')
    expect(accepted).toHaveTextContent('2 सप्ताह पहले भेजी गई')
    expect(screen.queryByRole('heading', { name: 'Tips History' })).not.toBeInTheDocument()
  })

  it('speaks Urdu, with its own digits', async () => {
    await speak('ur-IN', CATALOGUE_AREAS)
    renderWithStore(<UserDashboardPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'صارف ڈیش بورڈ' })).toBeVisible()
    expect(screen.getByText('۳۵۰ مزید پوائنٹس درکار ہیں')).toBeVisible()
    expect(screen.getByText('کرما پوائنٹس').nextElementSibling).toHaveTextContent('۱۵۰')
    const [accepted] = historyEntries('ٹپس کا ریکارڈ')
    expect(accepted).toHaveTextContent('منظور شدہ')
    expect(accepted).toHaveTextContent('+۱۱۰ کرما')
    expect(screen.queryByRole('heading', { name: 'User Dashboard' })).not.toBeInTheDocument()
  })

  it('names the refused files in one Urdu sentence, listed as Urdu lists them', async () => {
    await speak('ur-IN', CATALOGUE_AREAS)
    renderWithStore(<RefusedFilesAlert refused={refusedPhotos} ref={null} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      '۲ فائلیں شامل نہیں کی گئیں، اس لیے ٹپ نہیں بھیجی گئی: evil.jpg اور empty.jpg۔',
    )
    expect(screen.getByRole('link', { name: 'empty.jpg' })).toHaveAttribute('href', '#refused-b')
  })
})
