/**
 * The video cover editor: the sender covers faces and details in a video, and keeps, removes or
 * disguises its sound, before it is sent (product.md §7), over src/lib/videoCover. It touches no
 * store: it is given the video and hands back the new file. Its code and the engine's load when a
 * sender first opens it, never with the dashboard; if its code cannot be fetched, it says so in
 * its place. Its long work's progress and Cancel serve a voice note's disguise too.
 */
export { VideoCoverEditor } from './LazyVideoCoverEditor'
export type { VideoCover } from './VideoCoverEditor'
export { useCoverWork } from './useCoverWork'
export { WorkProgress } from './WorkProgress'
