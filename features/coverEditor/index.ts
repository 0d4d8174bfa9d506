/**
 * The cover editor: the sender covers faces and details in a photo before it is sent
 * (product.md §7), over src/lib/cover. It touches no store: it is given the photo and hands
 * back the covered copy. Its code, its workers and the face model load when a sender first
 * opens it, never with the dashboard; if its code cannot be fetched, it says so in its place.
 */
export { CoverEditor } from './LazyCoverEditor'
