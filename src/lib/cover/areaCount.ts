import { formatCount, pluralForm } from '@/lib/formatCount'

const AREA = { one: 'area', other: 'areas' }

/** "1 area", "2 areas": how the editor and the photo's card count covered areas. */
export const areaCount = (areas: number) => `${formatCount(areas)} ${pluralForm(areas, AREA)}`
