import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { FaqPage } from '@/app/pages/FaqPage'
import { documentTitles, renderWithStore } from '../../support/render'

const renderFaq = (path = '/faq') =>
  renderWithStore(
    <MemoryRouter initialEntries={[path]}>
      <FaqPage />
    </MemoryRouter>,
  )

const question = (name: RegExp | string) => screen.getByRole('button', { name })
const tab = (name: string) => screen.getByRole('tab', { name })

describe('FAQ page', () => {
  it('shows the five category tabs with General selected', () => {
    renderFaq()
    const tabs = within(screen.getByRole('tablist', { name: 'Question categories' })).getAllByRole(
      'tab',
    )
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All Questions',
      'General',
      'For Users',
      'For Newsrooms',
      'Payments',
    ])
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'General' })).toBeInTheDocument()
  })

  it('opens the first question at first, and lets two be open at once', async () => {
    const { user } = renderFaq()
    expect(question('What is TipWire?')).toHaveAttribute('aria-expanded', 'true')
    expect(question('Who can submit a tip?')).toHaveAttribute('aria-expanded', 'false')
    await user.click(question('Who can submit a tip?'))
    expect(question('What is TipWire?')).toHaveAttribute('aria-expanded', 'true')
    expect(question('Who can submit a tip?')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(/You do not need to be a professional journalist/)).toBeVisible()
  })

  it('gives each open answer one region, named by its question and controlled by it', () => {
    renderFaq()
    const [answer, ...others] = screen.getAllByRole('region', { name: 'What is TipWire?' })
    expect(others).toEqual([])
    expect(answer).toHaveTextContent(/a marketplace for news tips/)
    expect(question('What is TipWire?')).toHaveAttribute('aria-controls', answer?.id)
    expect(document.querySelectorAll(`[id="${answer?.id}"]`)).toHaveLength(1)
  })

  it('toggles a question with Enter and Space', async () => {
    const { user } = renderFaq()
    question('Who can submit a tip?').focus()
    await user.keyboard('{Enter}')
    expect(question('Who can submit a tip?')).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard(' ')
    expect(question('Who can submit a tip?')).toHaveAttribute('aria-expanded', 'false')
  })

  it('moves between categories with the arrow keys', async () => {
    const { user } = renderFaq()
    screen.getByRole('tab', { name: 'General' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'For Users' })).toHaveAttribute('aria-selected', 'true')
    expect(question('How do I earn karma points?')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'What is TipWire?' })).not.toBeInTheDocument()
  })

  it('keeps only the selected tab in the Tab order', async () => {
    const { user } = renderFaq()
    question('What is TipWire?').focus()
    await user.tab({ shift: true })
    expect(tab('General')).toHaveFocus()
    await user.tab({ shift: true })
    expect(tab('All Questions')).not.toHaveFocus()
    await user.click(tab('Payments'))
    await user.tab()
    expect(question('How do newsrooms pay?')).toHaveFocus()
    await user.tab({ shift: true })
    await user.tab({ shift: true })
    expect(tab('For Newsrooms')).not.toHaveFocus()
  })

  it('selects a tab before it takes the focus, so it is announced as selected', async () => {
    const { user } = renderFaq()
    let selectedWhenFocused: string | null = null
    tab('For Users').addEventListener('focus', (event) => {
      selectedWhenFocused = (event.target as HTMLElement).getAttribute('aria-selected')
    })
    tab('General').focus()
    await user.keyboard('{ArrowRight}')
    expect(selectedWhenFocused).toBe('true')
  })

  it('wraps around with the arrow keys and jumps with Home and End, the selection following', async () => {
    const { user } = renderFaq()
    tab('General').focus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(tab('Payments')).toHaveFocus()
    expect(tab('Payments')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Payments' })).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(tab('All Questions')).toHaveFocus()
    await user.keyboard('{End}')
    expect(tab('Payments')).toHaveFocus()
    await user.keyboard('{Home}')
    expect(tab('All Questions')).toHaveFocus()
    expect(tab('All Questions')).toHaveAttribute('aria-selected', 'true')
  })

  it('moves from the tab that has the focus, even when another is selected', async () => {
    const { user } = renderFaq()
    tab('For Newsrooms').focus()
    await user.keyboard('{ArrowRight}')
    expect(tab('Payments')).toHaveFocus()
    expect(tab('Payments')).toHaveAttribute('aria-selected', 'true')
  })

  it('leaves arrow keys with Alt, Ctrl or Meta to the browser', async () => {
    const { user } = renderFaq()
    tab('General').focus()
    for (const modifier of ['Alt', 'Control', 'Meta']) {
      await user.keyboard(`{${modifier}>}{ArrowLeft}{/${modifier}}`)
      expect(tab('General'), modifier).toHaveFocus()
      expect(tab('General'), modifier).toHaveAttribute('aria-selected', 'true')
    }
  })

  it('lists every question under All Questions', async () => {
    const { user } = renderFaq()
    await user.click(screen.getByRole('tab', { name: 'All Questions' }))
    expect(question('How do newsrooms pay?')).toBeInTheDocument()
    expect(question('What is TipWire?')).toBeInTheDocument()
  })

  it('names the document FAQ', () => {
    renderFaq()
    expect(documentTitles()).toEqual(['FAQ · TipWire'])
  })

  it('links Contact Support to a mail to the support address', () => {
    renderFaq()
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'mailto:support@tipwire.example',
    )
  })

  it('opens the answer a link names, such as the one about logging in', () => {
    renderFaq('/faq#faq-question-demo-login')
    expect(question('How do I log in, and what if I forgot my password?')).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByText(/Their usernames and the password are shown/)).toBeVisible()
  })

  it('shows a linked question of another category under its own tab', () => {
    renderFaq('/faq#faq-question-buy-again')
    expect(tab('For Newsrooms')).toHaveAttribute('aria-selected', 'true')
    expect(question('Can we buy the same tip more than once?')).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })
})
