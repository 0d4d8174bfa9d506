import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'

export function ForNewsroomsPage() {
  return (
    <Container sx={{ py: 6 }}>
      <title>For Newsrooms · TipWire</title>
      <Typography variant="h1">For newsrooms</Typography>
    </Container>
  )
}
