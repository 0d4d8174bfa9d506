import { lazyEditor } from '@/ui/lazyEditor'

/**
 * The editor, in the video's card while its code downloads and the video opens, or when either
 * could not be downloaded.
 */
export const VideoCoverEditor = lazyEditor(
  () => import('./OpenedVideoCoverEditor').then(({ OpenedVideoCoverEditor: editor }) => editor),
  { opening: 'files.cover.openingEditor', loadFailed: 'files.videoCover.loadFailed' },
)
