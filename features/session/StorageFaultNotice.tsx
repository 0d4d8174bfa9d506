import Alert from '@mui/material/Alert'
import { useAppSelector } from '@store/hooks'
import { selectSessionEndsWithTab } from './sessionSlice'

/** product.md §4: said politely wherever a signed-in visitor lands when storage is refused. */
export function StorageFaultNotice() {
  const endsWithTab = useAppSelector(selectSessionEndsWithTab)
  if (!endsWithTab) return null
  return (
    <Alert severity="warning" variant="outlined" role="status" sx={{ mb: 3 }}>
      Your browser is not keeping this session: it will end when you reload or close this tab.
    </Alert>
  )
}
