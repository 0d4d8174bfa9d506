import Box from '@mui/material/Box'
import { visuallyHidden } from '@/ui/visuallyHidden'
import { useAppSelector } from '@store/hooks'
import { formatRupees } from '@/lib/formatRupees'
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
        <span
          key={purchaseCount}
        >{`Bought: ${latest.title} for ${formatRupees(latest.price)}`}</span>
      )}
    </Box>
  )
}
