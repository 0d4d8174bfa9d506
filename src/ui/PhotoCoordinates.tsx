import type { ReactNode } from 'react'
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import Box from '@mui/material/Box'
import RtlProvider from '@mui/system/RtlProvider'
import { prefixWhereStillNeeded } from './stillPrefixed'

/**
 * Emotion's cache without the right-to-left plugin: a right-to-left page's cache swaps `left` and
 * `right` in every style, which would draw a photo's areas at their mirror image while the photo
 * itself, painted on a canvas, stays as it is. The prefixes are the pages' own (./stillPrefixed.ts).
 */
const unmirroredStyles = createCache({ key: 'photo', stylisPlugins: [prefixWhereStillNeeded] })

/**
 * A surface laid out in a picture's own coordinates, left to right whatever the page's direction:
 * what is drawn at x on it is x pixels from the picture's left edge, as the covered copy is made.
 * The cover editors put their picture and its areas inside it, and the video editor its timeline,
 * which runs left to right in every language as a player's does (MUI's own components inside
 * are told the direction too, so a slider is not turned around).
 */
export function PhotoCoordinates({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={unmirroredStyles}>
      <RtlProvider value={false}>
        <Box dir="ltr" sx={{ display: 'contents' }}>
          {children}
        </Box>
      </RtlProvider>
    </CacheProvider>
  )
}
