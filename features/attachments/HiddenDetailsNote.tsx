import { useId } from 'react'
import { i18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { formatFileSize } from '@/lib/i18n/formatFileSize'
import { useAppDispatch } from '@store/hooks'
import {
  CLEANING_FAILED,
  FRAMES_SAMPLED,
  NOT_READ_WHOLE,
  NO_HIDDEN_DETAILS_FOUND,
  NOT_SENT_ANONYMOUSLY,
  NOT_SENT_WHILE_REMOVING,
  encoderKeptNote,
  hiddenDetailsList,
  remainingSummary,
  removedSummary,
  unchangedDataNote,
} from './hiddenDetailWords'
import { isCleaningWanted, keepsHiddenDetails, type Attachment } from './attachment'
import { fileRemoved, hiddenDetailsRemovalToggled } from './attachmentsSlice'

interface HiddenDetailsNoteProps {
  attachment: Attachment
  anonymous: boolean
}

/** Why this file cannot go as it is, in a sentence; empty when nothing stands in the way. */
function leftInside(attachment: Attachment, anonymous: boolean) {
  const { cleaned, cleaningFailed } = attachment
  if (!isCleaningWanted(attachment, anonymous) || !keepsHiddenDetails(attachment)) return ''
  const what = cleaningFailed ? i18n._(CLEANING_FAILED) : remainingSummary(cleaned?.remaining ?? [])
  return `${what} ${i18n._(anonymous ? NOT_SENT_ANONYMOUSLY : NOT_SENT_WHILE_REMOVING)}`
}

/**
 * What the file reveals and who would see it: a short list under its label. Not a heading or a
 * region: a card is not a section of the page, and every card has one.
 */
function Reveals({ lines }: { lines: readonly string[] }) {
  const { _ } = useLingui()
  const labelId = useId()
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
        {_('files.details.revealsLabel')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {_('files.details.newsroomGets')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={labelId}
        sx={{
          m: 0,
          pl: 2.5,
          typography: 'body2',
          color: 'text.secondary',
          overflowWrap: 'anywhere',
        }}
      >
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Box>
  )
}

/**
 * product.md §7: what a file reveals and who would see it, or, once cleaned, only what was
 * removed; and what TipWire cannot remove.
 */
export function HiddenDetailsNote({ attachment, anonymous }: HiddenDetailsNoteProps) {
  const { _ } = useLingui()
  const dispatch = useAppDispatch()
  const { id, name, status, hiddenDetails, cleaned } = attachment
  if (status === 'checking') {
    return <Typography variant="body2">{_('files.details.checking')}</Typography>
  }
  if (status === 'cleaning') {
    return <Typography variant="body2">{_('files.details.removing')}</Typography>
  }
  const revealed = hiddenDetailsList(hiddenDetails)
  const wanted = isCleaningWanted(attachment, anonymous)
  const warning = leftInside(attachment, anonymous)
  const unchangedData = unchangedDataNote(attachment)
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {wanted && cleaned ? (
        <>
          {(cleaned.removed.length > 0 || !cleaned.encoderInStream) && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {cleaned.removed.length > 0
                ? removedSummary(cleaned.removed)
                : _(NO_HIDDEN_DETAILS_FOUND)}
            </Typography>
          )}
          {/* The encoder's note says the same of the data that names it. */}
          {!cleaned.encoderInStream && unchangedData && (
            <Typography variant="body2" color="text.secondary">
              {unchangedData}
            </Typography>
          )}
          {cleaned.encoderInStream && (
            <>
              <Typography variant="body2" color="text.secondary">
                {encoderKeptNote(attachment.kind)}
              </Typography>
              {/* The name as written ("Lavc59.37.100"), in small print under what it is. */}
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ overflowWrap: 'anywhere' }}
              >
                <Trans
                  id="files.details.encoderName"
                  values={{ encoder: <bdi>{cleaned.encoderInStream}</bdi> }}
                />
              </Typography>
            </>
          )}
          {cleaned.framesSampledAbove !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {_(FRAMES_SAMPLED, { size: formatFileSize(cleaned.framesSampledAbove) })}
            </Typography>
          )}
        </>
      ) : revealed.length > 0 ? (
        <Reveals lines={revealed} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {_(attachment.detailsReadWhole ? NO_HIDDEN_DETAILS_FOUND : NOT_READ_WHOLE)}
        </Typography>
      )}
      {!anonymous && (
        <FormControlLabel
          label={_('files.details.removeSwitch')}
          control={
            <Switch
              size="small"
              checked={attachment.removeHiddenDetails}
              onChange={(event) =>
                dispatch(hiddenDetailsRemovalToggled({ id, remove: event.target.checked }))
              }
              slotProps={{
                input: { 'aria-label': _('files.details.removeSwitchFor', { name }) },
              }}
            />
          }
        />
      )}
      {warning && (
        <Alert
          severity="warning"
          sx={{ py: 0 }}
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(fileRemoved({ id }))}>
              {_('files.details.removeFile')}
            </Button>
          }
        >
          {warning}
        </Alert>
      )}
    </Stack>
  )
}
