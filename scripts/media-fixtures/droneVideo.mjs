// The bench's and the tests' synthetic videos (scripts/bench/videoCleaning.mjs, bigBoxes.mjs,
// tests/lib/media/iso/streamOpenings.test.ts): `length` seconds of 64 × 48 picture at 30 frames
// a second with location, device and title items, written box by box; with a drone's subtitle
// track, or a camera's captions in user data SEI in every frame or in one. The picture is noise in NAL
// units, never decoded: the files measure and test what a cleaner reads and writes.

import { closeSync, openSync, writeSync } from 'node:fs'
import {
  ascii,
  box,
  fullBox,
  sampleEntry,
  trackBox,
  u16be,
  u32be,
  userDataText,
} from './writers.mjs'

export const SECONDS = 1800
const FRAMES_PER_SECOND = 30
const VIDEO_BYTES = 450 * 1024 * 1024
const FRAME_SIZE = Math.floor(VIDEO_BYTES / (SECONDS * FRAMES_PER_SECOND))
const CHUNK_SIZE = FRAME_SIZE * FRAMES_PER_SECOND

/** One subtitle a second, as DJI drones write them: camera settings, position, serial number. */
const subtitle = (second) => {
  const text = `F/2.8, SS 100, ISO 100, EV 0, GPS(77.5946,12.9716,${900 + (second % 50)}), SN:DJI0AB12345`
  return Buffer.concat([u16be(text.length), ascii(text)])
}

function videoEntry() {
  const compressorName = Buffer.alloc(32)
  compressorName.write('\u000cLavc libx264', 'latin1')
  return sampleEntry(
    'avc1',
    Buffer.alloc(16),
    ...[u16be(64), u16be(48), u32be(0x480000), u32be(0x480000), u32be(0), u16be(1)],
    compressorName,
    u16be(0x18),
    u16be(0xffff),
    box('avcC', Buffer.from([1, 0x42, 0xc0, 0x0a, 0xff, 0xe0, 0])),
  )
}

/**
 * The moov of a bench video `length` seconds long, its chunks laid from `mediaStart`: a second
 * of picture, then its subtitle. Its size does not depend on `mediaStart`.
 */
export function movie(mediaStart, withSubtitles, length = SECONDS) {
  const subtitleSize = subtitle(0).length
  const stride = CHUNK_SIZE + (withSubtitles ? subtitleSize : 0)
  const seconds = Array.from({ length }, (_, second) => mediaStart + second * stride)
  const picture = trackBox({
    id: 1,
    kind: 'vide',
    name: 'Core Media Video',
    entry: videoEntry(),
    sampleSizes: new Array(length * FRAMES_PER_SECOND).fill(FRAME_SIZE),
    chunkOffsets: seconds,
    samplesPerChunk: FRAMES_PER_SECOND,
    mediaInformationHeader: fullBox('vmhd', Buffer.alloc(8)),
  })
  const subtitles = trackBox({
    id: 2,
    kind: 'sbtl',
    name: 'DJI.Subtitle',
    entry: sampleEntry('tx3g', Buffer.alloc(38)),
    sampleSizes: seconds.map((_, second) => subtitle(second).length),
    chunkOffsets: seconds.map((offset) => offset + CHUNK_SIZE),
    samplesPerChunk: 1,
  })
  const recorded = u32be(3_856_000_000)
  const identity = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32be)
  const header = fullBox(
    'mvhd',
    ...[recorded, recorded, u32be(1000), u32be(length * 1000), u32be(0x10000), u16be(0x100)],
    ...[Buffer.alloc(10), ...identity, Buffer.alloc(24), u32be(3)],
  )
  const userData = box(
    'udta',
    userDataText('\u00a9xyz', '+12.9716+077.5946/'),
    userDataText('\u00a9mak', 'DJI'),
    userDataText('\u00a9mod', 'Mavic 3'),
    userDataText('\u00a9nam', 'Ward 12 tanker'),
  )
  return box('moov', header, picture, ...(withSubtitles ? [subtitles] : []), userData)
}

