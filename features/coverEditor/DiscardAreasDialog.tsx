import { useId } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { discardQuestion } from './coverTexts'

interface DiscardAreasDialogProps {
  open: boolean
  /** How many areas closing would throw away. */
  areas: number
  onKeepEditing: () => void
  onDiscard: () => void
}

/** Cancel or Escape with areas the sender worked on: nothing is thrown away without asking. */
export function DiscardAreasDialog({
  open,
  areas,
  onKeepEditing,
  onDiscard,
}: DiscardAreasDialogProps) {
  const textId = useId()
  return (
    <Dialog open={open} onClose={onKeepEditing} aria-describedby={textId}>
      <DialogTitle>{discardQuestion(areas)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          The photo stays as it was, with nothing covered.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeepEditing} autoFocus>
          Keep editing
        </Button>
        <Button color="error" onClick={onDiscard}>
          Discard
        </Button>
      </DialogActions>
    </Dialog>
  )
}
