import { LONG_WINDOW_BANDS, SHORT_WINDOW_BANDS } from './aacBands'
import { aacBooks } from './aacHuffman'
import type { BitReader } from './bitReader'

/**
 * AAC's channel elements walked bit by bit to where they end (ISO/IEC 14496-3 §4.4.2.2 to
 * §4.4.2.7: AAC Main, LC, SSR and LTP as a raw data block carries them, and LC as HE-AAC's core):
 * what follows them in a raw data block, a data stream or fill element, can then be read.
 * Nothing is decoded: the scale factors and spectral lines are Huffman codewords read past,
 * their values unused.
 */

/** What the walk needs of the stream: its bands' sampling frequency index, and its object type. */
export interface AacStream {
  samplingIndex: number
  objectType: AacObjectType
}

/** The audio object types walked: AAC Main, LC, SSR and LTP (ISO/IEC 14496-3 table 1.1). */
export const AAC_OBJECT_TYPE = {
  main: 1,
  lowComplexity: 2,
  scalableSampleRate: 3,
  longTermPrediction: 4,
} as const
export type AacObjectType = (typeof AAC_OBJECT_TYPE)[keyof typeof AAC_OBJECT_TYPE]

const WALKED_OBJECT_TYPES = new Set<number>(Object.values(AAC_OBJECT_TYPE))
export const isWalkedObjectType = (objectType: number): objectType is AacObjectType =>
  WALKED_OBJECT_TYPES.has(objectType)

/**
 * A channel element this walk cannot follow to its end: a field its object type does not
 * have (prediction in LC or SSR, gain control outside SSR), or values no encoder writes (a
 * reserved bit set, a reserved book, more bands than the window has), which a misreading of the
 * bits before them gives.
 */
export class ChannelWalkError extends Error {}

const WINDOW_SEQUENCE = { eightShort: 2 }
const SHORT_WINDOWS = 8
const BOOK = { zero: 0, reserved: 12, noise: 13, intensityOut: 14, intensityIn: 15 }
/** Books with no spectral lines: none, noise (PNS) and the two intensity stereo books. */
const NO_LINES = new Set([BOOK.zero, BOOK.noise, BOOK.intensityOut, BOOK.intensityIn])
/** The first noise band's energy is sent as 9 bits, the rest as scale factor differences. */
const NOISE_START_BITS = 9
/** An escape sequence's prefix is at most 8 ones: values up to 8191. */
const MOST_ESCAPE_ONES = 8
/** The spectral lines of a long window. */
const LONG_WINDOW_LINES = 1024
/**
 * The highest order of a temporal noise shaping filter (§4.6.9.4, table 4.164): in short windows,
 * and in long ones of AAC LC and LTP, or of AAC Main.
 */
const TNS_HIGHEST_ORDER = { short: 7, long: 12, mainLong: 20 }
/** The bands AAC Main may predict, by sampling frequency index (§4.6.7, PRED_SFB_MAX). */
const PREDICTED_BANDS = [33, 33, 38, 40, 40, 40, 41, 41, 37, 37, 37, 34, 34]
/** The bands long-term prediction may be used in (§4.6.8, MAX_LTP_LONG_SFB). */
const LTP_BANDS = 40
/** A long-term prediction's lag and coefficient (ltp_data, §4.4.2.7 table 4.7). */
const LTP_LAG_AND_COEFFICIENT_BITS = 11 + 3
/** ms_mask_present: a bit a band follows, or a value the standard reserves. */
const MID_SIDE = { perBand: 1, reserved: 3 }
/**
 * AAC SSR's gain control (gain_control_data, §4.4.2.7 table 4.9), by window sequence (only
 * long, long start, eight short, long stop): how many windows each band has adjustments for,
 * and the bits of an adjustment's location in the first window and in the others. Each
 * adjustment also has a 4-bit level.
 */
const GAIN_CONTROL_WINDOWS = [
  { windows: 1, firstLocationBits: 5, locationBits: 5 },
  { windows: 2, firstLocationBits: 4, locationBits: 2 },
  { windows: 8, firstLocationBits: 2, locationBits: 2 },
  { windows: 2, firstLocationBits: 4, locationBits: 5 },
]
const GAIN_LEVEL_BITS = 4
/** A coupling target that is a channel pair: cc_l and cc_r both set, a gain list for each. */
const BOTH_CHANNELS = 0b11
/** A coupling channel element's cc_domain, gain_element_sign and gain_element_scale. */
const CCE_DOMAIN_SIGN_AND_SCALE_BITS = 1 + 1 + 2

function fail(reason: string): never {
  throw new ChannelWalkError(reason)
}

/** A channel's window layout (ics_info): its bands and its windows in groups. */
interface WindowInfo {
  /** window_sequence: only long, long start, eight short or long stop. */
  sequence: number
  short: boolean
  /** How many bands carry data. */
  maxBands: number
  /** Where each band starts, in lines of one window. */
  bands: readonly number[]
  /** How many windows each group holds: one group of one for a long window. */
  groups: number[]
}

