import { useAppDispatch } from '@store/hooks'
import { CoverEditor } from '@features/coverEditor'
import { isCoverFormat } from '@/lib/cover'
import type { Attachment } from './attachment'
import { keepCoveredPhoto } from './attachmentJourney'
import { CoverButton, useCoverEditor } from './CoverButton'

/** product.md §7: each photo's way into the cover editor. */
export function CoverPhotoButton({ attachment }: { attachment: Attachment }) {
  const dispatch = useAppDispatch()
  const { format } = attachment
  const { button, file, open, close } = useCoverEditor(attachment)
  return (
    <>
      <CoverButton attachment={attachment} ref={button} onOpen={open} />
      {file && isCoverFormat(format) && (
        <CoverEditor
          file={file}
          name={attachment.name}
          format={format}
          onClose={close}
          onCovered={async (covered, areas) => {
            await dispatch(keepCoveredPhoto(attachment.id, covered, areas))
          }}
        />
      )}
    </>
  )
}
