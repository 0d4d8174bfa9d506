import { OBU_HEADER_BYTES, obuAt } from './av1Metadata'
import { nalHeaderSize, nalUnitAt, type NalFormat } from './seiUserData'

/** How a coded picture's units follow each other: NAL units after their lengths, or AV1 OBUs. */
export type UnitFraming = NalFormat | { codec: 'av1' }

/** How many bytes from a unit's start tell where it ends and what it is. */
export const unitHeaderBytes = (framing: UnitFraming) =>
  framing.codec === 'av1' ? OBU_HEADER_BYTES : nalHeaderSize(framing)

/**
 * The unit at `at`, in coded data `length` bytes long, read from its header in `bytes`: where
 * it ends, and whether it may hold data decoders skip (an SEI, filler or ignored NAL unit; a
 * metadata, padding or reserved OBU). None where the header is not a unit's: a decoder stops there too.
 */
export function codedUnitAt(bytes: Uint8Array, at: number, length: number, framing: UnitFraming) {
  if (framing.codec === 'av1') {
    const obu = obuAt(bytes, at, length)
    return obu && { end: obu.end, mayHoldSkippedData: obu.mayHoldSkippedData }
  }
  const unit = nalUnitAt(bytes, at, framing)
  return unit && { end: unit.end, mayHoldSkippedData: unit.skipped !== undefined }
}
