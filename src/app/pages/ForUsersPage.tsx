import { MarketingPage } from './marketing/MarketingPage'
import { forUsersContent } from './marketing/marketingContent'

export function ForUsersPage() {
  return <MarketingPage content={forUsersContent} />
}
