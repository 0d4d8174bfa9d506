import { lazyEditor } from '@/ui/lazyEditor'

/** The editor, in the photo's card while its code downloads or when it could not be. */
export const CoverEditor = lazyEditor(
  () => import('./CoverEditor').then(({ CoverEditor: editor }) => editor),
  { opening: 'files.cover.openingEditor', loadFailed: 'files.cover.loadFailed' },
)
