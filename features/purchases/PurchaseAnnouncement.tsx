import Box from '@mui/material/Box'
import { Trans } from '@lingui/react'
import { visuallyHidden } from '@/ui/visuallyHidden'
import { useAppSelector } from '@store/hooks'
import { formatRupees } from '@/lib/i18n/format'
import { selectLatestPurchase, selectPurchaseCount } from './purchasesSlice'

/**
 * Says politely what was just bought. Present from the start, so the first purchase is
 * announced too; each purchase puts a new line in it, so buying the same tip again is heard.
 */
export function PurchaseAnnouncement() {
  const latest = useAppSelector(selectLatestPurchase)
  const purchaseCount = useAppSelector(selectPurchaseCount)
  return (
    <Box role="status" sx={visuallyHidden}>
      {latest && (
        <span key={purchaseCount}>
          {/* The title is the tipster's text: isolated, in its own direction. */}
          <Trans
            id="newsroom.purchaseAnnouncement.bought"
            values={{ title: latest.title, price: formatRupees(latest.price) }}
            components={{ 0: <bdi /> }}
          />
        </span>
      )}
    </Box>
  )
}
