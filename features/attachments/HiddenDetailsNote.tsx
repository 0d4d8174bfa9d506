import { useId } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useAppDispatch } from '@store/hooks'
import {
  CLEANING_FAILED,
  NOT_READ_WHOLE,
  NOT_SENT_ANONYMOUSLY,
  encoderKeptNote,
  hiddenDetailsSummary,
  remainingSummary,
  removedSummary,
} from './mediaTexts'
import { isCleaningWanted, keepsHiddenDetails, type Attachment } from './attachment'
import { fileRemoved, hiddenDetailsRemovalToggled } from './attachmentsSlice'

const NONE_FOUND = 'No hidden details found.'
const REVEALS_HEADING = 'Hidden details in this file'
const NEWSROOM_SEES = 'The newsroom will see:'

interface HiddenDetailsNoteProps {
  attachment: Attachment
  anonymous: boolean
}

/** Why this file cannot go as it is, in a sentence; empty when nothing stands in the way. */
function leftInside(attachment: Attachment, anonymous: boolean) {
  const { cleaned, cleaningFailed } = attachment
  if (!isCleaningWanted(attachment, anonymous) || !keepsHiddenDetails(attachment)) return ''
  const what = cleaningFailed ? CLEANING_FAILED : remainingSummary(cleaned?.remaining ?? [])
  return anonymous ? `${what} ${NOT_SENT_ANONYMOUSLY}` : what
}

/** What the file reveals and who would see it, under a heading of its own. */
function Reveals({ summary }: { summary: string }) {
  const headingId = useId()
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={0.25}>
      <Typography id={headingId} component="h4" variant="body2" sx={{ fontWeight: 600 }}>
        {REVEALS_HEADING}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {NEWSROOM_SEES} {summary}
      </Typography>
    </Stack>
  )
}

/**
 * product.md §7: what a file reveals and who would see it, or, once cleaned, only what was
 * removed; and what TipWire cannot remove.
 */
export function HiddenDetailsNote({ attachment, anonymous }: HiddenDetailsNoteProps) {
  const dispatch = useAppDispatch()
  const { id, name, status, hiddenDetails, cleaned } = attachment
  if (status === 'checking') return <Typography variant="body2">Checking the file…</Typography>
  if (status === 'cleaning') {
    return <Typography variant="body2">Removing hidden details…</Typography>
  }
  const summary = hiddenDetailsSummary(hiddenDetails)
  const wanted = isCleaningWanted(attachment, anonymous)
  const warning = leftInside(attachment, anonymous)
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {wanted && cleaned ? (
        <>
          {(cleaned.removed.length > 0 || !cleaned.encoderInStream) && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {cleaned.removed.length > 0 ? removedSummary(cleaned.removed) : NONE_FOUND}
            </Typography>
          )}
          {cleaned.encoderInStream && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {encoderKeptNote(attachment.kind, cleaned.encoderInStream)}
            </Typography>
          )}
        </>
      ) : summary ? (
        <Reveals summary={summary} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {attachment.detailsReadWhole ? NONE_FOUND : NOT_READ_WHOLE}
        </Typography>
      )}
      {!anonymous && (summary || attachment.removeHiddenDetails) && (
        <FormControlLabel
          label="Remove hidden details"
          control={
            <Switch
              size="small"
              checked={attachment.removeHiddenDetails}
              onChange={(event) =>
                dispatch(hiddenDetailsRemovalToggled({ id, remove: event.target.checked }))
              }
              slotProps={{ input: { 'aria-label': `Remove hidden details from ${name}` } }}
            />
          }
        />
      )}
      {warning && (
        <Alert
          severity="warning"
          sx={{ py: 0 }}
          action={
            anonymous && (
              <Button color="inherit" size="small" onClick={() => dispatch(fileRemoved({ id }))}>
                Remove
              </Button>
            )
          }
        >
          {warning}
        </Alert>
      )}
    </Stack>
  )
}