/** Short windows grouped by scale_factor_grouping: a set bit puts the next window in the last group. */
function windowGroups(grouping: number) {
  const groups = [1]
  for (let bit = SHORT_WINDOWS - 2; bit >= 0; bit--) {
    if ((grouping >> bit) & 1) groups[groups.length - 1] = (groups.at(-1) ?? 0) + 1
    else groups.push(1)
  }
  return groups
}

/** Long-term prediction's fields for a long window, where present (ltp_data). */
function longTermPrediction(reader: BitReader, maxBands: number) {
  if (!reader.read(1)) return
  reader.skip(LTP_LAG_AND_COEFFICIENT_BITS + Math.min(maxBands, LTP_BANDS))
}

/** A long window's prediction fields, where its predictor_data_present bit is set. */
function prediction(reader: BitReader, stream: AacStream, maxBands: number, pair: boolean) {
  if (stream.objectType === AAC_OBJECT_TYPE.main) {
    if (reader.read(1)) reader.skip(5)
    reader.skip(Math.min(maxBands, PREDICTED_BANDS[stream.samplingIndex] ?? 0))
  } else if (stream.objectType === AAC_OBJECT_TYPE.longTermPrediction) {
    longTermPrediction(reader, maxBands)
    if (pair) longTermPrediction(reader, maxBands)
  } else fail('prediction, which AAC LC and SSR do not use')
}

/**
 * A channel's window layout (ics_info). `pair`: shared by a channel pair, whose long-term
 * prediction fields for each channel it then holds.
 */
function windowInfo(reader: BitReader, stream: AacStream, pair = false): WindowInfo {
  const { samplingIndex } = stream
  if (reader.read(1)) fail('its reserved bit set')
  const sequence = reader.read(2)
  const short = sequence === WINDOW_SEQUENCE.eightShort
  reader.skip(1)
  const bands = (short ? SHORT_WINDOW_BANDS : LONG_WINDOW_BANDS)[samplingIndex]
  if (!bands) fail('a sampling frequency with no bands')
  if (short) {
    const maxBands = reader.read(4)
    const groups = windowGroups(reader.read(7))
    if (maxBands >= bands.length) fail('more bands than the window has')
    return { sequence, short, maxBands, bands, groups }
  }
  const maxBands = reader.read(6)
  if (maxBands >= bands.length) fail('more bands than the window has')
  if (reader.read(1)) prediction(reader, stream, maxBands, pair)
  return { sequence, short, maxBands, bands, groups: [1] }
}

/** A section of bands coded with one book, in one group. */
interface Section {
  group: number
  book: number
  start: number
  end: number
}

function sectionData(reader: BitReader, info: WindowInfo) {
  const lengthBits = info.short ? 3 : 5
  const escape = (1 << lengthBits) - 1
  const sections: Section[] = []
  info.groups.forEach((_, group) => {
    for (let band = 0; band < info.maxBands;) {
      const book = reader.read(4)
      if (book === BOOK.reserved) fail('a reserved book')
      let length = 0
      for (let more = escape; more === escape; length += more) more = reader.read(lengthBits)
      if (length === 0) fail('an empty section')
      if (band + length > info.maxBands) fail('sections past the last band')
      sections.push({ group, book, start: band, end: band + length })
      band += length
    }
  })
  return sections
}

function scaleFactorData(reader: BitReader, sections: readonly Section[]) {
  const { scaleFactor } = aacBooks()
  let noiseStarted = false
  for (const { book, start, end } of sections) {
    if (book === BOOK.zero) continue
    for (let band = start; band < end; band++) {
      if (book === BOOK.noise && !noiseStarted) {
        noiseStarted = true
        reader.skip(NOISE_START_BITS)
      } else scaleFactor.read(reader)
    }
  }
}

function pulseData(reader: BitReader, info: WindowInfo) {
  if (info.short) fail('pulses in short windows')
  const pulses = reader.read(2) + 1
  const start = reader.read(6)
  if (start >= info.bands.length - 1) fail('pulses past the last band')
  let line = info.bands[start] ?? 0
  for (let pulse = 0; pulse < pulses; pulse++) {
    line += reader.read(5)
    reader.skip(4)
  }
  if (line >= LONG_WINDOW_LINES) fail('pulses past the last line')
}

function temporalNoiseShaping(reader: BitReader, info: WindowInfo, stream: AacStream) {
  const [filterBits, lengthBits, orderBits] = info.short ? [1, 4, 3] : [2, 6, 5]
  const main = stream.objectType === AAC_OBJECT_TYPE.main
  const highestOrder = info.short
    ? TNS_HIGHEST_ORDER.short
    : main
      ? TNS_HIGHEST_ORDER.mainLong
      : TNS_HIGHEST_ORDER.long
  for (let window = 0; window < (info.short ? SHORT_WINDOWS : 1); window++) {
    const filters = reader.read(filterBits)
    if (filters === 0) continue
    const resolution = reader.read(1)
    for (let filter = 0; filter < filters; filter++) {
      reader.skip(lengthBits)
      const order = reader.read(orderBits)
      if (order > highestOrder) fail('a filter of too high an order')
      if (order === 0) continue
      reader.skip(1)
      const compressed = reader.read(1)
      reader.skip(order * (3 + resolution - compressed))
    }
  }
}

