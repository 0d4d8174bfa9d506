/** Covered areas are filled solid, never blurred: nothing of what was there can be recovered. */
export const COVER_FILL = '#000000'
