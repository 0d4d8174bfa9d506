import { describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { makeStore } from '@store/store'
import {
  faqEntryToggled,
  faqTabSelected,
  selectOpenFaqEntryIds,
  selectSelectedFaqTab,
} from '@features/faq/faqSlice'
import { selectVisibleFaqEntries } from '@features/faq/visibleFaqEntries'
import { faqEntries, type FaqEntry } from '@features/faq/faqEntries'

const answerText = (entry: FaqEntry) => i18n._(entry.answer, entry.answerValues?.())
const allAnswers = () => faqEntries.map(answerText).join(' ')

const categoriesShown = (store: ReturnType<typeof makeStore>) =>
  new Set(selectVisibleFaqEntries(store.getState()).map((entry) => entry.category))

describe('faq slice', () => {
  it('starts on General with its first question open', () => {
    const state = makeStore().getState()
    expect(selectSelectedFaqTab(state)).toBe('general')
    const [first] = selectVisibleFaqEntries(state)
    expect(selectOpenFaqEntryIds(state)).toEqual([first?.id])
  })

  it.each(['general', 'users', 'newsrooms', 'payments'] as const)(
    'shows only the %s entries when that category is selected',
    (category) => {
      const store = makeStore()
      store.dispatch(faqTabSelected(category))
      expect(selectSelectedFaqTab(store.getState())).toBe(category)
      expect(categoriesShown(store)).toEqual(new Set([category]))
      expect(selectVisibleFaqEntries(store.getState()).length).toBeGreaterThan(0)
    },
  )

  it('shows every entry under All Questions', () => {
    const store = makeStore()
    store.dispatch(faqTabSelected('all'))
    expect(selectVisibleFaqEntries(store.getState())).toEqual(faqEntries)
    expect(categoriesShown(store)).toEqual(new Set(['general', 'users', 'newsrooms', 'payments']))
  })

  it('opens and closes questions independently', () => {
    const store = makeStore()
    const [first, second] = selectVisibleFaqEntries(store.getState()).map((entry) => entry.id)
    store.dispatch(faqEntryToggled(second ?? ''))
    expect(selectOpenFaqEntryIds(store.getState())).toEqual([first, second])
    store.dispatch(faqEntryToggled(first ?? ''))
    expect(selectOpenFaqEntryIds(store.getState())).toEqual([second])
  })

  it('states the prices, payout time and payment methods of product.md §10', () => {
    const answers = allAnswers()
    expect(answers).toContain('Most tips cost $25 to $100')
    expect(answers).toContain('3-5 business days')
    expect(answers).toContain('credit and debit cards, PayPal or bank transfer')
    expect(answers).toContain('PayPal, direct deposit or gift cards')
  })

  it('says purchases are counted below the available tips, where the dashboard shows them', () => {
    const answerTo = (question: string) => {
      const entry = faqEntries.find((faqEntry) => i18n._(faqEntry.question) === question)
      return entry && answerText(entry)
    }
    expect(answerTo('How do we buy a tip?')).toContain(
      'Your purchases are counted under Your Purchased Tips, below the available tips',
    )
    expect(answerTo('Can we buy the same tip more than once?')).toContain(
      'The card asks "Buy again?" first',
    )
    expect(allAnswers()).not.toMatch(/top of the dashboard/)
  })
})
