import { useLingui } from '@lingui/react'
import Alert from '@mui/material/Alert'
import { isCleaningWanted, type Attachment } from './attachment'
import { shortenedLengths } from './mediaTexts'

interface ShortenedRecordingNoteProps {
  attachment: Attachment
  anonymous: boolean
}

/**
 * product.md §7: a recording whose cleaned copy, the file that would be sent, may play shorter
 * than the one chosen says so, with both lengths, before Submit.
 */
export function ShortenedRecordingNote({ attachment, anonymous }: ShortenedRecordingNoteProps) {
  const { _ } = useLingui()
  const shortened = attachment.cleaned?.shortened
  if (!shortened || !isCleaningWanted(attachment, anonymous)) return null
  return (
    <Alert severity="warning" sx={{ py: 0 }}>
      {_('files.card.sentShorter', shortenedLengths(shortened))}
    </Alert>
  )
}
