/** What the editor says about areas and faces (product.md §7). */
import { areaCount } from '@/lib/cover'
import { formatCount, pluralForm } from '@/lib/formatCount'
import type { CoverArea } from './coverAreas'

/** "Area 2 of 3", "Suggested face, area 1 of 3": each area button's name. */
export function areaLabel(area: CoverArea, index: number, count: number) {
  const ofCount = `${formatCount(index + 1)} of ${formatCount(count)}`
  return area.suggested ? `Suggested face, area ${ofCount}` : `Area ${ofCount}`
}

const FACE = { one: 'face', other: 'faces' }

/** What the face finder said, for the editor's status line: short, with its limit. */
export const facesFoundText = (faces: number) =>
  faces === 0
    ? 'No faces found. Faces can be missed: cover anything you want hidden yourself.'
    : `${formatCount(faces)} ${pluralForm(faces, FACE)} suggested, outlined with dashes. Faces can be missed: check the whole photo.`

/** The question Cancel or Escape asks when it would throw the sender's areas away. */
export const discardQuestion = (areas: number) => `Discard ${areaCount(areas)}?`
