import { Suspense, lazy, useState } from 'react'
import { NavLink, RouterLink } from '@/ui/links'
import { useLingui } from '@lingui/react'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import MenuIcon from '@mui/icons-material/Menu'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { useHydrated } from '@/lib/useHydrated'
import { paths } from '@/app/router/paths'
import { lightButtonSx } from '@/ui/lightButtonSx'
import { ColorSchemeSwitch } from './ColorSchemeSwitch'
import { LanguageMenu } from './LanguageMenu'
import { useNavItems, type NavItem } from './useNavItems'

function NavBarItem({ item }: { item: NavItem }) {
  const { _ } = useLingui()
  switch (item.kind) {
    case 'route':
      return (
        <Box
          component={NavLink}
          to={item.to}
          sx={[
            lightButtonSx(item.emphasis ? 'outlined' : 'text'),
            { '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } },
          ]}
        >
          {item.label}
        </Box>
      )
    case 'external':
      return (
        <Box
          component="a"
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          sx={lightButtonSx('text')}
        >
          {item.label}
          <OpenInNewIcon fontSize="small" aria-label={_('common.nav.opensInNewTab')} />
        </Box>
      )
    case 'action':
      return (
        <Box component="button" type="button" onClick={item.onClick} sx={lightButtonSx('outlined')}>
          {item.label}
        </Box>
      )
  }
}

// Only screens narrower than the bar need the drawer: its code loads the first time the menu opens.
const NavDrawer = lazy(async () => ({ default: (await import('./NavDrawer')).NavDrawer }))

// The theme's nav breakpoint, each language's own: from there up its items fit on one row.
const desktopOnly = { display: { xs: 'none', nav: 'flex' }, alignItems: 'center', gap: 0.5 }

/** Opens the phone's drawer. It waits for hydration by itself, so the bar need not render again. */
function MenuButton({ drawerOpen, onOpen }: { drawerOpen: boolean | null; onOpen: () => void }) {
  const { _ } = useLingui()
  const hydrated = useHydrated()
  return (
    <Box
      component="button"
      type="button"
      aria-label={_('common.nav.openMenu')}
      // Until the page is interactive the menu cannot open: say so rather than ignore a tap.
      disabled={!hydrated}
      aria-controls={drawerOpen ? 'nav-drawer' : undefined}
      aria-expanded={drawerOpen === true}
      onClick={onOpen}
      sx={[lightButtonSx('text'), { display: { nav: 'none' }, px: 0, minWidth: 44 }]}
    >
      <MenuIcon />
    </Box>
  )
}

export function NavBar() {
  const { _ } = useLingui()
  const { site, session } = useNavItems()
  /** null until the menu is first opened. */
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null)

  return (
    <AppBar position="sticky" component="header">
      {/* One row at every width, the items showing only where they fit (desktopOnly); should a
          system's faces run wider than those measured, the bar wraps rather than scroll sideways.
          Where the items show, 16 px at either end rather than MUI's 24: English's widest bar,
          a newsroom's, then fits 1,024 px beside a desktop's scrollbar (theme.ts). */}
      <Toolbar
        component="nav"
        aria-label={_('common.nav.label')}
        sx={{ gap: 1, flexWrap: 'wrap', px: { nav: 2 } }}
      >
        <Typography
          component={RouterLink}
          to={paths.home}
          variant="h6"
          sx={[lightButtonSx('text'), { fontSize: '1.25rem', fontWeight: 800, mr: { nav: 2 } }]}
        >
          {_('common.brand')}
        </Typography>
        <Box sx={desktopOnly}>
          {site.map((item) => (
            <NavBarItem key={item.label} item={item} />
          ))}
        </Box>
        <Box sx={{ flex: 1 }} />
        {/* No box of its own: the session's items switching after hydration move nothing. */}
        <Box sx={{ display: { xs: 'none', nav: 'contents' } }}>
          {session.map((item) => (
            <NavBarItem key={item.label} item={item} />
          ))}
        </Box>
        <LanguageMenu />
        <ColorSchemeSwitch />
        <MenuButton drawerOpen={drawerOpen} onOpen={() => setDrawerOpen(true)} />
      </Toolbar>
      {drawerOpen !== null && (
        <Suspense fallback={null}>
          <NavDrawer
            id="nav-drawer"
            items={[...site, ...session]}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      )}
    </AppBar>
  )
}
