import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useAppSelector } from '@store/hooks'
import { SectionPanel } from '@/ui/SectionPanel'
import {
  CASH_OUT_MINIMUM_POINTS,
  PAYOUT_METHODS,
  PAYOUT_PROCESSING_TIME,
} from '@/lib/businessRules'
import { formatAlternatives } from '@/lib/formatAlternatives'
import { formatCount, pluralForm } from '@/lib/formatCount'
import {
  selectCanCashOut,
  selectCashOutProgress,
  selectKarmaPoints,
  selectPointsToCashOut,
} from './karmaSlice'

const POINT = { one: 'point', other: 'points' }

export function CashOutPanel() {
  const points = useAppSelector(selectKarmaPoints)
  const progress = useAppSelector(selectCashOutProgress)
  const pointsNeeded = useAppSelector(selectPointsToCashOut)
  const canCashOut = useAppSelector(selectCanCashOut)
  const [dialogOpen, setDialogOpen] = useState(false)

  return (
    <SectionPanel title="Cash out">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {formatCount(points)} of the {formatCount(CASH_OUT_MINIMUM_POINTS)} points you need to cash
        out
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label="Progress toward cash-out"
        aria-valuetext={`${formatCount(points)} of ${formatCount(CASH_OUT_MINIMUM_POINTS)} points`}
        sx={{ height: 10, borderRadius: 5, mb: 1.5 }}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography sx={{ fontWeight: 600 }}>
          {canCashOut
            ? 'Ready to cash out!'
            : `Need ${formatCount(pointsNeeded)} more ${pluralForm(pointsNeeded, POINT)}`}
        </Typography>
        <Button variant="contained" disabled={!canCashOut} onClick={() => setDialogOpen(true)}>
          Cash Out
        </Button>
      </Box>
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        aria-labelledby="cash-out-dialog-title"
      >
        <DialogTitle id="cash-out-dialog-title">How cash-out works</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Karma points are paid out by {formatAlternatives(PAYOUT_METHODS)}. Payouts are processed
            in {PAYOUT_PROCESSING_TIME}.
          </DialogContentText>
          <DialogContentText>
            This is a demo: no payout is processed and your points stay as they are.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialogOpen(false)} autoFocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </SectionPanel>
  )
}
