import { MarketingPage } from './marketing/MarketingPage'
import { forNewsroomsContent } from './marketing/marketingContent'

export function ForNewsroomsPage() {
  return <MarketingPage content={forNewsroomsContent} />
}
