import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'

/** Cards per row: one on phones, two from sm, three from lg. */
export function useCardColumns() {
  // The dashboard is never prerendered: the first render can read the viewport.
  const fromSmall = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true })
  const fromLarge = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true })
  if (fromLarge) return 3
  return fromSmall ? 2 : 1
}
