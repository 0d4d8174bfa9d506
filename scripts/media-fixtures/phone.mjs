// Feature-phone files (product.md §7): an AMR voice recording with text an app appended, raw AAC
// in ADTS frames with ID3v2, APE and ID3v1 tags, an H.263 + AMR 3GP video and an AMR-only 3GP
// voice recording with 3GPP user data, and an HEVC video without sound and one with it. Debian's
// ffmpeg decodes AMR but cannot encode it, so the AMR frames are written here, frame by frame.

import { join } from 'node:path'
import { writeFileSync } from 'node:fs'
import {
  BITEXACT,
  apeTag,
  ascii,
  ffmpeg,
  fixedText,
  id3Frame,
  locatedMp4,
  metadataArgs,
  syncsafe,
  threeGppUserData,
} from './writers.mjs'

/** AMR-NB speech bytes after the frame header, by frame type (RFC 4867 §3.6, TS 26.101). */
const AMR_NB_SPEECH_BYTES = [12, 13, 15, 17, 19, 20, 26, 31]
const AMR_NB_12_2 = 7
const AMR_NB_4_75 = 0
/** A frame header: F = 0, the frame type, Q = 1 (a good frame), two padding bits. */
const amrFrameHeader = (frameType) => Buffer.from([(frameType << 3) | 0x04])

/** A small linear congruential generator: the same "speech" bits every run. */
function pseudoRandomBytes(seed) {
  let state = seed
  return (length) =>
    Buffer.from(
      Array.from({ length }, () => {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0
        return (state >>> 16) & 0xff
      }),
    )
}

/** One second of AMR-NB in the storage format: 50 frames of 20 ms, mostly 12.2 kbit/s. */
function amrNbSecond() {
  const speech = pseudoRandomBytes(12345)
  const frames = Array.from({ length: 50 }, (_, index) => {
    const frameType = index % 10 === 5 ? AMR_NB_4_75 : AMR_NB_12_2
    return Buffer.concat([amrFrameHeader(frameType), speech(AMR_NB_SPEECH_BYTES[frameType])])
  })
  return Buffer.concat([ascii('#!AMR\n'), ...frames])
}

/** An ID3v2.4 tag holding the given frames. */
const id3v2Tag = (frames) => {
  const body = Buffer.concat(frames)
  return Buffer.concat([ascii('ID3'), Buffer.from([4, 0, 0]), syncsafe(body.length), body])
}

/** An ID3v1 tag: title, artist, album, year, comment, genre. */
const id3v1Tag = ({ title, artist, year, comment }) =>
  Buffer.concat([
    ascii('TAG'),
    fixedText(title, 30),
    fixedText(artist, 30),
    fixedText('', 30),
    fixedText(year, 4),
    fixedText(comment, 30),
    Buffer.from([255]),
  ])

/** Raw AAC as a phone's or a converter's tagger leaves it: ID3v2 before, APE and ID3v1 after. */
function taggedAdts(adts) {
  const front = id3v2Tag([
    id3Frame('TIT2', 'Ward 12 meeting'),
    id3Frame('TPE1', 'Asha Rao'),
    id3Frame('TDRC', '2026-03-14T09:41'),
    id3Frame('TSSE', 'Voice Recorder 4.2'),
    id3Frame('TXXX', 'location\0+12.9716+077.5946/'),
  ])
  const ape = apeTag({ Artist: 'Asha Rao', Title: 'Ward 12 meeting', Year: '2026' })
  const v1 = id3v1Tag({
    title: 'Ward 12 meeting',
    artist: 'Asha Rao',
    year: '2026',
    comment: 'MG Road',
  })
  return Buffer.concat([front, adts, ape, v1])
}

/** The 3GPP brand feature phones wrote, and the movie before its media (addToMovie needs it). */
const THREE_GPP = ['-brand', '3gp4', '-movflags', '+faststart', '-f', '3gp']

/** The six files, keyed by name; `work` is a scratch folder for ffmpeg's inputs and outputs. */
export async function makePhoneFixtures(work) {
  const inWork = (name) => join(work, name)
  const amr = amrNbSecond()
  writeFileSync(inWork('frames.amr'), amr)
  const adts = ffmpeg(
    [
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
      ...['-c:a', 'aac', '-b:a', '16k', '-ac', '1', '-ar', '8000'],
      // Without -flags +bitexact the encoder writes its name into the first frame, as it does
      // for everyone who converts with ffmpeg.
      ...['-map_metadata', '-1', '-fflags', '+bitexact', '-f', 'adts'],
    ],
    inWork('plain.aac'),
  )
  const featurePhoneVideo = ffmpeg(
    [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=176x144:rate=8', '-i', inWork('frames.amr')],
      ...['-t', '1', '-map', '0:v', '-map', '1:a', '-c:v', 'h263', '-q:v', '20', '-c:a', 'copy'],
      ...BITEXACT,
      ...THREE_GPP,
    ],
    inWork('plain.3gp'),
  )
  const voice3gp = ffmpeg(
    [
      ...['-i', inWork('frames.amr'), '-c:a', 'copy', ...BITEXACT],
      ...metadataArgs({ title: 'Ward 12 meeting', author: 'Asha Rao', date: '2026' }),
      ...THREE_GPP,
    ],
    inWork('voice.3gp'),
  )
  const hevc = ffmpeg(
    [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=96x64:rate=5', '-t', '1'],
      ...['-c:v', 'libx265', '-x265-params', 'log-level=error', '-pix_fmt', 'yuv420p'],
      ...['-tag:v', 'hvc1', '-movflags', '+faststart', ...BITEXACT],
    ],
    inWork('hevc.mp4'),
  )
  // The same picture with an iPhone's AAC sound: a browser without an HEVC decoder plays the sound.
  const hevcWithSound = ffmpeg(
    [
      ...['-i', inWork('hevc.mp4'), '-f', 'lavfi', '-i', 'sine=frequency=300', '-t', '1'],
      ...['-c:v', 'copy', '-c:a', 'aac', '-b:a', '16k', '-ac', '1', '-ar', '8000'],
      ...['-tag:v', 'hvc1', '-movflags', '+faststart', ...BITEXACT],
    ],
    inWork('hevc-sound.mp4'),
  )
  return {
    'voice.amr': Buffer.concat([amr, ascii('Recorded by Asha Rao on a Nokia 2720 Flip\n')]),
    'voice.aac': taggedAdts(adts),
    'feature-phone.3gp': threeGppUserData(featurePhoneVideo),
    'voice.3gp': voice3gp,
    'hevc-silent.mp4': locatedMp4(hevc),
    'hevc-with-sound.mp4': locatedMp4(hevcWithSound),
  }
}
