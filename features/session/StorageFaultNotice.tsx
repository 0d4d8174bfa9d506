import Alert from '@mui/material/Alert'
import { useLingui } from '@lingui/react'
import { useAppSelector } from '@store/hooks'
import { selectSessionEndsWithTab } from './sessionSlice'

/** product.md §4: said politely wherever a signed-in visitor lands when storage is refused. */
export function StorageFaultNotice() {
  const { _ } = useLingui()
  const endsWithTab = useAppSelector(selectSessionEndsWithTab)
  if (!endsWithTab) return null
  return (
    <Alert severity="warning" variant="outlined" role="status" sx={{ mb: 3 }}>
      {_('common.storageFault.notice')}
    </Alert>
  )
}
