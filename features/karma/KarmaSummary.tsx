import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useAppSelector } from '@store/hooks'
import { formatCount } from '@/lib/formatCount'
import { SectionPanel } from '@/ui/SectionPanel'
import { selectKarmaPoints, selectTipsAccepted, selectTipsSubmitted } from './karmaSlice'

export function KarmaSummary() {
  const counters = [
    { label: 'Karma points', value: useAppSelector(selectKarmaPoints) },
    { label: 'Tips submitted', value: useAppSelector(selectTipsSubmitted) },
    { label: 'Tips accepted', value: useAppSelector(selectTipsAccepted) },
  ]
  return (
    <SectionPanel title="Your karma">
      <Stack component="dl" direction="row" sx={{ m: 0, justifyContent: 'space-between', gap: 2 }}>
        {counters.map(({ label, value }) => (
          <Stack key={label} sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ order: 2 }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, order: 1, fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 800 }}
            >
              {formatCount(value)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </SectionPanel>
  )
}
