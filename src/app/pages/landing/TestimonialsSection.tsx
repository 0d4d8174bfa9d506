import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import FormatQuoteIcon from '@mui/icons-material/FormatQuote'
import { Columns } from '@/ui/Columns'
import { testimonials } from './landingContent'

export function TestimonialsSection() {
  const { _ } = useLingui()
  return (
    <Box
      component="section"
      aria-labelledby="testimonials-heading"
      sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.paper' }}
    >
      <Container>
        <Typography id="testimonials-heading" variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
          {_('landing.testimonials.heading')}
        </Typography>
        <Columns columns={{ xs: 1, md: 3 }} gap={3}>
          {testimonials.map((testimonial) => (
            <Card
              key={_(testimonial.name)}
              variant="outlined"
              component="figure"
              sx={{ m: 0, p: 2, pb: 3 }}
            >
              <FormatQuoteIcon color="secondary" sx={{ fontSize: 40 }} aria-hidden />
              <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                {_(testimonial.quote)}
              </Typography>
              <Typography component="figcaption">
                <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {_(testimonial.name)}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {_(testimonial.role)}
                </Box>
              </Typography>
            </Card>
          ))}
        </Columns>
      </Container>
    </Box>
  )
}
