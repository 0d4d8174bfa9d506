/**
 * Covering faces and details in a video before it is sent (product.md §7): the boxes over time,
 * the faces suggested, and the new file made from them. This is its one public face.
 */
export type { CoverProgress } from './coverProgress'
export { boxAt, boxesAt, type CoverBox, type CoverKey, type CoverTrack } from './coverTracks'
export { suggestFaceTracks } from './suggestFaceTracks'