/** An escape sequence (book 11): a prefix of ones, a zero, then four more bits than ones. */
function escapeSequence(reader: BitReader) {
  const prefix = reader.peek(MOST_ESCAPE_ONES + 1)
  let ones = 0
  while (ones <= MOST_ESCAPE_ONES && (prefix >> (MOST_ESCAPE_ONES - ones)) & 1) ones++
  if (ones > MOST_ESCAPE_ONES) fail('an escape too long')
  reader.skip(ones + 1 + ones + 4)
}

function spectralData(reader: BitReader, info: WindowInfo, sections: readonly Section[]) {
  const { spectral } = aacBooks()
  for (const { group, book, start, end } of sections) {
    if (NO_LINES.has(book)) continue
    const decoder = spectral[book - 1]
    if (!decoder) fail('a book that does not exist')
    const lines = ((info.bands[end] ?? 0) - (info.bands[start] ?? 0)) * (info.groups[group] ?? 0)
    for (let line = 0; line < lines; line += decoder.dimension) {
      for (let escapes = decoder.read(reader); escapes > 0; escapes--) escapeSequence(reader)
    }
  }
}

/** AAC SSR's gain control: for each band above the first, each window's adjustments. */
function gainControl(reader: BitReader, info: WindowInfo, stream: AacStream) {
  if (stream.objectType !== AAC_OBJECT_TYPE.scalableSampleRate) fail('gain control outside SSR')
  const { windows, firstLocationBits, locationBits } =
    GAIN_CONTROL_WINDOWS[info.sequence] ?? fail('a window sequence that does not exist')
  const bands = reader.read(2)
  for (let band = 1; band <= bands; band++) {
    for (let window = 0; window < windows; window++) {
      const adjustments = reader.read(3)
      const bits = GAIN_LEVEL_BITS + (window === 0 ? firstLocationBits : locationBits)
      reader.skip(adjustments * bits)
    }
  }
}

/**
 * One channel's stream (individual_channel_stream), its window layout given where shared: the
 * layout and sections it was read with.
 */
function channelStream(reader: BitReader, stream: AacStream, shared?: WindowInfo) {
  reader.skip(8)
  const info = shared ?? windowInfo(reader, stream)
  const sections = sectionData(reader, info)
  scaleFactorData(reader, sections)
  if (reader.read(1)) pulseData(reader, info)
  if (reader.read(1)) temporalNoiseShaping(reader, info, stream)
  if (reader.read(1)) gainControl(reader, info, stream)
  spectralData(reader, info, sections)
  return sections
}

/** A single channel or LFE element, after its 3-bit id. */
export function singleChannelElement(reader: BitReader, stream: AacStream) {
  reader.skip(4)
  channelStream(reader, stream)
}

/** A channel pair element, after its 3-bit id: two channels, their window layout shared or not. */
export function channelPairElement(reader: BitReader, stream: AacStream) {
  reader.skip(4)
  if (!reader.read(1)) {
    channelStream(reader, stream)
    channelStream(reader, stream)
    return
  }
  const info = windowInfo(reader, stream, true)
  const midSide = reader.read(2)
  if (midSide === MID_SIDE.reserved) fail('a reserved mid/side mask')
  if (midSide === MID_SIDE.perBand) reader.skip(info.groups.length * info.maxBands)
  channelStream(reader, stream, info)
  channelStream(reader, stream, info)
}

/**
 * A coupling channel element, after its 3-bit id (§4.4.2.1 table 4.8): the elements it is added
 * to, a channel stream, then a list of gains for each target channel after the first: one
 * common gain, or a gain for each band that has a book.
 */
export function couplingChannelElement(reader: BitReader, stream: AacStream) {
  reader.skip(4)
  const independentlySwitched = reader.read(1) === 1
  let gainLists = 0
  for (let targets = reader.read(3) + 1; targets > 0; targets--) {
    gainLists++
    const pair = reader.read(1) === 1
    reader.skip(4)
    if (pair && reader.read(2) === BOTH_CHANNELS) gainLists++
  }
  reader.skip(CCE_DOMAIN_SIGN_AND_SCALE_BITS)
  const sections = channelStream(reader, stream)
  const { scaleFactor } = aacBooks()
  for (let list = 1; list < gainLists; list++) {
    if (independentlySwitched || reader.read(1)) {
      scaleFactor.read(reader)
      continue
    }
    for (const { book, start, end } of sections) {
      if (book !== BOOK.zero) for (let band = start; band < end; band++) scaleFactor.read(reader)
    }
  }
}
