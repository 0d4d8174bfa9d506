import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react'
import Button, { buttonClasses } from '@mui/material/Button'
import { useAppDispatch } from '@store/hooks'
import { CoverEditor } from '@features/coverEditor'
import { isCoverFormat } from '@/lib/cover'
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import type { Attachment } from './attachment'
import { attachmentFilesOf } from './chooseFiles'
import { keepCoveredPhoto } from './attachmentJourney'

/** product.md §7: each photo's way into the cover editor, and where the focus returns from it. */
export function CoverPhotoButton({ attachment }: { attachment: Attachment }) {
  const { _ } = useLingui()
  const dispatch = useAppDispatch()
  const { format } = attachment
  const button = useRef<HTMLButtonElement>(null)
  /** The photo as it was when the editor opened: what it shows and covers, while it is open. */
  const [file, setFile] = useState<File>()
  const returningFocus = useRef(false)
  // Checked or cleaned again once covered: it says it is busy and keeps the focus, where a
  // disabled button would drop it to the page when the editor closes.
  const busy = attachment.status !== 'ready'

  useEffect(() => {
    if (file || !returningFocus.current) return
    returningFocus.current = false
    button.current?.focus()
  }, [file])

  return (
    <>
      <Button
        ref={button}
        size="small"
        variant="outlined"
        aria-disabled={busy}
        className={busy ? buttonClasses.disabled : undefined}
        aria-label={_('files.card.coverPhotoIn', { name: fileNameForDisplay(attachment.name) })}
        onClick={() => {
          if (!busy) setFile(dispatch(attachmentFilesOf()).fileOf(attachment.id))
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {_('files.card.coverPhoto')}
      </Button>
      {file && isCoverFormat(format) && (
        <CoverEditor
          file={file}
          name={attachment.name}
          format={format}
          onClose={() => {
            returningFocus.current = true
            setFile(undefined)
          }}
          onCovered={async (covered, areas) => {
            await dispatch(keepCoveredPhoto(attachment.id, covered, areas))
          }}
        />
      )}
    </>
  )
}
