import { useLingui } from '@lingui/react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useAppDispatch } from '@store/hooks'
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import type { Attachment } from './attachment'
import { downloadRetried } from './attachmentsSlice'

/**
 * product.md §7: a part of TipWire this file's check or cleaning needs could not be downloaded.
 * A connection problem, said as one, never as a broken file; Retry asks for the part again.
 */
export function NotDownloadedNote({ attachment }: { attachment: Attachment }) {
  const { _ } = useLingui()
  const dispatch = useAppDispatch()
  const { id, name, status } = attachment
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          aria-label={_('files.card.retryFor', { name: fileNameForDisplay(name) })}
          onClick={() => dispatch(downloadRetried({ id }))}
        >
          {_('files.card.retry')}
        </Button>
      }
    >
      {_(
        status === 'cleaning'
          ? 'files.card.cleaningNotDownloaded'
          : 'files.card.checkNotDownloaded',
      )}
    </Alert>
  )
}
