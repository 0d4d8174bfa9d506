import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'

export function UserDashboardPage() {
  return (
    <Container sx={{ py: 6 }}>
      <title>User Dashboard · TipWire</title>
      <Typography variant="h1">User Dashboard</Typography>
    </Container>
  )
}
