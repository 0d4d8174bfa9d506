import {
  asciiBytes,
  bigEndianBytes,
  concatBytes,
  readAscii,
  readUint16BE,
  readUint32BE,
} from './bytes'

// The tag data a colour profile keeps (ICC.1:2022 §10), each written anew from its fields: the
// type signature, four reserved bytes zeroed, then only the fields the type defines. A tag whose
// data is not one of the types below, or runs past its room, is unreadable: undefined.

const TYPE_HEADER_SIZE = 8
const PARAMETRIC_PARAMETER_COUNTS = [1, 3, 4, 5, 7]
const MATRIX_SIZE = 48
const CLUT_HEADER_SIZE = 20
const CLUT_GRID_BYTES = 16
const LUT8_HEADER_SIZE = 48
const LUT16_HEADER_SIZE = 52
const LUT8_TABLE_ENTRIES = 256
const MAX_CHANNELS = 15

export const alignedTo4 = (length: number) => (length + 3) & ~3

/** A tag type's signature, zeroed reserved bytes, then `fields` copied from `data` at 8. */
function typed(signature: string, data: Uint8Array, fieldsLength: number) {
  if (TYPE_HEADER_SIZE + fieldsLength > data.length) return undefined
  return concatBytes([
    asciiBytes(signature),
    new Uint8Array(4),
    data.subarray(TYPE_HEADER_SIZE, TYPE_HEADER_SIZE + fieldsLength),
  ])
}

const typeOf = (data: Uint8Array) => readAscii(data, 0, 4)

/** One XYZ number (a colorant, a white or black point). */
export const xyzTag = (data: Uint8Array) =>
  typeOf(data) === 'XYZ ' ? typed('XYZ ', data, 12) : undefined

/** chad's 3 × 3 matrix of s15Fixed16 numbers. */
export const adaptationTag = (data: Uint8Array) =>
  typeOf(data) === 'sf32' ? typed('sf32', data, 36) : undefined

/** cicp's four code points: primaries, transfer, matrix, full range. */
export const codePointsTag = (data: Uint8Array) =>
  typeOf(data) === 'cicp' ? typed('cicp', data, 4) : undefined

/** A tone curve: a table (curv) or a parametric function (para), its reserved field zeroed. */
export function curveTag(data: Uint8Array) {
  if (typeOf(data) === 'curv') return typed('curv', data, 4 + 2 * readUint32BE(data, 8))
  if (typeOf(data) !== 'para') return undefined
  const count = PARAMETRIC_PARAMETER_COUNTS[readUint16BE(data, 8)]
  const length = 12 + 4 * (count ?? 0)
  if (count === undefined || length > data.length) return undefined
  return concatBytes([
    asciiBytes('para'),
    new Uint8Array(4),
    data.subarray(8, 10),
    new Uint8Array(2),
    data.subarray(12, length),
  ])
}

const padded = (bytes: Uint8Array) =>
  bytes.length % 4 ? concatBytes([bytes, new Uint8Array(4 - (bytes.length % 4))]) : bytes

/** `count` curves in a row, each on a 4-byte boundary, as lutAToB and lutBToA hold them. */
function curveSequence(data: Uint8Array, at: number, count: number) {
  const curves: Uint8Array[] = []
  let position = at
  for (let index = 0; index < count; index++) {
    const curve = curveTag(data.subarray(position))
    if (!curve) return undefined
    curves.push(padded(curve))
    position += alignedTo4(curve.length)
  }
  return concatBytes(curves)
}

/** A multi-dimensional table: its grid points per input, precision, then its entries. */
function colourLookupTable(data: Uint8Array, at: number, inputs: number, outputs: number) {
  if (at + CLUT_HEADER_SIZE > data.length) return undefined
  const grid = data.subarray(at, at + inputs)
  const precision = data[at + CLUT_GRID_BYTES] ?? 0
  if (precision !== 1 && precision !== 2) return undefined
  const entries = grid.reduce((product, points) => product * points, outputs * precision)
  const start = at + CLUT_HEADER_SIZE
  if (start + entries > data.length) return undefined
  const header = new Uint8Array(CLUT_HEADER_SIZE)
  header.set(grid)
  header[CLUT_GRID_BYTES] = precision
  return padded(concatBytes([header, data.subarray(start, start + entries)]))
}

/**
 * lutAToB (mAB) and lutBToA (mBA): curves, a matrix and a table, each where an offset points.
 * Written back in the order B, matrix, M, table, A, with offsets counted anew.
 */
