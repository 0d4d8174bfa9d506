import { useId } from 'react'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import CheckIcon from '@mui/icons-material/Check'
import WarningAmberIcon from '@mui/icons-material/WarningAmber'
import { useLingui } from '@lingui/react'
import {
  COVER_PHOTOS,
  COVER_VIDEO_AND_SOUND,
  NEWSROOM_SEES,
  NOT_HIDDEN,
  TIPWIRE_KEEPS,
} from './anonymityWords'

interface Note {
  /** Done: what TipWire takes out. Otherwise what the sender should know or do. */
  done: boolean
  /** Its message id (anonymityWords.ts). */
  text: string
}

const BEFORE_SENDING: readonly Note[] = [
  { done: true, text: NEWSROOM_SEES },
  { done: false, text: COVER_PHOTOS },
  { done: false, text: COVER_VIDEO_AND_SOUND },
  { done: false, text: TIPWIRE_KEEPS },
  { done: false, text: NOT_HIDDEN },
]

const AFTER_SENDING: readonly Note[] = [
  { done: true, text: NEWSROOM_SEES },
  { done: false, text: TIPWIRE_KEEPS },
  { done: false, text: NOT_HIDDEN },
]

/** A titled list of what anonymity does and does not do (anonymityWords.ts), by message ids. */
function AnonymityNotes({ heading, notes }: { heading: string; notes: readonly Note[] }) {
  const headingId = useId()
  const { _ } = useLingui()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ textAlign: 'start' }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {_(heading)}
      </Typography>
      <List dense disablePadding>
        {notes.map(({ done, text }) => (
          <ListItem key={text} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
              {done ? (
                <CheckIcon fontSize="small" color="success" />
              ) : (
                <WarningAmberIcon fontSize="small" color="warning" />
              )}
            </ListItemIcon>
            <ListItemText primary={_(text)} />
          </ListItem>
        ))}
      </List>
    </Box>
  )
}

/** product.md §7: beside Submit, what an anonymous tip leaves out, keeps and cannot hide. */
export const SafetyChecklist = () => (
  <AnonymityNotes heading="user.anonymity.beforeSending" notes={BEFORE_SENDING} />
)

/** product.md §7: the same words once an anonymous tip is sent. */
export const SentAnonymouslyNotes = () => (
  <AnonymityNotes heading="user.anonymity.sentAnonymously" notes={AFTER_SENDING} />
)
