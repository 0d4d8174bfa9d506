import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useAppSelector } from '@store/hooks'
import { formatCount, pluralForm } from '@/lib/formatCount'
import { formatRupees } from '@/lib/formatRupees'
import { SectionPanel } from '@/ui/SectionPanel'
import { selectPurchaseCount, selectPurchasesByTip } from './purchasesSlice'

const TIP = { one: 'tip', other: 'tips' }
const TIME = { one: 'time', other: 'times' }

/** From the first purchase on: how many, and each tip bought with its price and count. */
export function PurchasesNotice() {
  const count = useAppSelector(selectPurchaseCount)
  const purchases = useAppSelector(selectPurchasesByTip)
  if (count === 0) return null
  return (
    <SectionPanel title="Your Purchased Tips">
      <Typography>{`You have purchased ${formatCount(count)} ${pluralForm(count, TIP)}`}</Typography>
      <List aria-label="Purchased tips" dense>
        {purchases.map(({ tip, count: times }) => (
          <ListItem key={tip.id} disableGutters divider>
            <ListItemText
              primary={tip.title}
              secondary={`${formatRupees(tip.price)}, bought ${formatCount(times)} ${pluralForm(times, TIME)}`}
            />
          </ListItem>
        ))}
      </List>
    </SectionPanel>
  )
}
