import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import FacebookIcon from '@mui/icons-material/Facebook'
import InstagramIcon from '@mui/icons-material/Instagram'
import LinkedInIcon from '@mui/icons-material/LinkedIn'
import XIcon from '@mui/icons-material/X'
import { footerColumns, type FooterLink } from './footerLinks'

// TipWire has no social accounts yet: the icons name themselves but link nowhere.
const socialIcons = [
  { name: 'TipWire on X', Icon: XIcon },
  { name: 'TipWire on Facebook', Icon: FacebookIcon },
  { name: 'TipWire on Instagram', Icon: InstagramIcon },
  { name: 'TipWire on LinkedIn', Icon: LinkedInIcon },
]

function FooterLinkItem({ link }: { link: FooterLink }) {
  if (link.to.startsWith('/')) {
    return (
      <Link component={RouterLink} to={link.to} color="inherit">
        {link.label}
      </Link>
    )
  }
  const opensTab = link.to.startsWith('http')
  return (
    <Link
      href={link.to}
      color="inherit"
      {...(opensTab && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {link.label}
    </Link>
  )
}

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mt: 8 }}>
      <Container sx={{ py: 6 }}>
        <Grid container spacing={4}>
          {footerColumns.map((column) => (
            <Grid key={column.heading} size={{ xs: 6, md: 3 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {column.heading}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterLinkItem link={link} />
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Stack direction="row" spacing={2}>
            {socialIcons.map(({ name, Icon }) => (
              <Icon key={name} titleAccess={name} />
            ))}
          </Stack>
          <Typography variant="body2">
            © {new Date().getFullYear()} TipWire. All rights reserved.
          </Typography>
        </Stack>
      </Container>
    </Box>
  )
}
