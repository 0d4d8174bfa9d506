import Typography from '@mui/material/Typography'
import CheckIcon from '@mui/icons-material/Check'
import { useLingui } from '@lingui/react'

/** On a card, how many times its tip was bought (product.md §9: buying again is allowed). */
export function BoughtMark({ count }: { count: number }) {
  const { _ } = useLingui()
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
      {_('newsroom.boughtMark.times', { count })}
    </Typography>
  )
}
