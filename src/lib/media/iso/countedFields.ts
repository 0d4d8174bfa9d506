import { readUint16BE, readUint32BE } from '@/lib/media/core/bytes'
import type { IsoBox } from './boxes'
import type { FieldLayout } from './fieldLayout'

/**
 * Boxes whose fields are counted or chosen by flags (ISO/IEC 14496-12 §8.8, §8.7.8-9, §8.16,
 * QuickTime's `chan`, VP codec ISO media binding): how long their fields run, from the counts
 * and flags they give.
 */
const versionOf = (bytes: Uint8Array, box: IsoBox) => bytes[box.payloadStart] ?? 0
const flagsOf = (bytes: Uint8Array, box: IsoBox) => readUint32BE(bytes, box.payloadStart) & 0xffffff
const wordAt = (bytes: Uint8Array, box: IsoBox, at: number) =>
  readUint32BE(bytes, box.payloadStart + at)
/** Four bytes for each of `bits` that `flags` sets. */
const wordsFor = (flags: number, bits: readonly number[]) =>
  4 * bits.filter((bit) => flags & bit).length

const fields = (length: number, reserved: FieldLayout['reserved'] = []): FieldLayout => ({
  length,
  reserved,
})

/** tfhd: the track id, then a 64-bit base offset and four words, as its flags say. */
function trackFragmentHeader(bytes: Uint8Array, box: IsoBox) {
  const flags = flagsOf(bytes, box)
  return fields(8 + (flags & 0x1 ? 8 : 0) + wordsFor(flags, [0x2, 0x8, 0x10, 0x20]))
}

/** trun: a count, a data offset and first sample flags as its flags say, then each sample's words. */
function trackRun(bytes: Uint8Array, box: IsoBox) {
  const flags = flagsOf(bytes, box)
  const count = wordAt(bytes, box, 4)
  return fields(
    8 + wordsFor(flags, [0x1, 0x4]) + count * wordsFor(flags, [0x100, 0x200, 0x400, 0x800]),
  )
}

/** sidx: ids, time scale, earliest time and first offset (64-bit in version 1), then 12-byte references. */
function segmentIndex(bytes: Uint8Array, box: IsoBox) {
  const countAt = versionOf(bytes, box) === 1 ? 30 : 22
  const count = readUint16BE(bytes, box.payloadStart + countAt)
  return fields(countAt + 2 + count * 12, [[countAt - 2, countAt]])
}

/** The aux info type and its parameter, when flag 1 is set. */
const auxInfoTypeSize = (bytes: Uint8Array, box: IsoBox) => (flagsOf(bytes, box) & 0x1 ? 8 : 0)

/** saio: a count, then 32-bit or (version 1) 64-bit offsets. */
function auxInfoOffsets(bytes: Uint8Array, box: IsoBox) {
  const countAt = 4 + auxInfoTypeSize(bytes, box)
  const entry = versionOf(bytes, box) === 1 ? 8 : 4
  return fields(countAt + 4 + wordAt(bytes, box, countAt) * entry)
}

/** saiz: a default size, a count, then one size a sample when there is no default. */
function auxInfoSizes(bytes: Uint8Array, box: IsoBox) {
  const defaultAt = 4 + auxInfoTypeSize(bytes, box)
  const count = readUint32BE(bytes, box.payloadStart + defaultAt + 1)
  return fields(defaultAt + 5 + (bytes[box.payloadStart + defaultAt] ? 0 : count))
}

/** tfra: the track, the sizes of three numbers, a count, then a time, an offset and those numbers. */
function fragmentRandomAccess(bytes: Uint8Array, box: IsoBox) {
  const sizes = wordAt(bytes, box, 8)
  const numbers = ((sizes >> 4) & 3) + 1 + (((sizes >> 2) & 3) + 1) + ((sizes & 3) + 1)
  const entry = (versionOf(bytes, box) === 1 ? 16 : 8) + numbers
  return fields(16 + wordAt(bytes, box, 12) * entry)
}

/** QuickTime's chan: a layout tag, a bitmap, a count, then 20-byte channel descriptions. */
const channelLayout = (bytes: Uint8Array, box: IsoBox) => fields(16 + wordAt(bytes, box, 12) * 20)

const UNKNOWN_VP_CONFIGURATION =
  'The video’s VP8 or VP9 settings (vpcC) are of a version TipWire cannot read, so it cannot be fully checked'

/**
 * vpcC, version 1 (the VP codec ISO media binding): six bytes of fields, then the size of the
 * codec's initialization data, which VP8 and VP9 define none of: the size is zeroed and what
 * follows goes. An earlier draft's version 0 laid its fields out otherwise; a file with any
 * version but 1 is refused.
 */
function vpConfiguration(bytes: Uint8Array, box: IsoBox) {
  if (versionOf(bytes, box) !== 1) throw new Error(UNKNOWN_VP_CONFIGURATION)
  return fields(12, [[10, 12]])
}

/** subs: per entry a sample delta and a count, then each subsample's size, priority and parameters. */
function subsamples(bytes: Uint8Array, box: IsoBox) {
  const sizeBytes = versionOf(bytes, box) === 1 ? 4 : 2
  let at = box.payloadStart + 8
  for (let entry = 0; entry < wordAt(bytes, box, 4) && at + 6 <= box.end; entry += 1) {
    at += 6 + readUint16BE(bytes, at + 4) * (sizeBytes + 6)
  }
  return fields(at - box.payloadStart)
}

export const COUNTED_LAYOUTS: Record<string, (bytes: Uint8Array, box: IsoBox) => FieldLayout> = {
  tfhd: trackFragmentHeader,
  trun: trackRun,
  sidx: segmentIndex,
  saio: auxInfoOffsets,
  saiz: auxInfoSizes,
  tfra: fragmentRandomAccess,
  chan: channelLayout,
  vpcC: vpConfiguration,
  subs: subsamples,
}
