import type { ComponentType } from 'react'
import Container from '@mui/material/Container'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import SettingsIcon from '@mui/icons-material/Settings'
import { useLingui } from '@lingui/react'
import { CashOutPanel } from '@features/karma/CashOutPanel'
import { KarmaSummary } from '@features/karma/KarmaSummary'
import { TipsHistory } from '@features/karma/TipsHistory'
import { StorageFaultNotice } from '@features/session/StorageFaultNotice'
import { TipSubmissionForm } from '@features/tipForm'
import { NotInDemoButton } from '@/ui/NotInDemoButton'
import { RenderedInTurn, type AheadTurn } from '@/ui/RenderedAhead'

// Phone: the form first, on the first screen, then karma, cash-out and history; desktop: the
// form beside them (product.md §6). Rendered ahead on the login page, the form comes first (in
// two turns of its own), then the rest.
const panels = [
  { area: 'form', Panel: TipSubmissionForm, turn: 1 },
  { area: 'karma', Panel: KarmaSummary, turn: 3 },
  { area: 'cashout', Panel: CashOutPanel, turn: 3 },
  { area: 'history', Panel: TipsHistory, turn: 3 },
] satisfies { area: string; Panel: ComponentType; turn: AheadTurn }[]

export function UserDashboardPage() {
  const { _ } = useLingui()
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <title>{_('user.dashboard.documentTitle')}</title>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2, mb: 3 }}
      >
        <div>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
            {_('user.dashboard.heading')}
          </Typography>
          <Typography color="text.secondary">{_('user.dashboard.intro')}</Typography>
        </div>
        {/* product.md §5: present, and does nothing in this demo */}
        <NotInDemoButton
          label={_('user.dashboard.accountSettings')}
          startIcon={<SettingsIcon />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      </Stack>
      <StorageFaultNotice />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          gridTemplateAreas: {
            xs: '"form" "karma" "cashout" "history"',
            md: '"form karma" "form cashout" "form history"',
          },
          gridTemplateRows: { md: 'auto auto 1fr' },
        }}
      >
        {panels.map(({ area, Panel, turn }) => (
          <Box key={area} sx={{ gridArea: area }}>
            <RenderedInTurn turn={turn}>
              <Panel />
            </RenderedInTurn>
          </Box>
        ))}
      </Box>
    </Container>
  )
}
