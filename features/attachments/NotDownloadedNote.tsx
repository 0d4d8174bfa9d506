import { useLingui } from '@lingui/react'
import { useAppDispatch } from '@store/hooks'
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import { RetryAlert } from '@/ui/RetryAlert'
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
    <RetryAlert
      severity="warning"
      retry={_('files.card.retry')}
      retryName={_('files.card.retryFor', { name: fileNameForDisplay(name) })}
      onRetry={() => dispatch(downloadRetried({ id }))}
    >
      {_(
        status === 'cleaning'
          ? 'files.card.cleaningNotDownloaded'
          : 'files.card.checkNotDownloaded',
      )}
    </RetryAlert>
  )
}
