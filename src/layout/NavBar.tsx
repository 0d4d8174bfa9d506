import { Suspense, lazy, useState } from 'react'
import { Link as RouterLink, NavLink } from 'react-router-dom'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import MenuIcon from '@mui/icons-material/Menu'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { paths } from '@/router/paths'
import { useNavItems, type NavItem } from './useNavItems'

function NavBarItem({ item }: { item: NavItem }) {
  switch (item.kind) {
    case 'route':
      return (
        <Button
          component={NavLink}
          to={item.to}
          color="inherit"
          variant={item.emphasis ? 'outlined' : 'text'}
          sx={{ '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
        >
          {item.label}
        </Button>
      )
    case 'external':
      return (
        <Button
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
          endIcon={<OpenInNewIcon fontSize="small" aria-label="(opens in a new tab)" />}
        >
          {item.label}
        </Button>
      )
    case 'action':
      return (
        <Button onClick={item.onClick} color="inherit" variant="outlined">
          {item.label}
        </Button>
      )
  }
}

// Only phones need the drawer: its code loads the first time the menu opens.
const NavDrawer = lazy(async () => ({ default: (await import('./NavDrawer')).NavDrawer }))

export function NavBar() {
  const items = useNavItems()
  /** null until the menu is first opened. */
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null)

  return (
    <AppBar position="sticky" component="header">
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <Typography
          component={RouterLink}
          to={paths.home}
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, mr: 'auto' }}
        >
          TipWire
        </Typography>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
          {items.map((item) => (
            <NavBarItem key={item.label} item={item} />
          ))}
        </Box>
        <IconButton
          color="inherit"
          aria-label="Open menu"
          aria-controls={drawerOpen ? 'nav-drawer' : undefined}
          aria-expanded={drawerOpen === true}
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {drawerOpen !== null && (
        <Suspense fallback={null}>
          <NavDrawer
            id="nav-drawer"
            items={items}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      )}
    </AppBar>
  )
}
