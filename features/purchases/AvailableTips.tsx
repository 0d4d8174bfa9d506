import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useAppSelector } from '@store/hooks'
import { formatCount, pluralForm } from '@/lib/formatCount'
import { NoMatchingTips } from './NoMatchingTips'
import { selectTipsMatching } from './purchasesSlice'
import { TipCard } from './TipCard'

/** Images of the first row load at once; the rest as they scroll into view. */
const EAGER_IMAGES = 3

const TIP = { one: 'tip', other: 'tips' }

interface AvailableTipsProps {
  query: string
  /** Empties the search box and puts the focus back in it. */
  onClearSearch: () => void
}

export function AvailableTips({ query, onClearSearch }: AvailableTipsProps) {
  const tips = useAppSelector((state) => selectTipsMatching(state, query))
  return (
    <section aria-labelledby="available-tips-heading">
      <Typography id="available-tips-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Available Tips
      </Typography>
      {/* Polite, so the count is heard as the query changes (product.md §9). */}
      <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
        {tips.length === 0
          ? 'No tips match your search criteria.'
          : `${formatCount(tips.length)} ${pluralForm(tips.length, TIP)}`}
      </Typography>
      {tips.length === 0 ? (
        <NoMatchingTips query={query} onClearSearch={onClearSearch} />
      ) : (
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {tips.map((tip, index) => (
            <Grid key={tip.id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
              <TipCard tip={tip} eagerImage={index < EAGER_IMAGES} />
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  )
}
