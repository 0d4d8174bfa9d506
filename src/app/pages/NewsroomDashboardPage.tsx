import { startTransition, useCallback, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react'
import { AvailableTips } from '@features/purchases/AvailableTips'
import { PurchaseAnnouncement } from '@features/purchases/PurchaseAnnouncement'
import { PurchasesNotice } from '@features/purchases/PurchasesNotice'
import { TipSearchToolbar } from '@features/purchases/TipSearchToolbar'
import { StorageFaultNotice } from '@features/session/StorageFaultNotice'
import { afterNextPaint } from '@/lib/afterNextPaint'
import { RenderedInTurn } from '@/ui/RenderedAhead'

export function NewsroomDashboardPage() {
  const { _ } = useLingui()
  const [query, setQuery] = useState('')
  const searchRef = useRef<HTMLInputElement>(null)
  // The box shows each keystroke itself, painted first; the count and the cards follow in a
  // render the next keystroke can interrupt. They follow what the box holds by then: a Clear
  // search in between wins over the keystroke before it.
  const followQuery = useCallback(
    () => afterNextPaint(() => startTransition(() => setQuery(searchRef.current?.value ?? ''))),
    [],
  )
  const clearSearch = useCallback(() => {
    const search = searchRef.current
    if (search) {
      search.value = ''
      search.focus()
    }
    setQuery('')
  }, [])
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <title>{_('newsroom.page.documentTitle')}</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {_('newsroom.page.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {_('newsroom.page.intro')}
      </Typography>
      <StorageFaultNotice />
      {/* Rendered ahead on the login page: the search and its announcer, then the rest. */}
      <RenderedInTurn turn={1}>
        <TipSearchToolbar onQueryChange={followQuery} searchRef={searchRef} />
        <PurchaseAnnouncement />
      </RenderedInTurn>
      <RenderedInTurn turn={3}>
        <AvailableTips query={query} onClearSearch={clearSearch} />
        {/* Below the cards, so that it never pushes them from under the pointer (product.md §9). */}
        <Box sx={{ mt: 4 }}>
          <PurchasesNotice />
        </Box>
      </RenderedInTurn>
    </Container>
  )
}
