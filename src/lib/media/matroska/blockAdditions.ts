import { concatBytes } from '@/lib/media/core/bytes'
import type { FieldWriter } from './allowList'
import { elementBytes, readChildren, readUnsigned, sameBytes } from './ebml'

const BLOCK_MORE = 0xa6
const BLOCK_ADD_ID = 0xee
const BLOCK_ADDITIONAL = 0xa5
/** BlockAddID's default: the codec's own addition, for VP8 and VP9 the alpha plane. */
const CODEC_ADDITION = 1
/** WebM's picture codecs that carry an alpha plane, coded picture data, as addition 1. */
const ALPHA_CODECS = new Set(['V_VP8', 'V_VP9'])

/**
 * A block's BlockAdditions, written from their fields: an alpha plane of VP8 or VP9 is picture
 * data and stays; any other addition (a writer's own data, HDR figures) goes, and the
 * BlockAdditions with it when none is left.
 */
export const blockAdditionsWriter =
  (codec: string | undefined): FieldWriter =>
  (data) => {
    const kept = readChildren(data).flatMap(({ id, data: more }) => {
      if (id !== BLOCK_MORE || !ALPHA_CODECS.has(codec ?? '')) return []
      const fields = readChildren(more)
      const addId = fields.find((field) => field.id === BLOCK_ADD_ID)?.data
      const additional = fields.find((field) => field.id === BLOCK_ADDITIONAL)?.data
      if (!additional || (addId && readUnsigned(addId) !== CODEC_ADDITION)) return []
      const written = concatBytes([
        ...(addId ? [elementBytes(BLOCK_ADD_ID, addId)] : []),
        elementBytes(BLOCK_ADDITIONAL, additional),
      ])
      return [elementBytes(BLOCK_MORE, written)]
    })
    const written = concatBytes(kept)
    return {
      data: kept.length > 0 ? written : undefined,
      revealed: sameBytes(written, data) ? {} : { other: true },
    }
  }
