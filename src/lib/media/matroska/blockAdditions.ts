import { concatBytes } from '@/lib/media/core/bytes'
import type { FieldWriter } from './allowList'
import { elementBytes, readChildren, readUnsigned } from './ebml'

const BLOCK_MORE = 0xa6
const BLOCK_ADD_ID = 0xee
const BLOCK_ADDITIONAL = 0xa5
/** BlockAddID's default: the codec's own addition, for VP8 and VP9 the alpha plane. */
const CODEC_ADDITION = 1
/** WebM's picture codecs that carry an alpha plane, coded picture data, as addition 1. */
const ALPHA_CODECS = new Set(['V_VP8', 'V_VP9'])

/** Whether a BlockMore holds a VP8 or VP9 alpha plane and nothing else. */
function isAlphaPlane(codec: string | undefined, { id, data }: { id: number; data: Uint8Array }) {
  if (id !== BLOCK_MORE || !ALPHA_CODECS.has(codec ?? '')) return false
  const fields = readChildren(data)
  const addId = fields.find((field) => field.id === BLOCK_ADD_ID)?.data
  return (
    fields.some((field) => field.id === BLOCK_ADDITIONAL) &&
    fields.every((field) => field.id === BLOCK_ADD_ID || field.id === BLOCK_ADDITIONAL) &&
    (!addId || readUnsigned(addId) === CODEC_ADDITION)
  )
}

/**
 * A block's BlockAdditions: a VP8 or VP9 alpha plane is picture data and stays; any other
 * addition (a writer's own data, HDR figures) goes, and the BlockAdditions with it when none is
 * left.
 */
export const blockAdditionsWriter =
  (codec: string | undefined): FieldWriter =>
  (data) => {
    const children = readChildren(data)
    const kept = children.filter((child) => isAlphaPlane(codec, child))
    if (kept.length === children.length) return { data, revealed: {} }
    return {
      data:
        kept.length > 0
          ? concatBytes(kept.map((more) => elementBytes(more.id, more.data)))
          : undefined,
      revealed: { other: true },
    }
  }
