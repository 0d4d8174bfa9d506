import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react'
import { visuallyHidden } from '@/ui/visuallyHidden'
import { useAppSelector } from '@store/hooks'
import { formatRupees } from '@/lib/i18n/format'
import { selectLatestPurchase, selectPurchaseCount } from './purchasesSlice'

/**
 * Says politely what was just bought. Present from the start, so the first purchase is
 * announced too; each purchase puts a new line in it, so buying the same tip again is heard.
 */
export function PurchaseAnnouncement() {
  const { _ } = useLingui()
  const latest = useAppSelector(selectLatestPurchase)
  const purchaseCount = useAppSelector(selectPurchaseCount)
  return (
    <Box role="status" sx={visuallyHidden}>
      {latest && (
        <span key={purchaseCount}>
          {_('newsroom.purchaseAnnouncement.bought', {
            title: latest.title,
            price: formatRupees(latest.price),
          })}
        </span>
      )}
    </Box>
  )
}
