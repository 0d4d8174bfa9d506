import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import { useAppSelector } from '@store/hooks'
import { selectPurchaseCount } from './purchasesSlice'

/** The live region is always present, so its first message is announced too. */
export function PurchasesNotice() {
  const count = useAppSelector(selectPurchaseCount)
  return (
    <Box role="status" aria-live="polite">
      {count > 0 && (
        <Alert severity="success" role="none" sx={{ mb: 3 }}>
          <AlertTitle>Your Purchased Tips</AlertTitle>
          <span>{`You have purchased ${count} ${count === 1 ? 'tip' : 'tips'}`}</span>
        </Alert>
      )}
    </Box>
  )
}
