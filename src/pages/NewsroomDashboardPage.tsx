import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'

export function NewsroomDashboardPage() {
  return (
    <Container sx={{ py: 6 }}>
      <title>Newsroom Dashboard · TipWire</title>
      <Typography variant="h1">Newsroom Dashboard</Typography>
    </Container>
  )
}
