import { execFileSync } from 'node:child_process'
import {
  closeSync,
  mkdtempSync,
  openAsBlob,
  openSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanMatroska, readMatroskaHiddenDetails } from '@/lib/media/matroska/file'
import {
  ID,
  UNKNOWN_SIZE,
  block,
  childOf,
  found,
  idBytes,
  leaf,
  master,
  matroskaTree,
  sizeBytes,
  writeEbml,
  type EbmlNode,
} from '../canaries/ebml'
import { decodedMd5 } from '../decoders'
import { identifyingTags, runExiftool } from '../exiftool'
import { blobBytes, fixtureBytes, latin1 } from '../loadFixture'

const trackEntry = (number: number, type: number, codec: string) =>
  master(
    ID.trackEntry,
    leaf(0xd7, [number]),
    leaf(0x73c5, [number]),
    leaf(0x83, [type]),
    leaf(0x86, codec),
  )
const cuePositions = (track: number) =>
  master(ID.cueTrackPositions, leaf(ID.cueTrack, [track]), leaf(ID.cueClusterPosition, [0]))

/** screen-recording.webm (VP8 and Opus, Segment and Clusters of unknown size), as a tree. */
const screenRecording = () => matroskaTree(fixtureBytes('screen-recording.webm'))

const SCREEN_RECORDING = fileURLToPath(
  new URL('../../../fixtures/media/screen-recording.webm', import.meta.url),
)
const PLANTED = 'GPS 51.50740 -0.12780 Jane Roe'

let folder: string
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'tipwire-matroska-tracks-'))
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const ffmpeg = (args: readonly string[], output: string) =>
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, output])
/** The kind of each stream ffprobe finds: 'video', 'audio', 'subtitle', 'data'... */
const streamKinds = (path: string) =>
  execFileSync('ffprobe', [...FFPROBE_STREAM_KINDS, path], { encoding: 'utf8' })
    .trim()
    .split('\n')
const FFPROBE_STREAM_KINDS = ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0']
const SECOND_OF_PICTURE_AND_SOUND = [
  ...['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=5:duration=1'],
  ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
]
const SMALL_STREAMS = [
  '-c:v',
  'libvpx',
  '-b:v',
  '40k',
  '-c:a',
  'libopus',
  '-b:a',
  '16k',
  '-ac',
  '1',
]

/** Cleans `bytes` written as `name`, writing the copy beside it. */
async function cleanWritten(name: string, bytes: Uint8Array<ArrayBuffer>) {
  const original = join(folder, name)
  writeFileSync(original, bytes)
  const cleaning = await cleanMatroska(new Blob([bytes]), 'video/webm')
  const cleanedBytes = await blobBytes(cleaning.blob)
  const cleaned = join(folder, `cleaned-${name}`)
  writeFileSync(cleaned, cleanedBytes)
  return { ...cleaning, original, cleaned, text: latin1(cleanedBytes) }
}

/** What ffmpeg decodes of the picture and the sound: the same before and after cleaning. */
const expectSamePictureAndSound = (original: string, cleaned: string) => {
  for (const stream of ['video', 'audio'] as const) {
    expect(decodedMd5(cleaned, stream)).toBe(decodedMd5(original, stream))
  }
}

