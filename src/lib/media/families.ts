/**
 * The engine's one registry: every family of formats, each registered once with how it is
 * detected, read and cleaned. Every dispatch on a file's format is made from here.
 */
import type { MediaFamily } from './core/mediaFamily'
import type { DetectedFormat } from './core/mediaTypes'
import { ADTS } from './adts'
import { AMR } from './amr'
import { FLAC } from './flac'
import { HEIF } from './heif'
import { ISO } from './iso'
import { JPEG } from './jpeg'
import { MATROSKA } from './matroska'
import { MP3 } from './mp3'
import { OGG } from './ogg'
import { PNG } from './png'
import { WAV } from './wav'
import { WEBP } from './webp'

export const FAMILIES: readonly MediaFamily[] = [
  JPEG,
  PNG,
  WEBP,
  HEIF,
  ISO,
  MATROSKA,
  OGG,
  FLAC,
  MP3,
  WAV,
  ADTS,
  AMR,
]

const FAMILY_BY_FORMAT = new Map(
  FAMILIES.flatMap((family) => family.formats.map((format) => [format, family] as const)),
)

/** The family that reads and cleans `format`; every format the engine knows has one. */
export function familyOf(format: DetectedFormat): MediaFamily {
  const family = FAMILY_BY_FORMAT.get(format)
  if (!family) throw new Error(`No family of formats reads ${format}`)
  return family
}
