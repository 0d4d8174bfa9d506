import { bitFields, type BitFields } from '@/lib/media/core/bitFields'
import { UNKNOWN_STRUCTURE } from './allowList'
import type { IsoBox } from './boxes'
import { writtenFromFields } from './boxRewrite'

/**
 * AC-3's and E-AC-3's configurations (ETSI TS 102 366 Annex F.4 and F.6), written from their
 * fields with their reserved bits cleared, and cut after them.
 */

function writtenToHere(bits: BitFields) {
  const written = bits.writtenUpTo(bits.position)
  if (!written) throw new Error(UNKNOWN_STRUCTURE)
  return written
}

/** dac3: the stream's fscod, bsid, bsmod, acmod, lfeon and bit rate code, then 5 reserved bits. */
function writtenAc3(bytes: Uint8Array, box: IsoBox) {
  const bits = bitFields(bytes.subarray(box.payloadStart, box.end))
  bits.skip(2 + 5 + 3 + 3 + 1 + 5)
  return writtenToHere(bits)
}

const EXTENSION_BITS = 16

/**
 * dec3: the data rate, the number of independent substreams, then each one's fscod, bsid,
 * asvc, bsmod, acmod and lfeon, its dependent substreams and their channel locations, reserved
 * bits between; after them, Dolby's extension (7 reserved bits, a flag, a complexity index,
 * which says Atmos is carried) where the box holds it.
 */
function writtenEac3(bytes: Uint8Array, box: IsoBox) {
  const bits = bitFields(bytes.subarray(box.payloadStart, box.end))
  bits.skip(13)
  const substreams = bits.read(3) + 1
  for (let substream = 0; substream < substreams; substream += 1) {
    bits.skip(2 + 5)
    bits.zero(1)
    bits.skip(1 + 3 + 3 + 1)
    bits.zero(3)
    if (bits.read(4) > 0) bits.skip(9)
    else bits.zero(1)
  }
  if (bits.left() >= EXTENSION_BITS) {
    bits.zero(7)
    if (bits.read(1)) bits.skip(8)
    else bits.zero(8)
  }
  return writtenToHere(bits)
}

export const AC3_CONFIGURATION_REWRITES = {
  dac3: writtenFromFields(writtenAc3),
  dec3: writtenFromFields(writtenEac3),
}
