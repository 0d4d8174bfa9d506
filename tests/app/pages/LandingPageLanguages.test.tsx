import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { documentTitles, importPagesBeforeTests, renderApp } from '../../support/render'
import { withHindiAndUrdu } from '../../support/languages'

withHindiAndUrdu()
importPagesBeforeTests()

const stepsOf = (heading: string) =>
  within(screen.getByRole('region', { name: heading })).getAllByRole('listitem')

describe('landing page in Hindi and Urdu', () => {
  it('speaks Hindi, the karma rules and payout methods included', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    expect(documentTitles()).toEqual(['TipWire: नागरिक पत्रकारों से ख़बरों की टिप'])
    expect(screen.queryByRole('heading', { name: 'How it works' })).not.toBeInTheDocument()
    const steps = stepsOf('यह कैसे काम करता है')
    expect(steps[0]).toHaveTextContent('1. टिप भेजें')
    expect(steps[0]).toHaveTextContent('10 कर्मा अंक मिलते हैं')
    expect(steps[2]).toHaveTextContent('पेपाल, सीधे बैंक खाते में जमा या गिफ़्ट कार्ड')
    expect(screen.getByText('प्रिया नायर')).toBeInTheDocument()
  })

  it('speaks Urdu with its own digits', async () => {
    await speak('ur-IN', CATALOGUE_AREAS)
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    expect(
      screen.queryByRole('heading', { name: 'What our community says' }),
    ).not.toBeInTheDocument()
    const steps = stepsOf('یہ کیسے کام کرتا ہے')
    expect(steps[0]).toHaveTextContent('۱۔ ٹپ بھیجیں')
    expect(steps[1]).toHaveTextContent('مزید ۱۰۰ پوائنٹس ملتے ہیں')
    expect(screen.getByRole('region', { name: 'ہماری برادری کیا کہتی ہے' })).toHaveTextContent(
      'پریا نائر',
    )
  })
})
