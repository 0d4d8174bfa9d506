/**
 * product.md §7: what an anonymous tip shows, keeps and cannot hide, in the same words on the
 * checklist before sending and on the success screen after. A source decides what to risk from
 * these sentences, so each says exactly who sees what. Message ids of the 'user' catalogue.
 */
export const NEWSROOM_SEES = 'user.anonymity.newsroomSees'

export const TIPWIRE_KEEPS = 'user.anonymity.tipWireKeeps'

export const NOT_HIDDEN = 'user.anonymity.notHidden'

export const COVER_PHOTOS = 'user.anonymity.coverPhotos'

export const COVER_VIDEO_AND_SOUND = 'user.anonymity.coverVideoAndSound'
