/**
 * The fields of H.264's parameter sets and slice headers that say which pictures a picture is
 * predicted from (ITU-T H.264 §7.3.2.1, §7.3.2.2, §7.3.3): what h264References.ts follows.
 * Each reader throws on what it does not follow (interlaced fields, slice groups, redundant
 * pictures, a field past the bytes given), and its caller then decodes every picture.
 */

/** Bits read most significant first, with Exp-Golomb codes (§9.1). */
function fieldReader(bytes: Uint8Array) {
  let at = 0
  const bit = () => {
    if (at >= bytes.length * 8) throw new RangeError('H.264 header cut short')
    const value = ((bytes[at >> 3] ?? 0) >> (7 - (at & 7))) & 1
    at += 1
    return value
  }
  const bits = (count: number) => {
    let value = 0
    for (let read = 0; read < count; read += 1) value = value * 2 + bit()
    return value
  }
  const unsigned = () => {
    let zeros = 0
    while (bit() === 0) zeros += 1
    if (zeros > 31) throw new RangeError('H.264 Exp-Golomb code too long')
    return 2 ** zeros - 1 + bits(zeros)
  }
  const signed = () => {
    const code = unsigned()
    return code % 2 === 1 ? (code + 1) / 2 : -code / 2
  }
  return { bit, bits, unsigned, signed }
}

type FieldReader = ReturnType<typeof fieldReader>

const skipSigned = (fields: FieldReader, count: number) => {
  for (let read = 0; read < count; read += 1) fields.signed()
}

/** A NAL unit's payload past its header byte, its emulation prevention bytes taken out (§7.4.1). */
function payloadOf(unit: Uint8Array, upTo = unit.length) {
  const payload: number[] = []
  let zeros = 0
  for (let at = 1; at < Math.min(unit.length, upTo); at += 1) {
    const byte = unit[at] ?? 0
    if (zeros >= 2 && byte === 3) {
      zeros = 0
      continue
    }
    zeros = byte === 0 ? zeros + 1 : 0
    payload.push(byte)
  }
  return Uint8Array.from(payload)
}

/** Profiles whose sequence parameter sets carry chroma format, bit depths and scaling lists. */
const HIGH_PROFILES = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135])

export interface SequenceParameters {
  id: number
  /** ChromaArrayType (§7.4.2.1.1): 0 where there is no chroma, or its planes are coded apart. */
  chromaArrayType: number
  separateColourPlanes: boolean
  frameNumBits: number
  pocType: number
  pocLsbBits: number
  pocDeltaAlwaysZero: boolean
  maxReferenceFrames: number
  gapsAllowed: boolean
}

const skipScalingList = (fields: FieldReader, size: number) => {
  let next = 8
  for (let index = 0; index < size && next !== 0; index += 1) next = (next + fields.signed()) & 255
}

export function sequenceParameters(unit: Uint8Array): SequenceParameters {
  const fields = fieldReader(payloadOf(unit))
  const profile = fields.bits(8)
  fields.bits(16)
  const id = fields.unsigned()
  let [chromaFormat, separateColourPlanes] = [1, false]
  if (HIGH_PROFILES.has(profile)) {
    chromaFormat = fields.unsigned()
    if (chromaFormat === 3) separateColourPlanes = fields.bit() === 1
    fields.unsigned()
    fields.unsigned()
    fields.bit()
    if (fields.bit() === 1)
      for (let list = 0; list < (chromaFormat === 3 ? 12 : 8); list += 1)
        if (fields.bit() === 1) skipScalingList(fields, list < 6 ? 16 : 64)
  }
  const frameNumBits = fields.unsigned() + 4
  const pocType = fields.unsigned()
  let [pocLsbBits, pocDeltaAlwaysZero] = [0, false]
  if (pocType === 0) pocLsbBits = fields.unsigned() + 4
  if (pocType === 1) {
    pocDeltaAlwaysZero = fields.bit() === 1
    skipSigned(fields, 2)
    skipSigned(fields, fields.unsigned())
  }
  const maxReferenceFrames = fields.unsigned()
  const gapsAllowed = fields.bit() === 1
  fields.unsigned()
  fields.unsigned()
  if (fields.bit() === 0) throw new RangeError('H.264 interlaced coding is not followed')
  return {
    id,
    chromaArrayType: separateColourPlanes ? 0 : chromaFormat,
    separateColourPlanes,
    frameNumBits,
    pocType,
    pocLsbBits,
    pocDeltaAlwaysZero,
    maxReferenceFrames,
    gapsAllowed,
  }
}

export interface PictureParameters {
  id: number
  sequenceId: number
  bottomFieldPocPresent: boolean
  defaultActive: [number, number]
  weightedPrediction: boolean
  weightedBipredictionIdc: number
  redundantPicturesPresent: boolean
}

export function pictureParameters(unit: Uint8Array): PictureParameters {
  const fields = fieldReader(payloadOf(unit))
  const [id, sequenceId] = [fields.unsigned(), fields.unsigned()]
  fields.bit()
  const bottomFieldPocPresent = fields.bit() === 1
  if (fields.unsigned() !== 0) throw new RangeError('H.264 slice groups are not followed')
  const defaultActive: [number, number] = [fields.unsigned() + 1, fields.unsigned() + 1]
  const weightedPrediction = fields.bit() === 1
  const weightedBipredictionIdc = fields.bits(2)
  skipSigned(fields, 3)
  fields.bit()
  fields.bit()
  const redundantPicturesPresent = fields.bit() === 1
  return {
    id,
    sequenceId,
    bottomFieldPocPresent,
    defaultActive,
    weightedPrediction,
    weightedBipredictionIdc,
    redundantPicturesPresent,
  }
}

