import { lazy, Suspense, useState } from 'react'
import Button from '@mui/material/Button'
import { useAppDispatch } from '@store/hooks'
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import type { Attachment } from '../../tipDraft'
import { attachmentFilesOf } from '../chooseFiles'
import { keepCoveredPhoto } from '../attachmentJourney'

// The editor, its workers and the face model load when a sender first opens it, never with
// the dashboard; the editor touches no store, so it shares no code with the page's first load.
const CoverEditor = lazy(() =>
  import('./CoverEditor').then(({ CoverEditor: editor }) => ({ default: editor })),
)

/** product.md §7: each photo's way into the cover editor. */
export function CoverPhotoButton({ attachment }: { attachment: Attachment }) {
  const dispatch = useAppDispatch()
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
      {file && (
        <Suspense>
          <CoverEditor
            attachment={attachment}
            file={file}
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
