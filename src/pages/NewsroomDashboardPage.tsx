import { useCallback, useDeferredValue, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { AvailableTips } from '@features/purchases/AvailableTips'
import { PurchaseAnnouncement } from '@features/purchases/PurchaseAnnouncement'
import { PurchasesNotice } from '@features/purchases/PurchasesNotice'
import { TipSearchToolbar } from '@features/purchases/TipSearchToolbar'
import { StorageFaultNotice } from '@features/session/StorageFaultNotice'

export function NewsroomDashboardPage() {
  const [query, setQuery] = useState('')
  // The box shows each keystroke at once; the cards follow when the browser has time.
  const deferredQuery = useDeferredValue(query)
  const searchRef = useRef<HTMLInputElement>(null)
  const clearSearch = useCallback(() => {
    setQuery('')
    searchRef.current?.focus()
  }, [])
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <title>Newsroom Dashboard · TipWire</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Newsroom Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Browse tips from citizen journalists and buy the ones worth a story.
      </Typography>
      <StorageFaultNotice />
      <TipSearchToolbar query={query} onQueryChange={setQuery} searchRef={searchRef} />
      <PurchaseAnnouncement />
      <AvailableTips query={deferredQuery} onClearSearch={clearSearch} />
      {/* Below the cards, so that it never pushes them from under the pointer (product.md §9). */}
      <Box sx={{ mt: 4 }}>
        <PurchasesNotice />
      </Box>
    </Container>
  )
}
