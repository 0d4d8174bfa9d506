import { useId } from 'react'
import { useLingui } from '@lingui/react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'

interface DiscardChangesDialogProps {
  open: boolean
  /** What closing would throw away, as a question: "Discard 2 areas?". */
  question: string
  /** What stays: "The photo stays as it was, with nothing covered." */
  outcome: string
  onKeepEditing: () => void
  onDiscard: () => void
}

/**
 * A cover editor's Cancel or Escape with areas the sender worked on: nothing is thrown away
 * without asking, and Keep editing is the default.
 */
export function DiscardChangesDialog({
  open,
  question,
  outcome,
  onKeepEditing,
  onDiscard,
}: DiscardChangesDialogProps) {
  const { _ } = useLingui()
  const textId = useId()
  return (
    <Dialog open={open} onClose={onKeepEditing} aria-describedby={textId}>
      <DialogTitle>{question}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{outcome}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeepEditing} autoFocus>
          {_('files.cover.keepEditing')}
        </Button>
        <Button color="error" onClick={onDiscard}>
          {_('files.cover.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
