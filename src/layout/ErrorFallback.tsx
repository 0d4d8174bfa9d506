import Box from '@mui/material/Box'
import { lightButtonSx } from '@/ui/lightButtonSx'
import { FallbackPage } from './FallbackPage'

/**
 * The render-failure page of product.md §11, for the root route and the top-level boundary
 * alike. It shows no stack trace, and its link is a plain anchor so it also works above the
 * router. It claims nothing about the session: the failure may have come before or after it.
 */
export function ErrorFallback() {
  return (
    <FallbackPage
      title="Unexpected Application Error!"
      message="Something went wrong while showing this page. Go back to the home page and try again."
    >
      <Box component="a" href="/" sx={lightButtonSx('contained')}>
        Back to the home page
      </Box>
    </FallbackPage>
  )
}
