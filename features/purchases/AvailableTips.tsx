import { memo } from 'react'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react'
import { useAppSelector } from '@store/hooks'
import { NoMatchingTips } from './NoMatchingTips'
import { selectTipsMatching } from './purchasesSlice'
import { TipGrid } from './TipGrid'

interface AvailableTipsProps {
  query: string
  /** Empties the search box and puts the focus back in it. */
  onClearSearch: () => void
}

/** Memoized: the page's other changes (a purchase's announcement) leave the grid alone. */
export const AvailableTips = memo(function AvailableTips({
  query,
  onClearSearch,
}: AvailableTipsProps) {
  const { _ } = useLingui()
  const tips = useAppSelector((state) => selectTipsMatching(state, query))
  return (
    <section aria-labelledby="available-tips-heading">
      <Typography id="available-tips-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {_('newsroom.availableTips.heading')}
      </Typography>
      {/* Polite, so the count is heard as the query changes (product.md §9). */}
      <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
        {tips.length === 0
          ? _('newsroom.availableTips.noMatches')
          : _('newsroom.availableTips.count', { count: tips.length })}
      </Typography>
      {tips.length === 0 ? (
        <NoMatchingTips query={query} onClearSearch={onClearSearch} />
      ) : (
        <TipGrid tips={tips} />
      )}
    </section>
  )
})