/** The bytes of the media data's payload: `length` seconds of picture, each with its subtitle. */
export const mediaDataSize = (withSubtitles, length = SECONDS) =>
  length * (CHUNK_SIZE + (withSubtitles ? subtitle(0).length : 0))

export const fileType = () => box('ftyp', ascii('isom'), u32be(512), ascii('isomiso2avc1mp41'))

/** A user data SEI (H.264 §D.1.7) as a 4-byte length and its NAL unit: a camera's caption. */
function captionUnit() {
  const identifier = Buffer.alloc(16, 0x11)
  const caption = ascii('GPS 12.9716 77.5946 SN DJI0AB12345')
  const unregisteredUserData = 5
  const payload = Buffer.concat([identifier, caption])
  const unit = Buffer.concat([
    Buffer.from([0x06, unregisteredUserData, payload.length]),
    payload,
    Buffer.from([0x80]),
  ])
  return Buffer.concat([u32be(unit.length), unit])
}

/** A frame as a slice of noise opened by a caption in user data SEI. */
function captionedFrame() {
  const caption = captionUnit()
  const sliceLength = FRAME_SIZE - caption.length - 4
  const frame = Buffer.concat([caption, u32be(sliceLength), Buffer.alloc(sliceLength, 0x5a)])
  frame[caption.length + 4] = 0x65
  return frame
}

/** A frame as one slice of noise, its length first, as an encoder writes a picture. */
function noiseFrame() {
  const frame = Buffer.alloc(FRAME_SIZE, 0x5a)
  u32be(FRAME_SIZE - 4).copy(frame)
  frame[4] = 0x65
  return frame
}

const NOISE_SECOND = Buffer.concat(new Array(FRAMES_PER_SECOND).fill(noiseFrame()))

/**
 * The picture's second `second`: its frames as noise, or each opened by a caption if `captions`
 * is true, as some cameras carry their position in every frame; if it is a number, only the
 * frame of that index (counted from the first second's first) is, as a camera marks a moment.
 */
function pictureSecond(second, captions) {
  if (captions === true) return Buffer.concat(new Array(FRAMES_PER_SECOND).fill(captionedFrame()))
  const captioned = typeof captions === 'number' ? captions - second * FRAMES_PER_SECOND : -1
  if (captioned < 0 || captioned >= FRAMES_PER_SECOND) return NOISE_SECOND
  const picture = Buffer.from(NOISE_SECOND)
  captionedFrame().copy(picture, captioned * FRAME_SIZE)
  return picture
}

/**
 * Writes `length` seconds of picture to `file`, each followed by its subtitle if
 * `withSubtitles`, its frames opened by captions as `captions` says (pictureSecond).
 */
export function writeMediaData(file, withSubtitles, length = SECONDS, captions = false) {
  for (let second = 0; second < length; second++) {
    writeSync(file, pictureSecond(second, captions))
    if (withSubtitles) writeSync(file, subtitle(second))
  }
}

/**
 * Writes a video of `length` seconds to `path`, moov first, streaming its media data (450 MB
 * for the bench's half hour): with a drone's subtitle track if `subtitles`, its frames opened by
 * captions as `captions` says: true for every frame, a number for that frame only.
 * @param {string} path
 * @param {{ subtitles?: boolean, captions?: boolean | number, length?: number }} [options]
 */
export function writeVideo(path, { subtitles = false, captions = false, length = SECONDS } = {}) {
  const withSubtitles = subtitles
  const draft = movie(0, withSubtitles, length)
  const mediaStart = fileType().length + draft.length + 8
  const subtitleSize = subtitle(0).length
  const mediaSize = mediaDataSize(withSubtitles, length)
  const file = openSync(path, 'w')
  try {
    writeSync(file, Buffer.concat([fileType(), movie(mediaStart, withSubtitles, length)]))
    writeSync(file, Buffer.concat([u32be(mediaSize + 8), ascii('mdat')]))
    writeMediaData(file, withSubtitles, length, captions)
  } finally {
    closeSync(file)
  }
  return { mediaStart, stride: CHUNK_SIZE + subtitleSize, subtitleSize }
}
