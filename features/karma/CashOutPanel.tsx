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
import { useLingui } from '@lingui/react'
import { useAppSelector } from '@store/hooks'
import { SectionPanel } from '@/ui/SectionPanel'
import { CASH_OUT_MINIMUM_POINTS } from '@/lib/businessRules'
import { payoutMethodsText, payoutProcessingTimeText } from '@/lib/i18n/businessWords'
import {
  selectCanCashOut,
  selectCashOutProgress,
  selectKarmaPoints,
  selectPointsToCashOut,
} from './karmaSlice'

export function CashOutPanel() {
  const points = useAppSelector(selectKarmaPoints)
  const progress = useAppSelector(selectCashOutProgress)
  const pointsNeeded = useAppSelector(selectPointsToCashOut)
  const canCashOut = useAppSelector(selectCanCashOut)
  const [dialogOpen, setDialogOpen] = useState(false)
  const { _ } = useLingui()
  const ofMinimum = { points, minimum: CASH_OUT_MINIMUM_POINTS }

  return (
    <SectionPanel title={_('user.cashOut.title')}>
      {/* From the minimum on, "510 of the 500 points" would be no count at all: it says so. */}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {_(canCashOut ? 'user.cashOut.pointsReached' : 'user.cashOut.pointsOfMinimum', ofMinimum)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label={_('user.cashOut.progressLabel')}
        aria-valuetext={_(
          canCashOut ? 'user.cashOut.progressReached' : 'user.cashOut.progressValue',
          ofMinimum,
        )}
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
            ? _('user.cashOut.ready')
            : _('user.cashOut.pointsNeeded', { count: pointsNeeded })}
        </Typography>
        <Button variant="contained" disabled={!canCashOut} onClick={() => setDialogOpen(true)}>
          {_('user.cashOut.button')}
        </Button>
      </Box>
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        aria-labelledby="cash-out-dialog-title"
      >
        <DialogTitle id="cash-out-dialog-title">{_('user.cashOut.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {_('user.cashOut.howPaidOut', {
              methods: payoutMethodsText(),
              processingTime: payoutProcessingTimeText(),
            })}
          </DialogContentText>
          {/* No rupee value of a point is given anywhere: none is made up (product.md §8). */}
          <DialogContentText sx={{ mb: 2 }}>
            {_('user.cashOut.pointsValue', { points })}
          </DialogContentText>
          <DialogContentText>{_('user.cashOut.demoNote')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialogOpen(false)} autoFocus>
            {_('user.cashOut.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionPanel>
  )
}