/** A reordering of a reference list (§7.4.3.1): `idc` 0 subtracts from the picture number, 1 adds. */
export interface ListModification {
  idc: number
  value: number
}

/** A memory management control operation (§7.4.3.3) and its first value. */
export interface MarkingOperation {
  operation: number
  value: number
}

export interface SliceHeader {
  kind: 'I' | 'P' | 'B'
  frameNum: number
  idr: boolean
  reference: boolean
  /** How many entries of each reference list the slice's blocks may name. */
  active: [number, number]
  modifications: [ListModification[], ListModification[]]
  /** The marking after the picture: undefined where the sliding window applies. */
  operations: MarkingOperation[] | undefined
  longTermReference: boolean
  /** Where `pocType` is 0: pic_order_cnt_lsb, and delta_pic_order_cnt_bottom (0 if absent). */
  pocLsb: number
  pocBottomDelta: number
  /** The sequence parameters the slice is coded with. */
  sequence: SequenceParameters
}

const SLICE_KINDS = ['P', 'B', 'I', 'P', 'I'] as const

function listModifications(fields: FieldReader) {
  const modifications: ListModification[] = []
  if (fields.bit() === 0) return modifications
  for (let idc = fields.unsigned(); idc !== 3; idc = fields.unsigned()) {
    if (idc > 2) throw new RangeError('H.264 list modification out of range')
    modifications.push({ idc, value: fields.unsigned() })
  }
  return modifications
}

function skipWeights(fields: FieldReader, chromaArrayType: number, entries: number) {
  for (let entry = 0; entry < entries; entry += 1) {
    if (fields.bit() === 1) skipSigned(fields, 2)
    if (chromaArrayType !== 0 && fields.bit() === 1) skipSigned(fields, 4)
  }
}

function markingOperations(fields: FieldReader) {
  if (fields.bit() === 0) return undefined
  const operations: MarkingOperation[] = []
  for (let operation = fields.unsigned(); operation !== 0; operation = fields.unsigned()) {
    if (operation > 6) throw new RangeError('H.264 marking operation out of range')
    const value = [1, 2, 3, 4, 6].includes(operation) ? fields.unsigned() : 0
    if (operation === 3) fields.unsigned()
    operations.push({ operation, value })
  }
  return operations
}

/** Bytes of a slice NAL unit read for its header: enough for long lists and weight tables. */
const HEADER_BYTES = 1024

/**
 * The header of the slice in NAL unit `unit` (its header byte first), read with the parameter
 * sets it names.
 */
export function sliceHeader(
  unit: Uint8Array,
  pictures: ReadonlyMap<number, PictureParameters>,
  sequences: ReadonlyMap<number, SequenceParameters>,
): SliceHeader {
  const fields = fieldReader(payloadOf(unit, HEADER_BYTES))
  const [nalRefIdc, nalType] = [((unit[0] ?? 0) >> 5) & 3, (unit[0] ?? 0) & 31]
  fields.unsigned()
  const kind = SLICE_KINDS[fields.unsigned() % 5] ?? 'I'
  const picture = pictures.get(fields.unsigned())
  const sequence = picture && sequences.get(picture.sequenceId)
  if (!picture || !sequence) throw new RangeError('H.264 slice names unknown parameter sets')
  if (sequence.separateColourPlanes) fields.bits(2)
  const frameNum = fields.bits(sequence.frameNumBits)
  const idr = nalType === 5
  if (idr) fields.unsigned()
  let [pocLsb, pocBottomDelta] = [0, 0]
  if (sequence.pocType === 0) {
    pocLsb = fields.bits(sequence.pocLsbBits)
    if (picture.bottomFieldPocPresent) pocBottomDelta = fields.signed()
  }
  if (sequence.pocType === 1 && !sequence.pocDeltaAlwaysZero) {
    fields.signed()
    if (picture.bottomFieldPocPresent) fields.signed()
  }
  if (picture.redundantPicturesPresent && fields.unsigned() !== 0)
    throw new RangeError('H.264 redundant pictures are not followed')
  if (kind === 'B') fields.bit()
  const active: [number, number] = [...picture.defaultActive]
  if (kind !== 'I' && fields.bit() === 1) {
    active[0] = fields.unsigned() + 1
    if (kind === 'B') active[1] = fields.unsigned() + 1
  }
  const modifications: [ListModification[], ListModification[]] = [[], []]
  if (kind !== 'I') modifications[0] = listModifications(fields)
  if (kind === 'B') modifications[1] = listModifications(fields)
  if (
    (picture.weightedPrediction && kind === 'P') ||
    (picture.weightedBipredictionIdc === 1 && kind === 'B')
  ) {
    fields.unsigned()
    if (sequence.chromaArrayType !== 0) fields.unsigned()
    skipWeights(fields, sequence.chromaArrayType, active[0])
    if (kind === 'B') skipWeights(fields, sequence.chromaArrayType, active[1])
  }
  let operations: MarkingOperation[] | undefined
  let longTermReference = false
  if (nalRefIdc !== 0 && idr) {
    fields.bit()
    longTermReference = fields.bit() === 1
  } else if (nalRefIdc !== 0) operations = markingOperations(fields)
  return {
    kind,
    frameNum,
    idr,
    reference: nalRefIdc !== 0,
    active: kind === 'I' ? [0, 0] : kind === 'P' ? [active[0], 0] : active,
    modifications,
    operations,
    longTermReference,
    pocLsb,
    pocBottomDelta,
    sequence,
  }
}