describe('cleanMatroska keeps only picture and sound tracks', () => {
  it.each([
    ['subtitles.webm', 'webvtt'],
    ['subtitles.mkv', 'srt'],
  ])('removes the subtitle track ffmpeg writes in %s, its text with it', async (name, codec) => {
    const subtitles = join(folder, `${name}.srt`)
    writeFileSync(subtitles, `1\n00:00:00,000 --> 00:00:00,900\n${PLANTED}\n`)
    const made = join(folder, `made-${name}`)
    const mapped = ['-map', '0:v', '-map', '1:a', '-map', '2:s', '-c:s', codec]
    ffmpeg([...SECOND_OF_PICTURE_AND_SOUND, '-i', subtitles, ...mapped, ...SMALL_STREAMS], made)
    const bytes = new Uint8Array(readFileSync(made))
    expect(latin1(bytes)).toContain(PLANTED)
    expect(streamKinds(made)).toEqual(['video', 'audio', 'subtitle'])
    const { before, after, original, cleaned, text, blob } = await cleanWritten(name, bytes)
    expect(before).toMatchObject({ subtitleTrack: true })
    expect(after).toEqual({})
    expect(await readMatroskaHiddenDetails(blob)).toEqual({})
    expect(text).not.toContain('Jane Roe')
    expect(text).not.toContain('51.507')
    expect(streamKinds(cleaned)).toEqual(['video', 'audio'])
    expectSamePictureAndSound(original, cleaned)
  })

  it('removes metadata, data and mislabelled tracks, with their blocks in every Cluster and their cue points', async () => {
    const { segment, tracks, clusters } = screenRecording()
    tracks.children.push(
      trackEntry(3, 0x21, 'M_GPS'),
      trackEntry(4, 0x20, 'B_SENSOR'),
      // A picture track by its type, a subtitle track by its codec: players go by the codec.
      trackEntry(5, 1, 'S_TEXT/UTF8'),
    )
    const plantedBlocks = () => [
      block(ID.simpleBlock, 3, `metadata ${PLANTED}`),
      master(ID.blockGroup, block(ID.block, 4, `sensor ${PLANTED}`), leaf(0x9b, [1])),
      block(ID.simpleBlock, 5, `subtitle ${PLANTED}`),
      block(ID.simpleBlock, 9, `undeclared ${PLANTED}`),
    ]
    // The first Cluster keeps its unknown size, the second is given its size.
    for (const cluster of clusters) cluster.children.splice(2, 0, ...plantedBlocks())
    found(clusters[1], 'second Cluster').unknownSize = false
    const cues = master(
      ID.cues,
      master(ID.cuePoint, leaf(ID.cueTime, [0]), cuePositions(3)),
      master(ID.cuePoint, leaf(ID.cueTime, [0]), cuePositions(1), cuePositions(5)),
    )
    segment.children.splice(segment.children.length - 1, 0, cues)
    const bytes = writeEbml([screenRecording().ebmlHeader, segment])
    const { before, after, cleaned, text } = await cleanWritten('tracks.webm', bytes)
    expect(before).toMatchObject({
      metadataTrack: true,
      dataTrack: true,
      subtitleTrack: true,
      other: true,
    })
    expect(after).toEqual({})
    expect(text).not.toContain('Jane Roe')
    expect(streamKinds(cleaned)).toEqual(['video', 'audio'])
    // ffmpeg decodes the planted file with complaints about the undeclared track: the recording
    // it was made from is the judge.
    expectSamePictureAndSound(SCREEN_RECORDING, cleaned)
    const cueTrack = (track: number) => latin1(writeEbml([leaf(ID.cueTrack, [track])]))
    expect(text).toContain(cueTrack(1))
    expect(text).not.toContain(cueTrack(3))
    expect(text).not.toContain(cueTrack(5))
  })
})

/** An ID Matroska does not define, of the two-byte kind. */
const UNDEFINED_ID = 0x7e7e
const seekHead = (seekPosition: number) =>
  master(
    ID.seekHead,
    master(
      0x4dbb,
      leaf(0x53ab, [0x15, 0x49, 0xa9, 0x66]),
      leaf(0x53ac, [0, 0, 0, seekPosition]),
      leaf(UNDEFINED_ID, 'seek note by Jane Roe'),
    ),
  )

/** The Opus track's first SimpleBlock, moved into a BlockGroup with a child off the list. */
function soundInBlockGroup(cluster: EbmlNode) {
  const index = cluster.children.findIndex(
    (child) => child.id === ID.simpleBlock && child.data?.[0] === 0x82,
  )
  const sound = found(cluster.children[index]?.data, 'sound block')
  cluster.children[index] = master(
    ID.blockGroup,
    { id: ID.block, data: sound, children: [] },
    leaf(UNDEFINED_ID, 'block note by Jane Roe'),
  )
}

