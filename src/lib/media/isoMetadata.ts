import type { HiddenDetails } from './mediaTypes'
import {
  clearTimes,
  findIsoMetadata,
  neutraliseBox,
  readCreationTime,
  type IsoMetadataItem,
} from './isoBoxes'
import { deviceOf, keepFound, readLocationText } from './writtenValues'

type ItemRole = 'location' | 'make' | 'model' | 'date' | 'software' | 'owner'

/** Items phones and editors write, by box type (udta, ilst) or by Apple/Android key (mdta). */
const ROLE_BY_ITEM: Record<string, ItemRole> = {
  '\u00a9xyz': 'location',
  'com.apple.quicktime.location.ISO6709': 'location',
  '\u00a9mak': 'make',
  'com.apple.quicktime.make': 'make',
  'com.android.manufacturer': 'make',
  '\u00a9mod': 'model',
  'com.apple.quicktime.model': 'model',
  'com.android.model': 'model',
  '\u00a9day': 'date',
  'com.apple.quicktime.creationdate': 'date',
  '\u00a9swr': 'software',
  '\u00a9too': 'software',
  'com.apple.quicktime.software': 'software',
  'com.android.version': 'software',
  '\u00a9ART': 'owner',
  '\u00a9aut': 'owner',
  'com.apple.quicktime.author': 'owner',
  'com.apple.quicktime.artist': 'owner',
}

function firstValue(items: readonly IsoMetadataItem[], role: ItemRole) {
  return items.find((item) => ROLE_BY_ITEM[item.name] === role && item.value)?.value
}

/** What an MP4/MOV/M4A's moov reveals, as raw values. */
export function readIsoHiddenDetails(bytes: Uint8Array): HiddenDetails {
  const { items, timeBoxes } = findIsoMetadata(bytes)
  const location = firstValue(items, 'location')
  const writtenDate = firstValue(items, 'date')
  const movieTime = timeBoxes.map((box) => readCreationTime(bytes, box)).find(Boolean)
  const date = writtenDate ?? movieTime
  const details: HiddenDetails = {
    location: location ? readLocationText(location) : undefined,
    device: deviceOf(firstValue(items, 'make'), firstValue(items, 'model')),
    date,
    software: firstValue(items, 'software'),
    owner: firstValue(items, 'owner'),
  }
  return keepFound(details)
}

/**
 * A copy of the bytes with every identifying item, XMP packet and creation time blanked in
 * place (items become `free` boxes of the same size), so no stco/co64 offset moves and the
 * file plays as before (product.md §7).
 */
export function neutraliseIsoMetadata(bytes: Uint8Array) {
  const cleaned = bytes.slice()
  const { items, timeBoxes, xmpBoxes } = findIsoMetadata(cleaned)
  for (const item of items) if (ROLE_BY_ITEM[item.name]) neutraliseBox(cleaned, item.box)
  for (const box of xmpBoxes) neutraliseBox(cleaned, box)
  for (const box of timeBoxes) clearTimes(cleaned, box)
  return cleaned
}
