import { Suspense, useState } from 'react'
import Button from '@mui/material/Button'
import { useAppDispatch } from '@store/hooks'
import { CoverEditor } from '@features/coverEditor'
import { isCoverFormat } from '@/lib/cover'
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import type { Attachment } from './attachment'
import { attachmentFilesOf } from './chooseFiles'
import { keepCoveredPhoto } from './attachmentJourney'

/** product.md §7: each photo's way into the cover editor. */
export function CoverPhotoButton({ attachment }: { attachment: Attachment }) {
  const dispatch = useAppDispatch()
  const { format } = attachment
  const [open, setOpen] = useState(false)
  /** The photo as it was when the editor opened: what it shows and covers, until it closes. */
  const [file, setFile] = useState<File>()
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        disabled={attachment.status !== 'ready'}
        aria-label={`Cover faces and details in ${fileNameForDisplay(attachment.name)}`}
        onClick={() => {
          setFile(dispatch(attachmentFilesOf()).fileOf(attachment.id))
          setOpen(true)
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        Cover faces and details
      </Button>
      {file && isCoverFormat(format) && (
        <Suspense>
          <CoverEditor
            file={file}
            name={attachment.name}
            format={format}
            open={open}
            onClose={() => setOpen(false)}
            onCovered={async (covered, areas) => {
              await dispatch(keepCoveredPhoto(attachment.id, covered, areas))
            }}
          />
        </Suspense>
      )}
    </>
  )
}
