import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useAppSelector } from '@store/hooks'
import { selectTipsMatching } from './purchasesSlice'
import { TipCard } from './TipCard'

/** Images of the first row load at once; the rest as they scroll into view. */
const EAGER_IMAGES = 3

export function AvailableTips({ query }: { query: string }) {
  const tips = useAppSelector((state) => selectTipsMatching(state, query))
  return (
    <section aria-labelledby="available-tips-heading">
      <Typography id="available-tips-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Available Tips
      </Typography>
      {tips.length === 0 ? (
        <Typography role="status" sx={{ py: 4, textAlign: 'center' }}>
          No tips match your search criteria.
        </Typography>
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
