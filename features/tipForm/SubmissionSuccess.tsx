import { useEffect, useRef } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import { useLingui } from '@lingui/react'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { KARMA_PER_SUBMITTED_TIP, KARMA_PURCHASE_BONUS } from '@/lib/businessRules'
import { TipReferenceCopy } from './TipReferenceCopy'
import { SentAnonymouslyNotes } from './AnonymityNotes'
import { selectSentAnonymously, selectTipReference } from './tipFormSelectors'
import { anotherTipStarted } from './tipFormSlice'

export function SubmissionSuccess() {
  const dispatch = useAppDispatch()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const reference = useAppSelector(selectTipReference)
  const anonymous = useAppSelector(selectSentAnonymously)
  const { _ } = useLingui()

  // The form the visitor was in is gone: move focus to what replaced it.
  useEffect(() => headingRef.current?.focus(), [])

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
      <Typography ref={headingRef} tabIndex={-1} variant="h2" sx={{ fontSize: '1.5rem' }}>
        {_('user.success.heading')}
      </Typography>
      <Typography>
        {_('user.success.karmaEarned', {
          perTip: KARMA_PER_SUBMITTED_TIP,
          purchaseBonus: KARMA_PURCHASE_BONUS,
        })}
      </Typography>
      {anonymous && <SentAnonymouslyNotes />}
      {reference && (
        <>
          <Typography>{_('user.success.referenceIntro')}</Typography>
          <TipReferenceCopy reference={reference} />
        </>
      )}
      <Button variant="contained" onClick={() => dispatch(anotherTipStarted())}>
        {_('user.success.submitAnother')}
      </Button>
    </Stack>
  )
}
