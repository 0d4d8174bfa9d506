/** What the editor says about areas and faces (product.md §7), from the 'files' catalogue. */
import { i18n } from '@lingui/core'
import type { CoverArea } from './coverAreas'

/** "Area 2 of 3", "Suggested face, area 1 of 3": each area button's name. */
export const areaLabel = (area: CoverArea, index: number, count: number) =>
  i18n._(area.suggested ? 'files.cover.suggestedAreaLabel' : 'files.cover.areaLabel', {
    position: index + 1,
    count,
  })

/** What the face finder said, for the editor's status line: short, with its limit. */
export const facesFoundText = (faces: number) =>
  faces === 0 ? i18n._('files.cover.noFacesFound') : i18n._('files.cover.facesSuggested', { faces })

/** The question Cancel or Escape asks when it would throw the sender's areas away. */
export const discardQuestion = (areas: number) => i18n._('files.cover.discardQuestion', { areas })
