import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { lightButtonSx } from '@/ui/lightButtonSx'

/**
 * The render-failure page of product.md §11, for the root route and the top-level boundary
 * alike. It shows no stack trace, and its link is a plain anchor so it also works above the
 * router. It claims nothing about the session: the failure may have come before or after it.
 */
export function ErrorFallback() {
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', px: 3, py: 10, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Unexpected Application Error!
      </Typography>
      <Typography sx={{ mb: 4 }}>
        Something went wrong while showing this page. Go back to the home page and try again.
      </Typography>
      <Box component="a" href="/" sx={lightButtonSx('contained')}>
        Back to the home page
      </Box>
    </Box>
  )
}
