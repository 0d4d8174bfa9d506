/**
 * The cover editor: the sender covers faces and details in a photo before it is sent
 * (product.md §7), over src/lib/cover. It touches no store: it is given the photo and hands
 * back the covered copy. Its face is a lazy component: the editor, its workers and the face
 * model load when a sender first opens it, never with the dashboard.
 */
import { lazy } from 'react'

export const CoverEditor = lazy(() =>
  import('./CoverEditor').then(({ CoverEditor: editor }) => ({ default: editor })),
)
