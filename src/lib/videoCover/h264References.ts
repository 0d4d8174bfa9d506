/**
 * Reference B-pictures no decoded picture is predicted from, which Suggest faces leaves
 * undecoded in H.264 (FACES.md). An encoder with B-pyramids (x264's defaults) makes every
 * other B-picture a reference for the B-pictures around it, and those are left out already
 * (unreferencedPictures.ts); the P-pictures after are mostly predicted from the P-picture before.
 *
 * Packets are held, in decoding order, while a picture kept could still name a held reference
 * B-picture: the reference lists and marking of each slice are followed as a decoder follows them
 * (ITU-T H.264 §8.2.4, §8.2.5), from the headers h264Headers.ts reads. A reference B-picture
 * is unlisted once it is no longer a reference, if no picture named it in a list its slices
 * may use, except pictures no other refers to that will be left out as shown before one
 * already decoded (the caller's rule, with the time it has reached then). A B-slice is taken
 * to name every reference picture there is.
 *
 * Anything not followed (interlaced fields, long-term references, a gap in frame numbers, a
 * list naming a picture that is not there, a header that does not read) ends the following:
 * from there every held and later picture is decoded.
 */
import type { EncodedPacket } from 'mediabunny'
import {
  pictureParameters,
  sequenceParameters,
  sliceHeader,
  type PictureParameters,
  type SequenceParameters,
  type ListModification,
  type SliceHeader,
} from './h264Headers'
import {
  bringsParameterSets,
  codecOf,
  descriptionBytes,
  nalLengthSize,
  nalUnits,
  unreferencedPictures,
} from './unreferencedPictures'

/** A picture that named a held reference B-picture: its time, and whether it may be left out. */
interface Naming {
  time: number
  leftOutIfShownEarlier: boolean
}

interface Held {
  packet: EncodedPacket
  /** A reference B-picture, left out if unlisted. */
  candidate: boolean
  /** No picture decoded after it can name it any more. */
  settled: boolean
  namedBy: Naming[]
}

/** A reference picture the decoder holds, by its frame number, and its packet if held here. */
interface Marked {
  frameNum: number
  /** Its order shown (PicOrderCnt), where followed. */
  poc: number | undefined
  held: Held
}

export interface SettledPacket {
  packet: EncodedPacket
  /** A reference B-picture that no picture decoded after it is predicted from. */
  unlisted: boolean
}

/** Packets held at most: past it, the first is decoded. */
const HELD_MOST = 48
/** What a picture held too long is taken to be named by. */
const DECODED: Naming = { time: Infinity, leftOutIfShownEarlier: false }
const SEQUENCE = 7
const PICTURE = 8
const SLICES = new Set([1, 5])

/** The parameter sets in an avcC (ISO/IEC 14496-15 §5.3.3.1): its SPS and PPS NAL units. */
function configurationUnits(avcC: Uint8Array) {
  const units: Uint8Array[] = []
  let at = 5
  for (const countMask of [0b1_1111, 0xff]) {
    const count = (avcC[at] ?? 0) & countMask
    at += 1
    for (let unit = 0; unit < count; unit += 1) {
      const length = ((avcC[at] ?? 0) << 8) | (avcC[at + 1] ?? 0)
      units.push(avcC.subarray(at + 2, at + 2 + length))
      at += 2 + length
    }
  }
  return units
}

/** PicNum of a frame (§8.2.4.1): frame numbers after the current one wrapped below zero. */
const pictureNumber = (frameNum: number, current: number, maxFrameNum: number) =>
  frameNum > current ? frameNum - maxFrameNum : frameNum

/** A list as the slice's modifications reorder it (§8.2.4.3.1), cut to its `active` entries. */
function modifiedList(
  slice: SliceHeader,
  initial: readonly Marked[],
  modifications: readonly ListModification[],
  active: number,
) {
  const maxFrameNum = 2 ** slice.sequence.frameNumBits
  const number = ({ frameNum }: Marked) => pictureNumber(frameNum, slice.frameNum, maxFrameNum)
  let list = [...initial]
  let predicted = slice.frameNum
  modifications.forEach(({ idc, value }, index) => {
    if (idc === 2) throw new RangeError('H.264 long-term references are not followed')
    const step = (value + 1) * (idc === 0 ? -1 : 1)
    predicted = (predicted + step + maxFrameNum) % maxFrameNum
    const wanted = predicted > slice.frameNum ? predicted - maxFrameNum : predicted
    const named = list.find((picture) => number(picture) === wanted)
    if (!named) throw new RangeError('H.264 list names a picture not held')
    list = [...list.slice(0, index), named, ...list.slice(index).filter((one) => one !== named)]
  })
  return list.slice(0, active)
}

