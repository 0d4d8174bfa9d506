import { useEffect, useRef, useState, type RefObject } from 'react'
import { useLingui } from '@lingui/react'
import Button, { buttonClasses } from '@mui/material/Button'
import { useAppDispatch } from '@store/hooks'
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import type { Attachment } from './attachment'
import { attachmentFilesOf } from './chooseFiles'

/**
 * A card's cover editor, open or not, and where the focus returns from it: to the card's Cover
 * button, after Apply or Cancel alike (product.md §7).
 */
export function useCoverEditor(attachment: Attachment) {
  const dispatch = useAppDispatch()
  const button = useRef<HTMLButtonElement>(null)
  /** The file as it was when the editor opened: what it shows and covers, while it is open. */
  const [file, setFile] = useState<File>()
  const returningFocus = useRef(false)

  useEffect(() => {
    if (file || !returningFocus.current) return
    returningFocus.current = false
    button.current?.focus()
  }, [file])

  return {
    button,
    file,
    open: () => setFile(dispatch(attachmentFilesOf()).fileOf(attachment.id)),
    close: () => {
      returningFocus.current = true
      setFile(undefined)
    },
  }
}

interface CoverButtonProps {
  attachment: Attachment
  ref: RefObject<HTMLButtonElement | null>
  /** The file cannot be covered here: the button stays, to be found, and says why (`describedBy`). */
  unavailable?: boolean
  /** Its file is not ready to open yet. */
  waiting?: boolean
  describedBy?: string
  onOpen: () => void
}

/** "Cover faces and details", on a photo's card or a video's. */
export function CoverButton({
  attachment,
  ref,
  unavailable = false,
  waiting = false,
  describedBy,
  onOpen,
}: CoverButtonProps) {
  const { _ } = useLingui()
  // Checked or cleaned again once covered: it says it is busy and keeps the focus, where a
  // disabled button would drop it to the page when the editor closes. One that cannot cover is
  // focusable too, so that a keyboard or a screen reader reaches it and hears why.
  const inactive = unavailable || waiting || attachment.status !== 'ready'
  return (
    <Button
      ref={ref}
      size="small"
      variant="outlined"
      aria-disabled={inactive}
      aria-describedby={describedBy}
      className={inactive ? buttonClasses.disabled : undefined}
      aria-label={_('files.card.coverPhotoIn', { name: fileNameForDisplay(attachment.name) })}
      onClick={() => {
        if (!inactive) onOpen()
      }}
      sx={{ alignSelf: 'flex-start' }}
    >
      {_('files.card.coverPhoto')}
    </Button>
  )
}
