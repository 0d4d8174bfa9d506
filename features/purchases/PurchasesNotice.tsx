import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import { useAppSelector } from '@store/hooks'
import { formatCount, pluralForm } from '@/lib/formatCount'
import { selectPurchaseCount } from './purchasesSlice'

const TIP = { one: 'tip', other: 'tips' }

/** The live region is always present, so its first message is announced too. */
export function PurchasesNotice() {
  const count = useAppSelector(selectPurchaseCount)
  return (
    <Box role="status" aria-live="polite">
      {count > 0 && (
        <Alert severity="success" role="none" sx={{ mb: 3 }}>
          <AlertTitle>Your Purchased Tips</AlertTitle>
          <span>{`You have purchased ${formatCount(count)} ${pluralForm(count, TIP)}`}</span>
        </Alert>
      )}
    </Box>
  )
}
