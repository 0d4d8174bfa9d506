import { useLingui } from '@lingui/react'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lazyPart } from '@/ui/lazyPart'
import { RetryAlert } from '@/ui/RetryAlert'
import type { CoverEditorProps } from './CoverEditor'

const LoadingEditor = lazyPart(() =>
  import('./CoverEditor').then(({ CoverEditor: editor }) => editor),
)

/** The editor, in the photo's card while its code downloads or when it could not be. */
export function CoverEditor(props: CoverEditorProps) {
  const { _ } = useLingui()
  return (
    <LoadingEditor
      {...props}
      loading={
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">{_('files.cover.openingEditor')}</Typography>
        </Stack>
      }
      failed={(retry) => (
        <RetryAlert severity="error" retry={_('files.cover.retry')} onRetry={retry}>
          {_('files.cover.loadFailed')}
        </RetryAlert>
      )}
    />
  )
}