/** screen-recording.webm with text planted in every master the cleaner used to copy whole. */
function plantedInMasters() {
  const { ebmlHeader, segment, tracks, clusters } = screenRecording()
  ebmlHeader.children.push(master(0x4281, leaf(0x4283, 'jane-roe-extension'), leaf(0x4284, [1])))
  const pictureTrack = found(tracks.children[0], 'picture track')
  const soundTrack = found(tracks.children[1], 'sound track')
  childOf(pictureTrack, 0xe0).children.push(
    master(0x55b0, leaf(0x55b1, [1]), leaf(0x55b9, [1]), leaf(UNDEFINED_ID, 'Jane Roe colour')),
    leaf(0xec, 'Old title: Jane Roe at 12 Harbour St'),
  )
  pictureTrack.children.push(
    master(0x41e4, leaf(0x41f0, [4]), leaf(0x41a4, 'Jane Roe depth sensor'), leaf(0x41e7, [0])),
  )
  childOf(soundTrack, 0xe1).children.push(leaf(UNDEFINED_ID, 'microphone of Jane Roe'))
  // On the VP8 picture, whose frames hold nothing decoders skip: an Opus track's compressed
  // frames are not read, and are said to hold what may be left.
  pictureTrack.children.push(contentEncodings(leaf(UNDEFINED_ID, 'encoder of Jane Roe')))
  found(clusters[0], 'first Cluster').children.push(leaf(0xec, 'Unknown-size leftover: Jane Roe'))
  const cluster = found(clusters[1], 'second Cluster')
  cluster.unknownSize = false
  soundInBlockGroup(cluster)
  cluster.children.push(
    leaf(0xec, 'Cluster leftover: Jane Roe'),
    leaf(UNDEFINED_ID, 'cluster note by Jane Roe'),
  )
  const cuePoint = master(
    ID.cuePoint,
    leaf(ID.cueTime, [0]),
    {
      ...cuePositions(1),
      children: [...cuePositions(1).children, leaf(UNDEFINED_ID, 'Jane Roe')],
    },
    leaf(UNDEFINED_ID, 'cue point note by Jane Roe'),
  )
  const cues = master(ID.cues, cuePoint, leaf(UNDEFINED_ID, 'cues note by Jane Roe'))
  segment.children.splice(segment.children.length - 1, 0, cues)
  segment.children.unshift(seekHead(writeEbml([seekHead(0)]).length))
  return writeEbml([ebmlHeader, segment])
}

/** ContentEncodings compressing frames by stripping no header bytes: decoding is unchanged. */
const contentEncodings = (...more: EbmlNode[]) =>
  master(
    0x6d80,
    master(
      0x6240,
      leaf(0x5031, [0]),
      leaf(0x5032, [1]),
      leaf(0x5033, [0]),
      master(0x5034, leaf(0x4254, [3])),
      ...more,
    ),
  )

const ebmlText = (...nodes: EbmlNode[]) => latin1(writeEbml(nodes))

const LANGUAGE = 0x22b59c
const LANGUAGE_BCP47 = 0x22b59d

