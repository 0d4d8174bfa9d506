import type { ComponentType } from 'react'
import { useLingui } from '@lingui/react'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lazyPart } from './lazyPart'
import { RetryAlert } from './RetryAlert'

/** Message ids: while the editor's code downloads, and when it could not be. */
interface LazyEditorWords {
  opening: string
  loadFailed: string
}

/**
 * A cover editor whose code loads when it first opens, never with the dashboard: in its card,
 * a line says it is opening while its code downloads, or why it could not be, with Retry.
 */
export function lazyEditor<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { opening, loadFailed }: LazyEditorWords,
) {
  const LoadingEditor = lazyPart(load)
  return function LazyEditor(props: Props) {
    const { _ } = useLingui()
    return (
      <LoadingEditor
        {...props}
        loading={
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2">{_(opening)}</Typography>
          </Stack>
        }
        failed={(retry) => (
          <RetryAlert severity="error" retry={_('files.cover.retry')} onRetry={retry}>
            {_(loadFailed)}
          </RetryAlert>
        )}
      />
    )
  }
}
