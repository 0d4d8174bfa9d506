import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { FaqPage } from '@/app/pages/FaqPage'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { documentTitles, renderWithStore } from '../../support/render'
import { withHindiAndUrdu } from '../../support/languages'

const renderFaq = () =>
  renderWithStore(
    <MemoryRouter initialEntries={['/faq']}>
      <FaqPage />
    </MemoryRouter>,
  )

withHindiAndUrdu()

describe('FAQ page in Hindi and Urdu', () => {
  it('speaks Hindi, with the payout time and methods in Hindi', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    const { user } = renderFaq()
    expect(documentTitles()).toEqual(['अक्सर पूछे जाने वाले सवाल · TipWire'])
    expect(
      screen.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).toBeNull()
    expect(screen.getByRole('tab', { name: 'सामान्य' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('button', { name: 'TipWire क्या है?' })).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'भुगतान' }))
    await user.click(screen.getByRole('button', { name: 'रक़म मिलने में कितना समय लगता है?' }))
    expect(screen.getByText(/^रक़म 3-5 कार्यदिवस में पेपाल,/)).toBeVisible()
  })

  it('speaks Urdu with its own digits, the support address unchanged', async () => {
    await speak('ur-IN', CATALOGUE_AREAS)
    const { user } = renderFaq()
    expect(
      screen.getByRole('heading', { level: 1, name: 'اکثر پوچھے جانے والے سوالات' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).toBeNull()
    expect(screen.getByRole('link', { name: 'مدد کے لیے رابطہ کریں' })).toHaveAttribute(
      'href',
      'mailto:support@tipwire.example',
    )
    await user.click(screen.getByRole('tab', { name: 'صارفین کے لیے' }))
    await user.click(screen.getByRole('button', { name: 'کرما پوائنٹس کیسے ملتے ہیں؟' }))
    expect(screen.getByText(/۱۰ کرما پوائنٹس ملتے ہیں/)).toBeVisible()
  })
})
