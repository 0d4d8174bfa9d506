import { asciiBytes, concatBytes, decodeText, isZero } from '@/lib/media/core/bytes'
import type { FieldWriter, WrittenAnew } from './allowList'
import { elementBytes, readChildren, readUnsigned, sameBytes } from './ebml'

/** What a track's language becomes: undetermined, which says nothing of who recorded it. */
const UNDETERMINED = asciiBytes('und')
/** A language as Matroska writes one (ISO 639-2, or a BCP 47 tag), not free text. */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/

/** Language and LanguageBCP47: `und`; text that is no language code is other data. */
export const writeLanguage: FieldWriter = (data) => ({
  data: UNDETERMINED,
  revealed: LANGUAGE_CODE.test(decodeText(data)) ? {} : { other: true },
})

const PROJECTION_TYPE = 0x7671
const PROJECTION_PRIVATE = 0x7672
/** ProjectionPoseYaw, ProjectionPosePitch, ProjectionPoseRoll: floats of 4 or 8 bytes. */
const PROJECTION_POSES = [0x7673, 0x7674, 0x7675]
const FLOAT_SIZES = new Set([4, 8])

/**
 * ProjectionPrivate by ProjectionType: none for a rectangular picture; for an equirectangular
 * one, an ISO `equi` box's payload (version and flags, four 32-bit bounds); for a cubemap, a
 * `cbmp` box's (version and flags, its layout, 32 bits of padding, zeroed here).
 */
const PRIVATE_FIELDS: Record<number, { size: number; padding?: number }> = {
  0: { size: 0 },
  1: { size: 20 },
  2: { size: 12, padding: 8 },
}
const VERSION_AND_FLAGS = 4

const projectionGoes: WrittenAnew = { data: undefined, revealed: { other: true } }

/** ProjectionPrivate's fields, or undefined when they are not what its type defines. */
function privateFields(type: number, data: Uint8Array | undefined) {
  const fields = PRIVATE_FIELDS[type]
  if (!fields) return undefined
  if (fields.size === 0) return new Uint8Array(0)
  if (!data || data.length < fields.size || !isZero(data, 0, VERSION_AND_FLAGS)) return undefined
  const written = data.slice(0, fields.size)
  if (fields.padding !== undefined) written.fill(0, fields.padding)
  return written
}

/**
 * A 360° video's Projection, written from its fields: its type, the private data that type
 * defines and its pose. A mesh projection, or one whose data is not as its type defines, goes:
 * the picture decodes the same, shown flat.
 */
export const writeProjection: FieldWriter = (data) => {
  const children = readChildren(data)
  const field = (id: number) => children.find((child) => child.id === id)?.data
  const typeField = field(PROJECTION_TYPE)
  const type = readUnsigned(typeField ?? new Uint8Array(0))
  const fields = privateFields(type, field(PROJECTION_PRIVATE))
  if (!fields) return projectionGoes
  const poses = PROJECTION_POSES.flatMap((id) => {
    const pose = field(id)
    return pose && FLOAT_SIZES.has(pose.length) ? [elementBytes(id, pose)] : []
  })
  const written = concatBytes([
    ...(typeField ? [elementBytes(PROJECTION_TYPE, typeField)] : []),
    ...(fields.length > 0 ? [elementBytes(PROJECTION_PRIVATE, fields)] : []),
    ...poses,
  ])
  return { data: written, revealed: sameBytes(written, data) ? {} : { other: true } }
}
