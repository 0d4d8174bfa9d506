import { useId, useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useLingui } from '@lingui/react'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { selectAttachments } from '@features/attachments'
import { hasVisibleText } from '@/lib/writtenText'
import type { TipDraft } from './tipDraft'
import { selectTipDraft } from './tipFormSelectors'
import { discardDraft } from './tipFormSlice'

/** Nothing written and no file chosen: discarding loses nothing, so it needs no question. */
const holdsNothing = (draft: TipDraft, files: number) =>
  ![draft.name, draft.email, draft.phone, draft.description].some(hasVisibleText) && files === 0

interface DiscardDraftButtonProps {
  /** Where focus goes once the draft is gone (the dialog's button no longer means anything). */
  onDiscarded: () => void
}

/**
 * product.md §6: Discard draft forgets the text and the files, after a confirmation when there
 * is anything to lose.
 */
export function DiscardDraftButton({ onDiscarded }: DiscardDraftButtonProps) {
  const dispatch = useAppDispatch()
  const draft = useAppSelector(selectTipDraft)
  const files = useAppSelector(selectAttachments).length
  const [open, setOpen] = useState(false)
  const [discarded, setDiscarded] = useState(false)
  const textId = useId()
  const { _ } = useLingui()

  const discard = () => {
    dispatch(discardDraft())
    setDiscarded(true)
    setOpen(false)
  }

  return (
    <>
      <Button
        variant="text"
        color="inherit"
        onClick={() => {
          if (holdsNothing(draft, files)) {
            dispatch(discardDraft())
            onDiscarded()
            return
          }
          setDiscarded(false)
          setOpen(true)
        }}
      >
        {_('user.discardDraft.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        disableRestoreFocus={discarded}
        aria-describedby={textId}
        slotProps={{ transition: { onExited: () => discarded && onDiscarded() } }}
      >
        <DialogTitle>{_('user.discardDraft.question')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{_('user.discardDraft.consequence')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {_('user.discardDraft.keepEditing')}
          </Button>
          <Button color="error" onClick={discard}>
            {_('user.discardDraft.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
