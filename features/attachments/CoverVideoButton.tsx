import { useId } from 'react'
import { useLingui } from '@lingui/react'
import Typography from '@mui/material/Typography'
import { useAppDispatch } from '@store/hooks'
import { VideoCoverEditor } from '@features/videoCoverEditor'
import { RetryAlert } from '@/ui/RetryAlert'
import type { Attachment } from './attachment'
import { keepCoveredVideo } from './attachmentJourney'
import { CoverButton, useCoverEditor } from './CoverButton'
import { useVideoCoverability, type VideoCoverAnswer } from './useVideoCoverability'

/** Why a video cannot be covered here, and what the sender can do instead; nothing when it can. */
function notCoverableText(coverability: VideoCoverAnswer) {
  if (coverability === 'failed') return 'files.card.videoNotOpened'
  if (typeof coverability !== 'object' || coverability.coverable) return undefined
  return coverability.reason === 'noPicture'
    ? 'files.card.videoNoPicture'
    : 'files.card.videoNotDecodable'
}

/**
 * product.md §7: a video's way into the cover editor, once the browser says it can decode the
 * picture. Where it cannot (HEVC in a desktop Chromium), the button keeps its place and can be
 * focused, described by why and by what to do instead. The editor opens the video itself.
 */
export function CoverVideoButton({ attachment }: { attachment: Attachment }) {
  const { _ } = useLingui()
  const dispatch = useAppDispatch()
  const reasonId = useId()
  const { button, file, open, close } = useCoverEditor(attachment)
  const { answer: coverability, askAgain } = useVideoCoverability(attachment)
  if (coverability === 'notDownloaded') {
    return (
      <RetryAlert severity="error" retry={_('files.cover.retry')} onRetry={askAgain}>
        {_('files.card.videoCoverNotDownloaded')}
      </RetryAlert>
    )
  }
  const reason = notCoverableText(coverability)
  return (
    <>
      <CoverButton
        attachment={attachment}
        ref={button}
        waiting={coverability === 'asking'}
        unavailable={Boolean(reason)}
        describedBy={reason && reasonId}
        onOpen={open}
      />
      {reason && (
        <Typography id={reasonId} variant="body2">
          {_(reason)}
        </Typography>
      )}
      {file && (
        <VideoCoverEditor
          file={file}
          name={attachment.name}
          onClose={close}
          onCovered={async (covered, cover) => {
            await dispatch(keepCoveredVideo(attachment.id, covered, cover))
          }}
        />
      )}
    </>
  )
}
