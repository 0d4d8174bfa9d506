import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useAppSelector } from '@store/hooks'
import { formatCount, pluralForm } from '@/lib/formatCount'
import { formatRupees } from '@/lib/formatRupees'
import { SectionPanel } from '@/ui/SectionPanel'
import { selectPurchaseCount, selectPurchasesByTip, selectTotalSpent } from './purchasesSlice'

const TIP = { one: 'tip', other: 'tips' }

const amountSx = { fontWeight: 700, whiteSpace: 'nowrap' } as const

/**
 * From the first purchase on: how many (the spec's words), each tip bought once with its price,
 * how many times and what it came to, and the total spent.
 */
export function PurchasesNotice() {
  const count = useAppSelector(selectPurchaseCount)
  const purchases = useAppSelector(selectPurchasesByTip)
  const totalSpent = useAppSelector(selectTotalSpent)
  if (count === 0) return null
  return (
    <SectionPanel title="Your Purchased Tips">
      <Typography>{`You have purchased ${formatCount(count)} ${pluralForm(count, TIP)}`}</Typography>
      <List aria-label="Purchased tips" dense>
        {purchases.map(({ tip, count: times }) => (
          <ListItem key={tip.id} disableGutters divider sx={{ gap: 2 }}>
            <ListItemText
              primary={tip.title}
              secondary={`${formatRupees(tip.price)} ×${formatCount(times)}`}
            />
            <Typography sx={amountSx}>{formatRupees(tip.price * times)}</Typography>
          </ListItem>
        ))}
      </List>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, pt: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>Total spent</Typography>
        <Typography sx={amountSx}>{formatRupees(totalSpent)}</Typography>
      </Stack>
    </SectionPanel>
  )
}
