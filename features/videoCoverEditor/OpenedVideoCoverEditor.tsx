import { use, useState } from 'react'
import { useLingui } from '@lingui/react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { ChunkLoadError } from '@/lib/chunkLoadError'
import { openVideo, type OpenedVideo } from '@/lib/videoCover'
import { RetryAlert } from '@/ui/RetryAlert'
import { VideoCoverEditor, type VideoCoverEditorProps } from './VideoCoverEditor'

type Opening = OpenedVideo | 'failed' | 'notDownloaded'

/**
 * Each file's latest opening, and which attempt it is: the editor suspends on the same one while
 * it comes, and a Retry (the next attempt) opens the file again.
 */
const openings = new WeakMap<File, { attempt: number; opening: Promise<Opening> }>()

function openingOf(file: File, attempt: number) {
  const known = openings.get(file)
  if (known?.attempt === attempt) return known.opening
  const opening = openVideo(file).catch((error: unknown) =>
    error instanceof ChunkLoadError ? ('notDownloaded' as const) : ('failed' as const),
  )
  openings.set(file, { attempt, opening })
  return opening
}

/**
 * The editor once the engine has opened the video (its length, size as shown and sound), in the
 * video's worker, whose code and mediabunny load now: when the editor opens, not when a video is
 * chosen. Until then the card says the editor is opening (lazyEditor). A part not downloaded
 * offers Retry, as the editor's own code does. A video that will not open after all says so, and Close gives the card back.
 */
export function OpenedVideoCoverEditor(props: Omit<VideoCoverEditorProps, 'video'>) {
  const { _ } = useLingui()
  const [attempt, setAttempt] = useState(0)
  const video = use(openingOf(props.file, attempt))
  if (video === 'notDownloaded') {
    return (
      <RetryAlert
        severity="error"
        retry={_('files.cover.retry')}
        onRetry={() => setAttempt(attempt + 1)}
      >
        {_('files.videoCover.loadFailed')}
      </RetryAlert>
    )
  }
  if (video === 'failed' || !video.coverable) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={props.onClose}>
            {_('files.videoCover.closeNotOpened')}
          </Button>
        }
      >
        {_('files.card.videoNotOpened')}
      </Alert>
    )
  }
  return <VideoCoverEditor {...props} video={video} />
}
