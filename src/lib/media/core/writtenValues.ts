import type { HiddenDetails, WrittenLocation } from './mediaTypes'

/** ISO 6709 as phones write it in videos: '+12.9716+077.5946+920.000/'; other text is kept. */
export function readLocationText(text: string): WrittenLocation {
  const match = /^\s*([+-]\d+(?:\.\d+)?)([+-]\d+(?:\.\d+)?)/.exec(text)
  if (!match) return { text: text.trim() }
  return { latitude: Number(match[1]), longitude: Number(match[2]) }
}

/** Make and model as written; undefined when the file names neither. */
export function deviceOf(make: string | undefined, model: string | undefined) {
  const maker = make?.trim()
  const name = model?.trim()
  if (!maker && !name) return undefined
  return { ...(maker && { make: maker }), ...(name && { model: name }) }
}

/** The details a reader found, without the fields it left empty. */
export function keepFound(details: HiddenDetails): HiddenDetails {
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value))
}

/** Every field any of `found` holds, the first one's value where several do. */
export const joinDetails = (found: readonly HiddenDetails[]) =>
  keepFound(found.reduceRight<HiddenDetails>((joined, details) => ({ ...joined, ...details }), {}))
