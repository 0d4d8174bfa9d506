import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react'
import { useAppSelector } from '@store/hooks'
import { formatNumber } from '@/lib/i18n/format'
import { SectionPanel } from '@/ui/SectionPanel'
import { selectKarmaPoints, selectTipsAccepted, selectTipsSubmitted } from './karmaSlice'

export function KarmaSummary() {
  const { _ } = useLingui()
  const counters = [
    { label: 'user.karmaSummary.karmaPoints', value: useAppSelector(selectKarmaPoints) },
    { label: 'user.karmaSummary.tipsSubmitted', value: useAppSelector(selectTipsSubmitted) },
    { label: 'user.karmaSummary.tipsAccepted', value: useAppSelector(selectTipsAccepted) },
  ]
  return (
    <SectionPanel title={_('user.karmaSummary.title')}>
      <Stack component="dl" direction="row" sx={{ m: 0, justifyContent: 'space-between', gap: 2 }}>
        {counters.map(({ label, value }) => (
          <Stack key={label} sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ order: 2 }}>
              {_(label)}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, order: 1, fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 800 }}
            >
              {formatNumber(value)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </SectionPanel>
  )
}