describe('cleanMatroska writes the elements it keeps from their fields', () => {
  it('keeps a VP8 alpha plane, picture data, in a block’s additions', async () => {
    const { ebmlHeader, segment, clusters } = screenRecording()
    const cluster = found(clusters[0], 'first Cluster')
    const index = cluster.children.findIndex(
      (child) => child.id === ID.simpleBlock && child.data?.[0] === 0x81,
    )
    const picture = found(cluster.children[index]?.data, 'picture block')
    const alpha = 'the alpha plane of the first picture'
    cluster.children[index] = master(
      ID.blockGroup,
      { id: ID.block, data: picture, children: [] },
      master(0x75a1, master(0xa6, leaf(0xee, [1]), leaf(0xa5, alpha))),
    )
    const bytes = writeEbml([ebmlHeader, segment])
    const { before, after, original, cleaned, text } = await cleanWritten('alpha.webm', bytes)
    expect(before.other).toBeUndefined()
    expect(after).toEqual({})
    expect(text).toContain(alpha)
    expectSamePictureAndSound(original, cleaned)
  })

  it('cuts an equirectangular ProjectionPrivate to its 20 bytes, which ffmpeg then reads', async () => {
    const { ebmlHeader, segment, tracks } = screenRecording()
    // Version and flags, then the top, bottom, left and right bounds.
    const fields = [0, 0, 0, 0, ...[0, 0, 0, 1], ...[0, 0, 0, 2], ...[0, 0, 0, 3], ...[0, 0, 0, 4]]
    const projection = master(
      0x7670,
      leaf(0x7671, [1]),
      leaf(0x7672, [...fields, ...new TextEncoder().encode('Jane Roe')]),
    )
    childOf(found(tracks.children[0], 'picture track'), 0xe0).children.push(projection)
    const bytes = writeEbml([ebmlHeader, segment])
    const { before, after, cleaned, text } = await cleanWritten('equirectangular.webm', bytes)
    expect(before).toMatchObject({ other: true })
    expect(after).toEqual({})
    expect(text).not.toContain('Jane Roe')
    expect(text).toContain(latin1(new Uint8Array([0x76, 0x72, 0x80 | fields.length, ...fields])))
    // ffmpeg refuses the planted file, whose ProjectionPrivate is longer than its fields.
    expectSamePictureAndSound(SCREEN_RECORDING, cleaned)
  })

  it('removes a block addition mapping’s extra data', async () => {
    const { ebmlHeader, segment, tracks } = screenRecording()
    found(tracks.children[0], 'picture track').children.push(
      master(0x41e4, leaf(0x41f0, [4]), leaf(0x41e7, [1]), leaf(0x41ed, 'settings of Jane Roe')),
    )
    const bytes = writeEbml([ebmlHeader, segment])
    const { before, after, original, cleaned, text } = await cleanWritten('mapping.webm', bytes)
    expect(before).toMatchObject({ other: true })
    expect(after).toEqual({})
    expect(text).not.toContain('Jane Roe')
    expect(text).toContain(ebmlText(leaf(0x41f0, [4]), leaf(0x41e7, [1])))
    expectSamePictureAndSound(original, cleaned)
  })

  it('writes a language one byte longer than und in place, its size a byte shorter', async () => {
    const { ebmlHeader, segment, tracks } = screenRecording()
    const soundTrack = found(tracks.children[1], 'sound track')
    soundTrack.children = soundTrack.children.map((child) =>
      child.id === LANGUAGE ? leaf(LANGUAGE, 'tami') : child,
    )
    const bytes = writeEbml([ebmlHeader, segment])
    const { after, original, cleaned, text } = await cleanWritten('one-byte-left.webm', bytes)
    expect(after).toEqual({})
    expect(text).not.toContain('tami')
    // Language's ID, its size 3 in seven bytes (the eight of the planted file, less one), und.
    const sevenByteSize = [0x02, 0, 0, 0, 0, 0, 3]
    expect(text).toContain(latin1(new Uint8Array([0x22, 0xb5, 0x9c, ...sevenByteSize])) + 'und')
    expect(bytes.length).toBe(text.length)
    expect(streamKinds(cleaned)).toEqual(['video', 'audio'])
    expectSamePictureAndSound(original, cleaned)
  })

  it('writes a track’s languages as und, reporting a language code as nothing', async () => {
    const { ebmlHeader, segment, tracks } = screenRecording()
    const pictureTrack = found(tracks.children[0], 'picture track')
    pictureTrack.children = pictureTrack.children.map((child) =>
      child.id === LANGUAGE ? leaf(LANGUAGE, 'tam') : child,
    )
    pictureTrack.children.push(leaf(LANGUAGE_BCP47, 'ta-IN'))
    const bytes = writeEbml([ebmlHeader, segment])
    const { before, after, text } = await cleanWritten('languages.webm', bytes)
    expect(before.other).toBeUndefined()
    expect(after).toEqual({})
    expect(text).not.toContain('ta-IN')
    expect(text).toContain(ebmlText(leaf(LANGUAGE, 'und')))
    expect(text).toContain(ebmlText(leaf(LANGUAGE_BCP47, 'und')))
  })
})

describe('cleanMatroska reads the masters it keeps along their allow-lists', () => {
  it('voids what Video, Audio, BlockAdditionMapping, ContentEncodings, Clusters, Cues, Seeks and the EBML header hold off the list', async () => {
    const bytes = plantedInMasters()
    const { before, after, original, cleaned, text } = await cleanWritten('masters.webm', bytes)
    expect(latin1(bytes)).toContain('Jane Roe depth sensor')
    expect(before).toMatchObject({ other: true })
    expect(after).toEqual({})
    expect(text).not.toContain('Jane Roe')
    expect(text).not.toContain('jane-roe')
    // What decoding and seeking need stays.
    expect(text).toContain(ebmlText(leaf(0x55b1, [1]), leaf(0x55b9, [1])))
    expect(text).toContain(ebmlText(leaf(0x41f0, [4])))
    expect(text).toContain(ebmlText(master(0x5034, leaf(0x4254, [3]))))
    expect(text).toContain(ebmlText(leaf(0x53ab, [0x15, 0x49, 0xa9, 0x66])))
    expect(text).toContain(ebmlText(...cuePositions(1).children))
    expect(bytes.length).toBe(text.length)
    expectSamePictureAndSound(original, cleaned)
    const seen = runExiftool([cleaned], folder)
    expect(identifyingTags(seen.get(cleaned) ?? {})).toEqual([])
  })

  it('refuses Clusters met before any Tracks, whose blocks cannot be told apart', async () => {
    const { ebmlHeader, segment, tracks } = screenRecording()
    segment.children = [...segment.children.filter((child) => child !== tracks), tracks]
    const file = new Blob([writeEbml([ebmlHeader, segment])])
    await expect(cleanMatroska(file, 'video/webm')).rejects.toThrow(
      'The file holds Clusters before any Tracks, so its picture and sound cannot be told from other data',
    )
  })

  it.each([
    ['a ContentEncryption', master(0x5035, leaf(0x47e1, [5]))],
    ['a ContentEncodingType of encryption', leaf(0x5033, [1])],
  ])('refuses a track with %s, with the reason', async (_, encryption) => {
    const { ebmlHeader, segment, tracks } = screenRecording()
    found(tracks.children[0], 'picture track').children.push(
      master(0x6d80, master(0x6240, encryption)),
    )
    const file = new Blob([writeEbml([ebmlHeader, segment])])
    await expect(readMatroskaHiddenDetails(file)).rejects.toThrow(
      'The file holds an encrypted track: it cannot be read through to be cleaned, so it is not sent',
    )
    await expect(cleanMatroska(file, 'video/webm')).rejects.toThrow('encrypted track')
  })
})

