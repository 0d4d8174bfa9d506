import Typography from '@mui/material/Typography'
import CheckIcon from '@mui/icons-material/Check'
import { formatCount, pluralForm } from '@/lib/formatCount'

const TIME = { one: 'time', other: 'times' }

/** On a card, how many times its tip was bought (product.md §9: buying again is allowed). */
export function BoughtMark({ count }: { count: number }) {
  return (
    <Typography
      variant="caption"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 700,
        color: 'success.main',
      }}
    >
      <CheckIcon sx={{ fontSize: '1rem' }} aria-hidden />
      Bought {formatCount(count)} {pluralForm(count, TIME)}
    </Typography>
  )
}
