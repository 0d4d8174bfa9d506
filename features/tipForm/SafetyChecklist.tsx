import { useId } from 'react'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import CheckIcon from '@mui/icons-material/Check'
import WarningAmberIcon from '@mui/icons-material/WarningAmber'

const ITEMS = [
  {
    removed: true,
    text: 'Removed: your name, email and phone, and the hidden details of every file (location, device, date, titles, extra tracks). Files go under plain names such as photo-1.jpg. A file that cannot be cleaned cannot be sent.',
  },
  {
    removed: false,
    text: 'You can cover faces and details in each photo; detection can miss some, so check every photo.',
  },
  {
    removed: false,
    text: 'Not hidden: your network and device. Use a connection and phone that are not tied to you.',
  },
]

/** product.md §7: what an anonymous tip leaves out, and what it cannot. */
export function SafetyChecklist() {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        Before you send anonymously
      </Typography>
      <List dense disablePadding>
        {ITEMS.map(({ removed, text }) => (
          <ListItem key={text} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
              {removed ? (
                <CheckIcon fontSize="small" color="success" />
              ) : (
                <WarningAmberIcon fontSize="small" color="warning" />
              )}
            </ListItemIcon>
            <ListItemText primary={text} />
          </ListItem>
        ))}
      </List>
    </Box>
  )
}
