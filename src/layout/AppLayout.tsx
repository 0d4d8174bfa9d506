import { Outlet, ScrollRestoration } from 'react-router-dom'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useAppSelector } from '@store/hooks'
import { selectTabStorageWorks } from '@features/session/sessionSlice'
import { Footer } from './Footer'
import { NavBar } from './NavBar'
import { PageDescription } from './PageDescription'

export function AppLayout() {
  const tabStorageWorks = useAppSelector(selectTabStorageWorks)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <PageDescription />
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </Link>
      <NavBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      {/* It keeps scroll positions in sessionStorage, and complains where the tab refuses it. */}
      {tabStorageWorks && <ScrollRestoration />}
    </Box>
  )
}
