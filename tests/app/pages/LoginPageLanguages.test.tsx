import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { documentTitles, importPagesBeforeTests, renderApp } from '../../support/render'
import { withHindiAndUrdu } from '../../support/languages'

withHindiAndUrdu()
importPagesBeforeTests()

describe('login page in Hindi and Urdu', () => {
  it('speaks Hindi, the demo credentials left as they are typed', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    const { user } = renderApp('/login/user')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'उपयोगकर्ता लॉग इन' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'User Login' })).toBeNull()
    expect(documentTitles()).toContain('उपयोगकर्ता लॉग इन · TipWire')
    expect(screen.getByRole('checkbox', { name: 'मुझे याद रखें' })).not.toBeChecked()
    expect(screen.getByText('journo')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }))
    expect(screen.getByText('उपयोगकर्ता नाम ज़रूरी है')).toBeInTheDocument()
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeInTheDocument()
  })

  it('speaks Urdu, rejecting wrong credentials in Urdu', async () => {
    await speak('ur-IN', CATALOGUE_AREAS)
    const { user } = renderApp('/login/newsroom')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'نیوز روم لاگ اِن' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Newsroom Login' })).toBeNull()
    expect(screen.getByRole('link', { name: 'صارف لاگ اِن پر جائیں' })).toBeInTheDocument()
    await user.type(screen.getByLabelText(/صارف نام/), 'journo')
    await user.type(screen.getByLabelText(/پاس ورڈ/), 'wrong{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'صارف نام یا پاس ورڈ غلط ہے۔ براہِ کرم دوبارہ کوشش کریں۔',
    )
  })
})