/**
 * The reference pictures a slice's blocks may name (§8.2.4.2.1, §8.2.4.2.3): a P-slice's by
 * their frame numbers, newest first; a B-slice's by their order shown, those before the
 * picture first in its first list and those after it first in its second. Where the order
 * shown is not followed (`poc` undefined), a B-slice is taken to name every reference picture.
 */
function listedBy(slice: SliceHeader, marked: readonly Marked[], poc: number | undefined) {
  const maxFrameNum = 2 ** slice.sequence.frameNumBits
  const number = ({ frameNum }: Marked) => pictureNumber(frameNum, slice.frameNum, maxFrameNum)
  if (slice.kind === 'I') return []
  if (slice.kind === 'P') {
    const newestFirst = marked.toSorted((one, other) => number(other) - number(one))
    return modifiedList(slice, newestFirst, slice.modifications[0], slice.active[0])
  }
  if (poc === undefined || marked.some((picture) => picture.poc === undefined)) return marked
  const order = (picture: Marked) => picture.poc ?? 0
  const before = marked.filter((picture) => order(picture) < poc)
  const after = marked.filter((picture) => order(picture) > poc)
  const [nearestBefore, nearestAfter] = [
    before.toSorted((one, other) => order(other) - order(one)),
    after.toSorted((one, other) => order(one) - order(other)),
  ]
  const first = [...nearestBefore, ...nearestAfter]
  const second = [...nearestAfter, ...nearestBefore]
  if (second.length > 1 && second.every((picture, index) => picture === first[index]))
    second.splice(0, 2, second[1] as Marked, second[0] as Marked)
  return [
    ...modifiedList(slice, first, slice.modifications[0], slice.active[0]),
    ...modifiedList(slice, second, slice.modifications[1], slice.active[1]),
  ]
}

/**
 * A frame's order shown where the sequence codes it as pic_order_cnt_lsb (§8.2.1.1), from the
 * last reference picture's: undefined for the other two ways.
 */
function shownOrder(slice: SliceHeader, previous: { msb: number; lsb: number }) {
  if (slice.sequence.pocType !== 0) return undefined
  const maxLsb = 2 ** slice.sequence.pocLsbBits
  const { msb, lsb } = slice.idr ? { msb: 0, lsb: 0 } : previous
  const wrapped =
    slice.pocLsb < lsb && lsb - slice.pocLsb >= maxLsb / 2
      ? msb + maxLsb
      : slice.pocLsb > lsb && slice.pocLsb - lsb > maxLsb / 2
        ? msb - maxLsb
        : msb
  const top = wrapped + slice.pocLsb
  return { msb: wrapped, lsb: slice.pocLsb, poc: Math.min(top, top + slice.pocBottomDelta) }
}

/**
 * For an H.264 stream decoded with `config`, packets in, in decoding order, and out as they
 * settle, each with whether it is an unlisted reference B-picture. `highest` gives the time the
 * caller has handed to the decoder so far, read as each packet settles. For another codec, or
 * where `following` is false, every packet settles as it comes, none unlisted.
 */
