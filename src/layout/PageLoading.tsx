import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'

export function PageLoading({ label = 'Loading TipWire' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label={label} />
    </Box>
  )
}
