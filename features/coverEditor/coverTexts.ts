/** What the editor says about areas and faces (product.md §7). */
import { formatCount, pluralForm } from '@/lib/formatCount'
import type { CoverArea } from './coverAreas'

/** "Area 2 of 3", "Suggested face, area 1 of 3": each area button's name. */
export function areaLabel(area: CoverArea, index: number, count: number) {
  const ofCount = `${formatCount(index + 1)} of ${formatCount(count)}`
  return area.suggested ? `Suggested face, area ${ofCount}` : `Area ${ofCount}`
}

const FACE = { one: 'face', other: 'faces' }

/** What the face finder said, for the editor's status line. */
export const facesFoundText = (faces: number) =>
  faces === 0
    ? 'No faces found. Cover anything you want hidden yourself.'
    : `${formatCount(faces)} ${pluralForm(faces, FACE)} suggested, outlined with dashes. Remove any suggestion you want to keep visible.`
