import { SHOP_URL, SUPPORT_MAILTO } from '@/lib/externalLinks'
import { paths } from '@/router/paths'

export interface FooterLink {
  label: string
  /** An in-app path ('/...'), a mailto: address, or the shop's URL (opened in a new tab). */
  to: string
}

export interface FooterColumn {
  heading: string
  links: FooterLink[]
}

// Placeholder links point at the nearest real page (product.md §5: never a dead jump).
export const footerColumns: FooterColumn[] = [
  {
    heading: 'For Users',
    links: [
      { label: 'How it works', to: paths.forUsers },
      { label: 'Submit a tip', to: paths.login('user') },
      { label: 'Karma and cash-out', to: paths.forUsers },
    ],
  },
  {
    heading: 'For Newsrooms',
    links: [
      { label: 'Why TipWire', to: paths.forNewsrooms },
      { label: 'Browse tips', to: paths.login('newsroom') },
      { label: 'Pricing', to: paths.forNewsrooms },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About TipWire', to: paths.home },
      { label: 'Shop', to: SHOP_URL },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'FAQ', to: paths.faq },
      { label: 'Contact support', to: SUPPORT_MAILTO },
    ],
  },
]
