/**
 * Covering faces and details in a video before it is sent (product.md §7): the boxes over time,
 * and the new file made from them. This is its one public face.
 */
export { boxAt, boxesAt, type CoverBox, type CoverKey, type CoverTrack } from './coverTracks'
export {
  coverVideo,
  openVideo,
  suggestFaceTracks,
  type CoverProgress,
  type CoveredVideo,
  type OpenedVideo,
  type SoundChoice,
} from './pendingContract'
