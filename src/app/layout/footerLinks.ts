import { SHOP_URL, SUPPORT_MAILTO } from '@/lib/externalLinks'
import { paths } from '@/app/router/paths'

export interface FooterLink {
  /** The message id of its words. */
  label: string
  /** An in-app path ('/...'), a mailto: address, or the shop's URL (opened in a new tab). */
  to: string
}

export interface FooterColumn {
  /** The message id of its heading. */
  heading: string
  links: FooterLink[]
}

// Placeholder links point at the nearest real page (product.md §5: never a dead jump).
export const footerColumns: FooterColumn[] = [
  {
    heading: 'common.footer.forUsers',
    links: [
      { label: 'common.footer.howItWorks', to: paths.forUsers },
      { label: 'common.footer.submitTip', to: paths.login('user') },
      { label: 'common.footer.karmaAndCashOut', to: paths.forUsers },
    ],
  },
  {
    heading: 'common.footer.forNewsrooms',
    links: [
      { label: 'common.footer.whyTipWire', to: paths.forNewsrooms },
      { label: 'common.footer.browseTips', to: paths.login('newsroom') },
      { label: 'common.footer.pricing', to: paths.forNewsrooms },
    ],
  },
  {
    heading: 'common.footer.company',
    links: [
      { label: 'common.footer.aboutTipWire', to: paths.home },
      { label: 'common.footer.shop', to: SHOP_URL },
    ],
  },
  {
    heading: 'common.footer.support',
    links: [
      { label: 'common.footer.faq', to: paths.faq },
      { label: 'common.footer.contactSupport', to: SUPPORT_MAILTO },
    ],
  },
]
