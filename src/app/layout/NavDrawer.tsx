import { NavLink } from '@/ui/links'
import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import LogoutIcon from '@mui/icons-material/Logout'
import { LanguageLinks } from './LanguageLinks'
import type { NavItem } from './useNavItems'

interface NavDrawerProps {
  id: string
  items: NavItem[]
  open: boolean
  onClose: () => void
}

type LinkItem = Exclude<NavItem, { kind: 'action' }>
type ActionItem = Extract<NavItem, { kind: 'action' }>

/** NavLink marks the current page with aria-current="page"; this makes it seen too. */
const currentPageSx = {
  '&[aria-current="page"]': {
    bgcolor: 'action.selected',
    borderLeft: 4,
    borderColor: 'primary.main',
    pl: 1.5,
    '& .MuiListItemText-primary': { fontWeight: 700 },
  },
}

function DrawerLink({ item, onChosen }: { item: LinkItem; onChosen: () => void }) {
  const { _ } = useLingui()
  if (item.kind === 'route') {
    return (
      <ListItemButton component={NavLink} to={item.to} onClick={onChosen} sx={currentPageSx}>
        <ListItemText primary={item.label} />
      </ListItemButton>
    )
  }
  return (
    <ListItemButton
      component="a"
      href={item.href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onChosen}
    >
      <ListItemText primary={item.label} secondary={_('common.drawer.opensInNewTab')} />
    </ListItemButton>
  )
}

/**
 * Below the theme's nav breakpoint (each language's own) the navigation lives here, behind the 'Open menu' button: a dialog
 * named Menu, with a close button, the pages first, the actions (Logout) set apart below, and
 * the languages last.
 */
export function NavDrawer({ id, items, open, onClose }: NavDrawerProps) {
  const { _ } = useLingui()
  const links = items.filter((item): item is LinkItem => item.kind !== 'action')
  const actions = items.filter((item): item is ActionItem => item.kind === 'action')
  return (
    <Drawer
      id={id}
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': `${id}-title` } }}
    >
      <Box sx={{ width: 280 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            py: 1,
            pl: 2,
            pr: 1,
          }}
        >
          <Typography id={`${id}-title`} component="h2" variant="h6">
            {_('common.drawer.title')}
          </Typography>
          <IconButton aria-label={_('common.drawer.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={_('common.drawer.pages')}>
          <List>
            {links.map((item) => (
              <ListItem key={item.label} disablePadding>
                <DrawerLink item={item} onChosen={onClose} />
              </ListItem>
            ))}
          </List>
        </Box>
        {actions.length > 0 && (
          <>
            <Divider />
            <List aria-label={_('common.drawer.account')}>
              {actions.map((item) => (
                <ListItem key={item.label} disablePadding>
                  <ListItemButton
                    onClick={() => {
                      onClose()
                      item.onClick()
                    }}
                  >
                    <ListItemIcon>
                      <LogoutIcon />
                    </ListItemIcon>
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </>
        )}
        <Divider />
        <LanguageLinks sx={{ p: 1 }} />
      </Box>
    </Drawer>
  )
}
