import { memo, useId, useSyncExternalStore } from 'react'
import { RouterLink } from '@/ui/links'
import { LONG_WORDS } from '@/ui/longWords'
import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import FacebookIcon from '@mui/icons-material/Facebook'
import InstagramIcon from '@mui/icons-material/Instagram'
import LinkedInIcon from '@mui/icons-material/LinkedIn'
import XIcon from '@mui/icons-material/X'
import { footerColumns, type FooterLink } from './footerLinks'
import { FooterLanguages } from './FooterLanguages'

// TipWire has no social accounts yet: each network is named beside its icon, as plain text
// that says it is to come, never drawn as a link or a button that leads nowhere.
const socialNetworks = [
  { name: 'common.footer.social.x', Icon: XIcon },
  { name: 'common.footer.social.facebook', Icon: FacebookIcon },
  { name: 'common.footer.social.instagram', Icon: InstagramIcon },
  { name: 'common.footer.social.linkedIn', Icon: LinkedInIcon },
]

function SocialNetworksToCome() {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
      <Typography id={headingId} variant="body2">
        {_('common.footer.socialSoon')}
      </Typography>
      <Stack
        component="ul"
        aria-labelledby={headingId}
        direction="row"
        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {socialNetworks.map(({ name, Icon }) => (
          <Stack
            component="li"
            key={name}
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center' }}
          >
            <Icon fontSize="small" aria-hidden />
            <Typography variant="body2">{_(name)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  )
}

// A list of links, not links in a sentence: each is a 44 x 44 px target at least (product.md §5).
const targetSx = { display: 'inline-flex', alignItems: 'center', minWidth: 44, minHeight: 44 }

function FooterLinkItem({ link }: { link: FooterLink }) {
  const { _ } = useLingui()
  if (link.to.startsWith('/')) {
    return (
      <Link component={RouterLink} to={link.to} color="inherit" sx={targetSx}>
        {_(link.label)}
      </Link>
    )
  }
  const opensTab = link.to.startsWith('http')
  return (
    <Link
      href={link.to}
      color="inherit"
      sx={targetSx}
      {...(opensTab && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {_(link.label)}
    </Link>
  )
}

const noSubscription = () => () => {}

/**
 * The build's year in the prerendered HTML and while hydrating, today's year right after, so a
 * page built in December and viewed in January hydrates without a mismatch (product.md §14).
 */
const useCopyrightYear = () =>
  useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )

/**
 * Memoized: the layout renders again on every navigation, and of the footer only the language
 * links change with it, which follow the address themselves.
 */
export const Footer = memo(function Footer() {
  const { _ } = useLingui()
  const year = useCopyrightYear()
  return (
    <Box component="footer" sx={{ bgcolor: 'brand.main', color: 'brand.contrastText', mt: 8 }}>
      <Container sx={{ py: 6 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
            // One column on a phone: 'செய்தி நிறுவனங்களுக்கு' is wider than half of it.
            [LONG_WORDS]: { gridTemplateColumns: { xs: '1fr', md: 'repeat(4, minmax(0, 1fr))' } },
          }}
        >
          {footerColumns.map((column) => (
            <div key={column.heading}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {_(column.heading)}
              </Typography>
              <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterLinkItem link={link} />
                  </li>
                ))}
              </Stack>
            </div>
          ))}
        </Box>
        <FooterLanguages />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <SocialNetworksToCome />
          <Typography variant="body2">{_('common.footer.copyright', { year })}</Typography>
        </Stack>
      </Container>
    </Box>
  )
})
