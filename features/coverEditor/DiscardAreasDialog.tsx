import { useId } from 'react'
import { useLingui } from '@lingui/react'
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
  const { _ } = useLingui()
  const textId = useId()
  return (
    <Dialog open={open} onClose={onKeepEditing} aria-describedby={textId}>
      <DialogTitle>{discardQuestion(areas)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{_('files.cover.discardKeepsPhoto')}</DialogContentText>
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
