import { lazyEditor } from '@/ui/lazyEditor'

/** The editor, in the video's card while its code downloads or when it could not be. */
export const VideoCoverEditor = lazyEditor(
  () => import('./VideoCoverEditor').then(({ VideoCoverEditor: editor }) => editor),
  { opening: 'files.cover.openingEditor', loadFailed: 'files.videoCover.loadFailed' },
)
