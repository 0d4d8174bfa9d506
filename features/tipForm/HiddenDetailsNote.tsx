import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useAppDispatch } from '@store/hooks'
import { cannotCleanMessage, hiddenDetailsSummary, removedSummary } from './mediaTexts'
import { isCleaningWanted, type Attachment } from './tipDraft'
import { fileRemoved, hiddenDetailsRemovalToggled } from './tipFormSlice'

const NONE_FOUND = 'No hidden details found.'

interface HiddenDetailsNoteProps {
  attachment: Attachment
  anonymous: boolean
}

/** product.md §7: what a file reveals, what was removed, and what TipWire cannot remove. */
export function HiddenDetailsNote({ attachment, anonymous }: HiddenDetailsNoteProps) {
  const dispatch = useAppDispatch()
  const { id, name, status, format, hiddenDetails, cleaned, canRemoveHiddenDetails } = attachment
  if (status === 'checking') return <Typography variant="body2">Checking the file…</Typography>
  if (status === 'cleaning') {
    return <Typography variant="body2">Removing hidden details…</Typography>
  }
  const summary = hiddenDetailsSummary(hiddenDetails)
  const wanted = isCleaningWanted(attachment, anonymous)
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {anonymous && wanted ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {summary || NONE_FOUND}
        </Typography>
      )}
      {wanted && cleaned && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {cleaned.removed.length > 0 ? removedSummary(cleaned.removed) : NONE_FOUND}
        </Typography>
      )}
      {!anonymous && canRemoveHiddenDetails && (summary || attachment.removeHiddenDetails) && (
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
      {anonymous && !canRemoveHiddenDetails && format && (
        <Alert
          severity="warning"
          sx={{ py: 0 }}
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(fileRemoved({ id }))}>
              Remove
            </Button>
          }
        >
          {cannotCleanMessage(format)}
        </Alert>
      )}
    </Stack>
  )
}
