import { useId, type KeyboardEvent, type Ref } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react'
import { formatRupees } from '@/lib/i18n/format'

// Narrow enough that the question and both answers share one row on a 375 px phone.
const ANSWER_SX = { whiteSpace: 'nowrap', px: 1.5 } as const

interface BuyAgainPromptProps {
  /** In rupees: shown under the question, where it stood above the bought mark. */
  price: number
  onBuyAgain: () => void
  onCancel: () => void
  /** Cancel, the default, which the card focuses as the question opens. */
  cancelRef: Ref<HTMLButtonElement>
}

/**
 * In the place of a bought tip's price and Buy button, the question before buying it again, over
 * the price it would cost (product.md §9). Cancel stands at the right, where Buy was, so the
 * second click of a double-click lands on it; Escape cancels too.
 */
export function BuyAgainPrompt({ price, onBuyAgain, onCancel, cancelRef }: BuyAgainPromptProps) {
  const { _ } = useLingui()
  const questionId = useId()
  const priceId = useId()
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel()
  }
  return (
    <Stack
      role="group"
      aria-labelledby={questionId}
      aria-describedby={priceId}
      direction="row"
      onKeyDown={cancelOnEscape}
      // One row at any width, within the Buy button's height: the question moves nothing.
      sx={{ flex: 1, alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}
    >
      <Stack sx={{ minWidth: 0, mr: 'auto' }}>
        <Typography id={questionId} sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {_('newsroom.buyAgain.question')}
        </Typography>
        <Typography id={priceId} variant="body2" sx={{ lineHeight: 1.2 }}>
          {formatRupees(price)}
        </Typography>
      </Stack>
      <Button variant="contained" onClick={onBuyAgain} sx={ANSWER_SX}>
        {_('newsroom.buyAgain.confirm')}
      </Button>
      <Button variant="outlined" onClick={onCancel} ref={cancelRef} sx={ANSWER_SX}>
        {_('newsroom.buyAgain.cancel')}
      </Button>
    </Stack>
  )
}
