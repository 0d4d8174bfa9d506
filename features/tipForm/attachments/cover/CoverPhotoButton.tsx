import { lazy, Suspense, useState } from 'react'
import Button from '@mui/material/Button'
import type { Attachment } from '../../tipDraft'

// The editor, its workers and the face model load when a sender first opens it, never with
// the dashboard.
const CoverEditor = lazy(() =>
  import('./CoverEditor').then(({ CoverEditor: editor }) => ({ default: editor })),
)

/** product.md §7: each photo's way into the cover editor. */
export function CoverPhotoButton({ attachment }: { attachment: Attachment }) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        disabled={attachment.status !== 'ready'}
        aria-label={`Cover faces and details in ${attachment.name}`}
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        Cover faces and details
      </Button>
      {opened && (
        <Suspense>
          <CoverEditor attachment={attachment} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
