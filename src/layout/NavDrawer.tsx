import { NavLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import type { NavItem } from './useNavItems'

interface NavDrawerProps {
  id: string
  items: NavItem[]
  open: boolean
  onClose: () => void
}

function DrawerItem({ item, onChosen }: { item: NavItem; onChosen: () => void }) {
  switch (item.kind) {
    case 'route':
      return (
        <ListItemButton component={NavLink} to={item.to} onClick={onChosen}>
          <ListItemText primary={item.label} />
        </ListItemButton>
      )
    case 'external':
      return (
        <ListItemButton
          component="a"
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onChosen}
        >
          <ListItemText primary={item.label} secondary="Opens in a new tab" />
        </ListItemButton>
      )
    case 'action':
      return (
        <ListItemButton
          onClick={() => {
            onChosen()
            item.onClick()
          }}
        >
          <ListItemText primary={item.label} />
        </ListItemButton>
      )
  }
}

/** Below the md breakpoint the navigation lives here, behind the 'Open menu' button. */
export function NavDrawer({ id, items, open, onClose }: NavDrawerProps) {
  return (
    <Drawer id={id} anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label="Main menu" sx={{ width: 260 }}>
        <List>
          {items.map((item) => (
            <ListItem key={item.label} disablePadding>
              <DrawerItem item={item} onChosen={onClose} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  )
}
