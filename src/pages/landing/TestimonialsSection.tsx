import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import FormatQuoteIcon from '@mui/icons-material/FormatQuote'
import { testimonials } from './landingContent'

export function TestimonialsSection() {
  return (
    <Box
      component="section"
      aria-labelledby="testimonials-heading"
      sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.paper' }}
    >
      <Container>
        <Typography id="testimonials-heading" variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
          What our community says
        </Typography>
        <Grid container spacing={3}>
          {testimonials.map((testimonial) => (
            <Grid key={testimonial.name} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" component="figure" sx={{ m: 0, height: '100%' }}>
                <CardContent>
                  <FormatQuoteIcon color="secondary" sx={{ fontSize: 40 }} aria-hidden />
                  <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                    {testimonial.quote}
                  </Typography>
                  <Typography component="figcaption">
                    <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                      {testimonial.name}
                    </Box>
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {testimonial.role}
                    </Box>
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  )
}
