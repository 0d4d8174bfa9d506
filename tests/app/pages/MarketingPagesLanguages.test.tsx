import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { documentTitles, importPagesBeforeTests, renderApp } from '../../support/render'
import { isolatedRightToLeft, withHindiAndUrdu } from '../../support/languages'

withHindiAndUrdu()
importPagesBeforeTests()

describe('marketing pages in Hindi and Urdu', () => {
  it('tells newsrooms prices, payment methods and formats in Hindi', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    renderApp('/for-newsrooms')
    await screen.findByRole('heading', { level: 1, name: 'न्यूज़रूम के लिए TipWire' })
    expect(documentTitles()).toEqual(['न्यूज़रूम के लिए · TipWire'])
    expect(screen.queryByRole('heading', { name: 'Find your next story' })).not.toBeInTheDocument()
    const page = screen.getByRole('main')
    expect(page).toHaveTextContent('₹2,000 – ₹4,000')
    expect(page).toHaveTextContent('भुगतान के तरीके: क्रेडिट और डेबिट कार्ड, पेपाल या बैंक ट्रांसफ़र')
    expect(page).toHaveTextContent('माध्यम: टेक्स्ट, फ़ोटो, वीडियो, और ऑडियो')
  })

  it('tells newsrooms the price range in Urdu as one range, isolated', async () => {
    await speak('ur-IN', CATALOGUE_AREAS)
    renderApp('/for-newsrooms')
    await screen.findByRole('heading', { level: 1, name: 'نیوز رومز کے لیے TipWire' })
    const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent
    expect(fact('فی ٹپ، موجودہ فہرست میں')).toBe(isolatedRightToLeft('₹۲٬۰۰۰ – ₹۴٬۰۰۰'))
  })

  it('tells citizen journalists the karma rules in Urdu, with its own digits', async () => {
    await speak('ur-IN', CATALOGUE_AREAS)
    renderApp('/for-users')
    await screen.findByRole('heading', { level: 1, name: 'شہری صحافیوں کے لیے TipWire' })
    expect(screen.queryByRole('heading', { name: 'Why report on TipWire' })).not.toBeInTheDocument()
    const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent
    expect(fact('کرما پوائنٹس، آپ کی بھیجی ہر ٹپ پر')).toBe('۱۰')
    expect(fact('مزید، جب کوئی نیوز روم اسے چنتا یا خریدتا ہے')).toBe('+۱۰۰')
    expect(screen.getByRole('main')).toHaveTextContent('۳ سے ۵ کاروباری دن')
  })
})