function multiProcessLut(data: Uint8Array, signature: 'mAB ' | 'mBA ') {
  const inputs = data[8] ?? 0
  const outputs = data[9] ?? 0
  if (data.length < 32 || inputs < 1 || outputs < 1 || inputs > MAX_CHANNELS) return undefined
  const pcsSide = signature === 'mAB ' ? outputs : inputs
  const deviceSide = signature === 'mAB ' ? inputs : outputs
  const element = (index: number, read: (at: number) => Uint8Array | undefined) => {
    const at = readUint32BE(data, 12 + 4 * index)
    return at ? read(at) : new Uint8Array()
  }
  const elements = [
    element(0, (at) => curveSequence(data, at, pcsSide)),
    element(1, (at) =>
      at + MATRIX_SIZE <= data.length ? data.subarray(at, at + MATRIX_SIZE) : undefined,
    ),
    element(2, (at) => curveSequence(data, at, pcsSide)),
    element(3, (at) => colourLookupTable(data, at, inputs, outputs)),
    element(4, (at) => curveSequence(data, at, deviceSide)),
  ]
  // The B curves are always there.
  if (!elements[0]?.length || elements.some((written) => written === undefined)) return undefined
  const offsets: Uint8Array[] = []
  let position = 32
  for (const written of elements as Uint8Array[]) {
    offsets.push(bigEndianBytes(written.length ? position : 0, 4))
    position += written.length
  }
  return concatBytes([
    asciiBytes(signature),
    new Uint8Array(4),
    Uint8Array.of(inputs, outputs, 0, 0),
    ...offsets,
    ...(elements as Uint8Array[]),
  ])
}

/** lut8 (mft1) and lut16 (mft2): a matrix, input tables, a table, output tables. */
function classicLut(data: Uint8Array, signature: 'mft1' | 'mft2') {
  const [inputs = 0, outputs = 0, gridPoints = 0] = data.subarray(8, 11)
  if (inputs < 1 || outputs < 1 || inputs > MAX_CHANNELS) return undefined
  const wide = signature === 'mft2'
  const headerSize = wide ? LUT16_HEADER_SIZE : LUT8_HEADER_SIZE
  if (data.length < headerSize) return undefined
  const inputEntries = wide ? readUint16BE(data, 48) : LUT8_TABLE_ENTRIES
  const outputEntries = wide ? readUint16BE(data, 50) : LUT8_TABLE_ENTRIES
  const entries = inputEntries * inputs + gridPoints ** inputs * outputs + outputEntries * outputs
  const length = headerSize + entries * (wide ? 2 : 1)
  if (length > data.length) return undefined
  return concatBytes([
    asciiBytes(signature),
    new Uint8Array(4),
    Uint8Array.of(inputs, outputs, gridPoints, 0),
    data.subarray(12, length),
  ])
}

/** A transform between the device's colours and the connection space (AToB, BToA tags). */
export function lutTag(data: Uint8Array) {
  const type = typeOf(data)
  if (type === 'mft1' || type === 'mft2') return classicLut(data, type)
  if (type === 'mAB ' || type === 'mBA ') return multiProcessLut(data, type)
  return undefined
}

/**
 * A text tag holding `text` alone: multiLocalizedUnicode (mluc, one English record) in a
 * version 4 profile; in version 2, textDescription (desc) for a description and text for
 * anything else.
 */
export function textTag(version: number, signature: string, text: string) {
  if (version >= 4) {
    const utf16 = Uint8Array.from([...text].flatMap((char) => [0, char.charCodeAt(0) & 0xff]))
    return concatBytes([
      asciiBytes('mluc'),
      new Uint8Array(4),
      bigEndianBytes(1, 4),
      bigEndianBytes(12, 4),
      asciiBytes('enUS'),
      bigEndianBytes(utf16.length, 4),
      bigEndianBytes(28, 4),
      utf16,
    ])
  }
  const ascii = concatBytes([asciiBytes(text), new Uint8Array(1)])
  if (signature !== 'desc') return concatBytes([asciiBytes('text'), new Uint8Array(4), ascii])
  // ASCII count and text, then empty Unicode and ScriptCode descriptions (67 bytes for the latter).
  return concatBytes([
    asciiBytes('desc'),
    new Uint8Array(4),
    bigEndianBytes(ascii.length, 4),
    ascii,
    new Uint8Array(4 + 4 + 2 + 1 + 67),
  ])
}
