import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { SHOP_URL } from '@/lib/externalLinks'
import { NavDrawer } from '@/app/layout/NavDrawer'
import type { NavItem } from '@/app/layout/useNavItems'
import { LimitedTextField } from '@/ui/LimitedTextField'
import { importPagesBeforeTests, renderApp, renderWithStore } from '../../support/render'
import { withHindiAndUrdu } from '../../support/languages'

withHindiAndUrdu()
importPagesBeforeTests()

const description = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content')

describe('the navigation and the footer in Hindi and Urdu', () => {
  it('speak Hindi in the bar, the footer and the page description', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    renderApp('/faq')
    const nav = await screen.findByRole('navigation', { name: 'मुख्य' })
    // jsdom's window is 1,024 px wide, narrower than this language's bar: its items are out of sight.
    const links = { hidden: true } as const
    expect(within(nav).getByRole('link', { name: 'सवाल-जवाब', ...links })).toHaveAttribute(
      'href',
      '/faq',
    )
    expect(
      within(nav).getByRole('link', { name: 'उपयोगकर्ताओं के लिए', ...links }),
    ).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'For Users', ...links })).not.toBeInTheDocument()
    expect(within(nav).getByRole('group', { name: 'रंग योजना' })).toBeInTheDocument()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('heading', { name: 'कंपनी' })).toBeInTheDocument()
    expect(within(footer).queryByRole('heading', { name: 'Company' })).not.toBeInTheDocument()
    expect(footer).toHaveTextContent(/© \d{4} TipWire\. सर्वाधिकार सुरक्षित।/)
    expect(description()).toBe('TipWire पर टिप भेजने, कर्मा भुनाने, टिप ख़रीदने और भुगतान के बारे में जवाब।')
  })

  it('speak Hindi in the phone menu, the languages offered there too', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    const shop: NavItem = { kind: 'external', label: 'दुकान', href: SHOP_URL }
    renderWithStore(
      <MemoryRouter>
        <NavDrawer id="menu" items={[shop]} open onClose={() => {}} />
      </MemoryRouter>,
    )
    const menu = screen.getByRole('dialog', { name: 'मेन्यू' })
    expect(within(menu).getByRole('button', { name: 'मेन्यू बंद करें' })).toBeInTheDocument()
    expect(within(menu).getByText('नए टैब में खुलता है')).toBeInTheDocument()
    expect(within(menu).getByRole('group', { name: 'भाषा' })).toBeInTheDocument()
  })

  it('speak Urdu, and a field counts its characters in Urdu digits', async () => {
    await speak('ur-IN', CATALOGUE_AREAS)
    renderApp('/')
    const nav = await screen.findByRole('navigation', { name: 'مرکزی' })
    expect(within(nav).getByRole('link', { name: 'صارفین کے لیے' })).toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: 'ہلکے رنگ' })).toBeInTheDocument()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('list', { name: 'جلد ہی سوشل میڈیا پر:' })).toHaveTextContent(
      'فیس بک',
    )
    expect(within(footer).queryByRole('heading', { name: 'Support' })).not.toBeInTheDocument()
    expect(description()).toContain('شہری صحافیوں')
    renderWithStore(<LimitedTextField label="x" value="abcde" maxLength={20} counterFrom={0} />)
    expect(screen.getByText('۲۰ میں سے ۵ حروف')).toBeInTheDocument()
  })
})