const BIG_BLOCK = 100 * 1024 * 1024
/** What cleaning 400 MB of blocks may read: their headers, in the walk's windows. */
const READ_BUDGET = 48 * 1024 * 1024

/**
 * Bytes this process has read from files so far (Linux's rchar): every read of a file-backed
 * Blob counts, however the engine slices and joins it.
 */
const bytesReadSoFar = () => Number(/rchar: (\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))?.[1])

/**
 * The screen recording's tracks and a subtitle track, then a Cluster of known size and one of
 * unknown size, each holding a 100 MB picture block and a 100 MB subtitle block, written sparse
 * (the disk holds none of their data) and opened as a file-backed Blob, as a browser hands a
 * picked file over. Where each picture and subtitle block starts.
 */
function writeBigRecording(path: string) {
  const { ebmlHeader, segment, tracks } = screenRecording()
  tracks.children.push(trackEntry(3, 0x11, 'S_TEXT/UTF8'))
  const info = childOf(segment, 0x1549a966)
  const head = writeEbml([
    ebmlHeader,
    { id: ID.segment, unknownSize: true, children: [info, tracks] },
  ])
  const file = openSync(path, 'w')
  const blocks = { picture: [] as number[], subtitle: [] as number[] }
  let position = 0
  const write = (bytes: Uint8Array) => {
    writeSync(file, bytes, 0, bytes.length, position)
    position += bytes.length
  }
  write(head)
  for (const unknownSize of [false, true]) {
    const timestamp = writeEbml([leaf(0xe7, [0])])
    const size = timestamp.length + 2 * (9 + BIG_BLOCK)
    write(
      new Uint8Array([...idBytes(ID.cluster), ...(unknownSize ? UNKNOWN_SIZE : sizeBytes(size))]),
    )
    write(timestamp)
    for (const track of [1, 3]) {
      blocks[track === 1 ? 'picture' : 'subtitle'].push(position)
      const start = new Uint8Array([
        ID.simpleBlock,
        ...sizeBytes(BIG_BLOCK),
        0x80 | track,
        0,
        0,
        0x80,
      ])
      write(start)
      position += BIG_BLOCK - 4
    }
  }
  closeSync(file)
  truncateSync(path, position)
  return blocks
}

describe('cleanMatroska reads blocks no further than their track numbers', () => {
  it('cleans 400 MB of picture and subtitle blocks reading a few windows of them', async () => {
    const path = join(folder, 'big.webm')
    const blocks = writeBigRecording(path)
    const file = await openAsBlob(path)
    const before = bytesReadSoFar()
    const cleaning = await cleanMatroska(file, 'video/webm')
    expect(bytesReadSoFar() - before).toBeLessThan(READ_BUDGET)
    expect(cleaning.before).toEqual({
      software: 'Chrome',
      text: 'Screen recording of the ledger',
      subtitleTrack: true,
    })
    expect(cleaning.after).toEqual({})
    expect(cleaning.blob.size).toBe(file.size)
    const byteAt = async (at: number) => (await blobBytes(cleaning.blob.slice(at, at + 1)))[0]
    for (const kept of blocks.picture) expect(await byteAt(kept)).toBe(ID.simpleBlock)
    for (const voided of blocks.subtitle) expect(await byteAt(voided)).toBe(0xec)
  })
})
