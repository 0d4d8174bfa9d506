/**
 * product.md §7: what an anonymous tip shows, keeps and cannot hide, in the same words on the
 * checklist before sending and on the success screen after. A source decides what to risk from
 * these sentences, so each says exactly who sees what.
 */
export const NEWSROOM_SEES =
  'The newsroom sees your tip and its files, and no name, email, phone, file names or hidden details (location, device, date, titles, extra tracks). Files go under plain names such as photo-1.jpg; a name the picture or sound data itself holds stays, and its card says so; a file that cannot be cleaned cannot be sent.'

export const TIPWIRE_KEEPS =
  'TipWire keeps the tip with your account: it is listed in your Tips History, so that it earns you karma.'

export const NOT_HIDDEN =
  'Not hidden: your network and your device. Use a connection and a phone that are not tied to you.'

export const COVER_PHOTOS =
  'You can cover faces and details in each photo; detection can miss some, so check every photo.'
