import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'

export function ForUsersPage() {
  return (
    <Container sx={{ py: 6 }}>
      <title>For Users · TipWire</title>
      <Typography variant="h1">For citizen journalists</Typography>
    </Container>
  )
}
