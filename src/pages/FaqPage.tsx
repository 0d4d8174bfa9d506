import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'

export function FaqPage() {
  return (
    <Container sx={{ py: 6 }}>
      <title>FAQ · TipWire</title>
      <Typography variant="h1">Frequently asked questions</Typography>
    </Container>
  )
}
