import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'

export function LandingPage() {
  return (
    <Container sx={{ py: 6 }}>
      <title> news tips from the people who saw it happen:TipWire</title>
      <Typography variant="h1">TipWire</Typography>
    </Container>
  )
}
