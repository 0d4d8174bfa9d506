import type { ReactNode } from 'react'
import Alert, { alertClasses, type AlertColor } from '@mui/material/Alert'
import Button from '@mui/material/Button'

interface RetryAlertProps {
  severity: AlertColor
  /** The button's word: "Retry". */
  retry: string
  /** The button's name where more than one could be on screen: "Retry market.jpg". */
  retryName?: string
  onRetry: () => void
  /** What failed, and why, in the active language. */
  children: ReactNode
}

/**
 * A failure the visitor can try again, with its Retry button beside it, or under it where the
 * sentence would be squeezed into a narrow column (a phone, a long language). The button's word
 * never wraps: beside a long sentence, "دوبارہ کوشش کریں" would stand in a column of its own.
 */
export function RetryAlert({ severity, retry, retryName, onRetry, children }: RetryAlertProps) {
  return (
    <Alert
      severity={severity}
      sx={{ flexWrap: 'wrap', [`& .${alertClasses.message}`]: { flex: '1 1 10rem' } }}
      action={
        <Button
          color="inherit"
          size="small"
          aria-label={retryName}
          onClick={onRetry}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {retry}
        </Button>
      }
    >
      {children}
    </Alert>
  )
}
