import { useId } from 'react'
import { useLingui } from '@lingui/react'
import Alert from '@mui/material/Alert'
import Button, { buttonClasses } from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useAppDispatch } from '@store/hooks'
import { useCoverWork, WorkProgress } from '@features/videoCoverEditor'
import { ChunkLoadError } from '@/lib/chunkLoadError'
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import { FORMATS } from '@/lib/media'
import { RetryAlert } from '@/ui/RetryAlert'
import type { Attachment } from './attachment'
import { keepDisguisedVoice } from './attachmentJourney'
import { attachmentFilesOf } from './chooseFiles'
import { useEngineAnswer, videoCover } from './useVideoCoverability'

const canDisguise = (engine: Awaited<ReturnType<typeof videoCover>>, file: File) =>
  engine.canDisguiseVoiceNote(file)

/** Why the last disguise gave no new file: stopped by the sender, a part not downloaded, or failed. */
function outcomeText(work: ReturnType<typeof useCoverWork<unknown>>['work']) {
  if (work.state === 'stopped') return 'files.card.disguiseStopped'
  if (work.state !== 'failed') return undefined
  return work.error instanceof ChunkLoadError
    ? 'files.card.disguiseNotDownloaded'
    : 'files.card.disguiseFailed'
}

/**
 * product.md §7: a voice note's voice disguised on the device (pitch and formants moved by
 * different factors) into a new file that replaces it, with the time left and a Cancel; the
 * recording stays as it was if it is stopped or fails. Where this browser cannot decode the
 * recording (AMR), the button stays, to be found, and says so before anything is tried.
 */
export function DisguiseVoiceButton({ attachment }: { attachment: Attachment }) {
  const { _ } = useLingui()
  const dispatch = useAppDispatch()
  const noteId = useId()
  const { answer: canBeDisguised, askAgain } = useEngineAnswer(attachment, canDisguise)
  const disguising = useCoverWork<Blob>()
  const busy = disguising.work.state === 'working'
  if (canBeDisguised === 'notDownloaded') {
    return (
      <RetryAlert severity="error" retry={_('files.cover.retry')} onRetry={askAgain}>
        {_('files.card.disguiseVoiceNotDownloaded')}
      </RetryAlert>
    )
  }
  const unavailable = canBeDisguised === false || canBeDisguised === 'failed'
  // Checked or cleaned again once disguised: it says it is busy and keeps the focus.
  const inactive =
    unavailable || canBeDisguised === 'asking' || busy || attachment.status !== 'ready'
  const outcome = outcomeText(disguising.work)
  const format = attachment.format && FORMATS[attachment.format].label

  async function disguise() {
    const file = dispatch(attachmentFilesOf()).fileOf(attachment.id)
    if (!file) return
    const disguised = await disguising.run(async (onProgress, signal) =>
      (await videoCover()).disguiseVoiceNote(file, onProgress, signal),
    )
    if (disguised) await dispatch(keepDisguisedVoice(attachment.id, disguised))
  }

  return (
    <Stack sx={{ gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        aria-disabled={inactive}
        aria-describedby={noteId}
        className={inactive ? buttonClasses.disabled : undefined}
        aria-label={_('files.card.disguiseVoiceIn', {
          name: fileNameForDisplay(attachment.name),
        })}
        onClick={() => {
          if (!inactive) void disguise()
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {_('files.disguise.disguiseVoice')}
      </Button>
      <Typography id={noteId} variant="body2">
        {unavailable ? _('files.card.voiceNotDisguisable', { format }) : _('files.disguise.limits')}
      </Typography>
      {disguising.work.state === 'working' && (
        <WorkProgress
          label={_('files.card.disguisingVoice')}
          progress={disguising.work.progress}
          cancelName={_('files.card.cancelDisguising')}
          onCancel={disguising.cancel}
        />
      )}
      {outcome && (
        <Alert severity={disguising.work.state === 'stopped' ? 'info' : 'error'}>
          {_(outcome)}
        </Alert>
      )}
    </Stack>
  )
}
