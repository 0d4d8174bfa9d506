import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { NewsroomDashboardPage } from '@/app/pages/NewsroomDashboardPage'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { documentTitles, renderOnceBeforeTests, renderWithStore } from '../../support/render'
import { isolatedRightToLeft, withHindiAndUrdu } from '../../support/languages'

renderOnceBeforeTests(<NewsroomDashboardPage />)

const UNDERPASS = 'Monsoon flooding strands commuters in the Sion underpass'

withHindiAndUrdu()

// Only the clock is fake: a press a moment after another is one the test lets time pass for.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})
const twoSecondsLater = () => vi.setSystemTime(Date.now() + 2000)

describe('newsroom dashboard in Hindi and Urdu', () => {
  it('speaks Hindi, leaving the tipsters’ own words as written', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    expect(documentTitles()).toEqual(['न्यूज़रूम डैशबोर्ड · TipWire'])
    expect(screen.getByRole('heading', { name: 'उपलब्ध टिप्स' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Available Tips' })).not.toBeInTheDocument()
    expect(screen.getByPlaceholderText('टिप्स खोजें...')).toBeInTheDocument()
    expect(screen.getByText('5 टिप्स')).toBeInTheDocument()
    const card = screen.getByRole('article', { name: UNDERPASS })
    expect(within(card).getByText('2 घंटे पहले')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: `यह टिप ख़रीदें: ${UNDERPASS}` }))
    expect(within(card).getByText('1 बार ख़रीदी गई')).toBeInTheDocument()
    const notice = screen.getByRole('region', { name: 'आपकी ख़रीदी गई टिप्स' })
    expect(within(notice).getByText('आपने 1 टिप ख़रीदी है')).toBeVisible()
    expect(notice).toHaveTextContent('कुल ख़र्च₹2,000')
    twoSecondsLater()
    await user.click(within(card).getByRole('button', { name: `यह टिप ख़रीदें: ${UNDERPASS}` }))
    const question = within(card).getByRole('group', { name: 'दोबारा ख़रीदें?' })
    expect(question).toHaveAccessibleDescription('₹2,000')
  })

  it('counts purchases of tips bought again in Hindi and Urdu', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    const counted = (purchases: number, tips: number) =>
      i18n._('newsroom.purchasesNotice.purchasesOfTips', { purchases, tips })
    expect(counted(3, 2)).toBe('2 अलग-अलग टिप्स की 3 ख़रीदारियाँ')
    expect(counted(2, 1)).toBe('1 टिप की 2 ख़रीदारियाँ')
    await speak('ur-IN', CATALOGUE_AREAS)
    expect(counted(3, 2)).toBe('۲ مختلف ٹپس کی ۳ خریداریاں')
    expect(counted(2, 1)).toBe('۱ ٹپ کی ۲ خریداریاں')
  })

  it('counts none and one alike in Hindi, as its grammar does', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    expect(i18n._('newsroom.purchasesNotice.count', { count: 0 })).toBe('आपने 0 टिप ख़रीदी है')
    expect(i18n._('newsroom.purchasesNotice.count', { count: 2 })).toBe('आपने 2 टिप्स ख़रीदी हैं')
  })

  it('speaks Urdu with its own digits', async () => {
    await speak('ur-IN', CATALOGUE_AREAS)
    const { user } = renderWithStore(<NewsroomDashboardPage />)
    expect(screen.getByRole('heading', { name: 'دستیاب ٹپس' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Available Tips' })).not.toBeInTheDocument()
    expect(screen.getByText('۵ ٹپس')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `یہ ٹپ خریدیں: ${UNDERPASS}` }))
    const notice = screen.getByRole('region', { name: 'آپ کی خریدی ہوئی ٹپس' })
    expect(within(notice).getByText('آپ نے ۱ ٹپ خریدی ہے')).toBeVisible()
    expect(notice).toHaveTextContent('×۱')
    const announced = screen.getAllByRole('status').map((region) => region.textContent)
    const price = isolatedRightToLeft('₹۲٬۰۰۰')
    expect(announced).toContain(`خریدی گئی: ${UNDERPASS}، ${price} میں`)
    const card = screen.getByRole('article', { name: UNDERPASS })
    expect(within(card).getByText(price)).toBeVisible()
    twoSecondsLater()
    await user.click(within(card).getByRole('button', { name: `یہ ٹپ خریدیں: ${UNDERPASS}` }))
    const question = within(card).getByRole('group', { name: 'دوبارہ خریدیں؟' })
    expect(question).toHaveAccessibleDescription(price)
  })
})