export function heldForReferences(
  config: VideoDecoderConfig,
  following: boolean,
  highest: () => number,
) {
  const lengthSize = codecOf(config.codec) === 'avc' ? nalLengthSize(config, 'avc') : undefined
  const unreferenced = unreferencedPictures(config)
  const sequences = new Map<number, SequenceParameters>()
  const pictures = new Map<number, PictureParameters>()
  const queue: Held[] = []
  let marked: Marked[] = []
  let previousReference: number | undefined
  let previousOrder = { msb: 0, lsb: 0 }
  let followed = following && lengthSize !== undefined

  const settle = (gone: readonly Marked[]) => {
    for (const { held } of gone) held.settled = true
  }

  const readParameterSets = (units: readonly Uint8Array[]) => {
    for (const unit of units) {
      const type = (unit[0] ?? 0) & 0b1_1111
      if (type === SEQUENCE) {
        const sequence = sequenceParameters(unit)
        sequences.set(sequence.id, sequence)
      }
      if (type === PICTURE) {
        const picture = pictureParameters(unit)
        pictures.set(picture.id, picture)
      }
    }
  }

  /** The picture's slices named what they may; the decoder's marking after it. */
  const follow = (held: Held) => {
    const units = lengthSize === undefined ? undefined : nalUnits(held.packet.data, lengthSize)
    if (!units) throw new RangeError('H.264 packet not made of whole NAL units')
    readParameterSets(units)
    const slices = units
      .filter((unit) => SLICES.has((unit[0] ?? 0) & 0b1_1111))
      .map((unit) => sliceHeader(unit, pictures, sequences))
    const [first] = slices
    if (!first) return
    const { frameNum, sequence } = first
    const maxFrameNum = 2 ** sequence.frameNumBits
    if (first.idr) {
      settle(marked)
      marked = []
    } else if (
      previousReference === undefined ||
      ![previousReference, (previousReference + 1) % maxFrameNum].includes(frameNum)
    )
      throw new RangeError('H.264 frame numbers leave a gap')
    const naming = {
      time: held.packet.microsecondTimestamp,
      leftOutIfShownEarlier: held.packet.type === 'delta' && unreferenced(held.packet.data),
    }
    const order = shownOrder(first, previousOrder)
    for (const picture of new Set(slices.flatMap((slice) => listedBy(slice, marked, order?.poc))))
      picture.held.namedBy.push(naming)
    if (!first.reference) return
    if (order) previousOrder = order
    if (first.longTermReference || first.operations?.some(({ operation }) => operation !== 1))
      throw new RangeError('H.264 long-term references are not followed')
    const unmarked = first.operations
      ? marked.filter((picture) =>
          first.operations?.some(
            ({ value }) =>
              pictureNumber(picture.frameNum, frameNum, maxFrameNum) === frameNum - (value + 1),
          ),
        )
      : marked.length >= Math.max(sequence.maxReferenceFrames, 1)
        ? marked
            .toSorted(
              (one, other) =>
                pictureNumber(one.frameNum, frameNum, maxFrameNum) -
                pictureNumber(other.frameNum, frameNum, maxFrameNum),
            )
            .slice(0, 1)
        : []
    settle(unmarked)
    marked = [
      ...marked.filter((picture) => !unmarked.includes(picture)),
      { frameNum, poc: order?.poc, held },
    ]
    previousReference = frameNum
    held.candidate =
      held.packet.type === 'delta' &&
      slices.every(({ kind }) => kind === 'B') &&
      !bringsParameterSets(units)
    held.settled = !held.candidate
  }

  const stopFollowing = () => {
    followed = false
    settle(marked)
    marked = []
  }

  if (followed) {
    try {
      readParameterSets(configurationUnits(descriptionBytes(config)))
    } catch {
      stopFollowing()
    }
  }

  const unlisted = (held: Held) =>
    followed &&
    held.candidate &&
    held.namedBy.every(
      ({ time, leftOutIfShownEarlier }) => leftOutIfShownEarlier && time < highest(),
    )

  return {
    add(packet: EncodedPacket) {
      const held: Held = { packet, candidate: false, settled: true, namedBy: [] }
      queue.push(held)
      try {
        if (followed) follow(held)
      } catch {
        stopFollowing()
      }
      const [first] = queue
      if (queue.length > HELD_MOST && first && !first.settled) {
        first.namedBy.push(DECODED)
        first.settled = true
      }
    },
    /** The end of the packets: every held one settles. */
    end: () => settle(marked),
    /** The packets settled at the head of the queue, in decoding order. */
    *settled(): Generator<SettledPacket> {
      while (queue[0]?.settled) {
        const held = queue.shift() as Held
        yield { packet: held.packet, unlisted: unlisted(held) }
      }
    },
  }
}
