import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react'
import { useAppSelector } from '@store/hooks'
import { formatRupees } from '@/lib/i18n/format'
import { SectionPanel } from '@/ui/SectionPanel'
import { selectPurchaseCount, selectPurchasesByTip, selectTotalSpent } from './purchasesSlice'

const amountSx = { fontWeight: 700, whiteSpace: 'nowrap' } as const

/**
 * From the first purchase on: how many (the spec's words) and, once a tip was bought again, of how
 * many tips; each tip once with its price, how many times and what it came to; the total spent.
 */
export function PurchasesNotice() {
  const { _ } = useLingui()
  const count = useAppSelector(selectPurchaseCount)
  const purchases = useAppSelector(selectPurchasesByTip)
  const totalSpent = useAppSelector(selectTotalSpent)
  if (count === 0) return null
  return (
    <SectionPanel title={_('newsroom.purchasesNotice.heading')}>
      <Typography>{_('newsroom.purchasesNotice.count', { count })}</Typography>
      {/* The spec's sentence counts purchases; the list below counts tips, each once. */}
      {purchases.length < count && (
        <Typography variant="body2" color="text.secondary">
          {_('newsroom.purchasesNotice.purchasesOfTips', {
            purchases: count,
            tips: purchases.length,
          })}
        </Typography>
      )}
      <List aria-label={_('newsroom.purchasesNotice.listLabel')} dense>
        {purchases.map(({ tip, count: times }) => (
          <ListItem key={tip.id} disableGutters divider sx={{ gap: 2 }}>
            <ListItemText
              primary={tip.title}
              // The tipster's title keeps its own direction on a right-to-left page.
              slotProps={{ primary: { dir: 'auto' } }}
              secondary={_('newsroom.purchasesNotice.priceTimes', {
                price: formatRupees(tip.price),
                times,
              })}
            />
            <Typography sx={amountSx}>{formatRupees(tip.price * times)}</Typography>
          </ListItem>
        ))}
      </List>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, pt: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{_('newsroom.purchasesNotice.totalSpent')}</Typography>
        <Typography sx={amountSx}>{formatRupees(totalSpent)}</Typography>
      </Stack>
    </SectionPanel>
  )
}
