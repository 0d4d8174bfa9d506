import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import RefreshIcon from '@mui/icons-material/Refresh'
import { lightButtonSx } from '@/ui/lightButtonSx'

/**
 * product.md §11: a page's code did not arrive (a newer deploy, a dropped connection). A reload
 * fetches the current build; the session lives in sessionStorage and survives it.
 */
export function ChunkLoadFallback() {
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', px: 3, py: 10, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: '2rem' }} gutterBottom>
        This page could not be loaded
      </Typography>
      <Typography role="alert" sx={{ mb: 4 }}>
        TipWire has been updated or the connection dropped. Reload to continue.
      </Typography>
      <Box
        component="button"
        type="button"
        onClick={() => window.location.reload()}
        sx={lightButtonSx('contained')}
      >
        <RefreshIcon fontSize="small" />
        Reload
      </Box>
    </Box>
  )
}
