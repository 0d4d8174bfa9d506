/**
 * Covering faces and details in a video before it is sent (product.md §7): the boxes over time,
 * the faces suggested, and the new file made from them. This is its one public face; the heavy
 * work runs in workers started on first use.
 */
export { boxAt, boxesAt, type CoverBox, type CoverKey, type CoverTrack } from './coverTracks'
export type { CoverProgress } from './coverProgress'
export type { CoveredVideo, CoverRequest, SoundChoice } from './encodeCoveredVideo'
export type { OpenedVideo } from './openVideo'
export type { SoundOptions } from './soundOptions'
export { canDisguiseVoiceNote, coverVideo, disguiseVoiceNote, openVideo } from './videoCalls'
export { suggestFaceTracks } from './suggestFaceTracks'
export { videoCoverability, type VideoCoverability } from './videoCoverability'
