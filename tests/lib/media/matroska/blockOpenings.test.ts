import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeHiddenDetails } from '@/lib/media'
import { ascii, utf16le } from '../canaries/bytes'
import {
  ID,
  childOf,
  leaf,
  master,
  matroskaTree,
  parseEbml,
  writeEbml,
  type EbmlNode,
} from '../canaries/ebml'
import {
  withDataStreamElementInFirstFrame,
  withSuffixSeiInFirstSample,
  withUserDataSeiInChunks,
  withUserDataSeiInFirstSample,
} from '../canaries/iso'
import { decodedMd5, type DecodedStream } from '../decoders'
import { blobBytes, fixtureBytes } from '../loadFixture'
import { writeVideo } from '../../../../scripts/media-fixtures/droneVideo.mjs'
import { crc32 } from '../../../../scripts/media-fixtures/writers.mjs'

const work = mkdtempSync(join(tmpdir(), 'matroska-blocks-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const holds = (bytes: Uint8Array, text: string) =>
  [ascii(text), utf16le(text)].some((form) => Buffer.from(bytes).includes(form))

/**
 * The planted MP4's one `stream` copied by FFmpeg, packet for packet, into an MKV, with a
 * Cluster every `clusterMs` where given.
 */
function remuxed(planted: Uint8Array, name: string, stream: DecodedStream, clusterMs?: number) {
  const input = join(work, `${name}.mp4`)
  const output = join(work, `${name}.mkv`)
  writeFileSync(input, planted)
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-i', input, '-map', stream === 'video' ? '0:v:0' : '0:a:0'],
    ...(clusterMs ? ['-cluster_time_limit', String(clusterMs)] : []),
    ...['-c', 'copy', '-map_metadata', '-1', '-fflags', '+bitexact', '-f', 'matroska', output],
  ])
  return { bytes: new Uint8Array(readFileSync(output)), path: output }
}

async function cleaned(path: string, bytes: Uint8Array) {
  const result = await removeHiddenDetails(new Blob([new Uint8Array(bytes)]), 'mkv')
  const copy = await blobBytes(result.blob)
  writeFileSync(`${path}.cleaned.mkv`, copy)
  return { ...result, copy, cleanedPath: `${path}.cleaned.mkv` }
}

const CLUSTER_ID = [0x1f, 0x43, 0xb6, 0x75]
const CRC_32_ID = 0xbf

/**
 * How many Clusters open with a CRC-32, and how many of those no longer hold for what follows
 * it, as RFC 9559 §6.2 defines it: each Cluster found by its ID, read with its size.
 */
function clusterChecksums(bytes: Uint8Array) {
  const buffer = Buffer.from(bytes)
  let [found, stale] = [0, 0]
  for (let at = buffer.indexOf(Buffer.from(CLUSTER_ID)); at >= 0;) {
    const first = buffer[at + 4] ?? 0
    const length = Math.clz32(first) - 23
    let size = first & (0xff >> length)
    for (let index = 1; index < length; index++) size = size * 256 + (buffer[at + 4 + index] ?? 0)
    const data = at + 4 + length
    if (buffer[data] === CRC_32_ID && buffer[data + 1] === 0x84) {
      found += 1
      if (buffer.readUInt32LE(data + 2) !== crc32(buffer.subarray(data + 6, data + size)))
        stale += 1
    }
    at = buffer.indexOf(Buffer.from(CLUSTER_ID), data)
  }
  return { found, stale }
}

/** A SimpleBlock as a BlockGroup holding its Block (a key frame, so no ReferenceBlock) and a CRC-32. */
function checksummedGroup(simpleBlock: EbmlNode) {
  const data = Uint8Array.from(simpleBlock.data ?? [])
  // The flags after the one-byte track number and the timestamp: a Block has no key-frame flag.
  data[3] = (data[3] ?? 0) & 0x0f
  const block = leaf(ID.block, data)
  const crc = Buffer.alloc(4)
  crc.writeUInt32LE(crc32(writeEbml([block])))
  return master(ID.blockGroup, leaf(ID.crc32, crc), block)
}

/** How many BlockGroups open with a CRC-32, and how many of those no longer hold. */
function blockGroupChecksums(bytes: Uint8Array) {
  const groups = matroskaTree(bytes)
    .clusters.flatMap(({ children }) => children)
    .filter(({ id }) => id === ID.blockGroup)
  const checked = groups.flatMap(({ data = new Uint8Array() }) => {
    const [first] = parseEbml(data)
    if (first?.id !== ID.crc32 || !first.data) return []
    const after = first.data.byteOffset - data.byteOffset + first.data.length
    return [Buffer.from(first.data).readUInt32LE(0) === crc32(data.subarray(after))]
  })
  return { found: checked.length, stale: checked.filter((holds) => !holds).length }
}

describe('data inside Matroska blocks that decoders skip', () => {
  it.each([
    [
      'H.264 SEI user data',
      'located.mp4',
      'video',
      (source: Uint8Array, canary: string) => withUserDataSeiInFirstSample(source, canary, 'avc'),
    ],
    [
      'HEVC prefix SEI user data',
      'hevc-silent.mp4',
      'video',
      (source: Uint8Array, canary: string) => withUserDataSeiInFirstSample(source, canary, 'hevc'),
    ],
    ['HEVC suffix SEI user data', 'hevc-silent.mp4', 'video', withSuffixSeiInFirstSample],
    ['an AAC data stream element', 'voice-memo.m4a', 'audio', withDataStreamElementInFirstFrame],
  ] as const)(
    'blanks %s in the first block where it lies, and the stream decodes the same',
    async (place, source, stream, plant) => {
      const canary = `CANARY-mkv-block-${place.replaceAll(' ', '-')}`
      const planted = (plant as (bytes: Uint8Array, canary: string) => Uint8Array)(
        fixtureBytes(source),
        canary,
      )
      const { bytes, path } = remuxed(planted, place.replaceAll(' ', '-'), stream)
      expect(holds(bytes, canary)).toBe(true)
      const { copy, removed, remaining, cleanedPath } = await cleaned(path, bytes)
      expect(copy.length).toBe(bytes.length)
      expect(holds(copy, canary)).toBe(false)
      expect(holds(copy, 'Asha Rao')).toBe(false)
      expect(removed).toContain('other')
      expect(remaining).toEqual([])
      expect(decodedMd5(cleanedPath, stream)).toBe(decodedMd5(path, stream))
    },
  )

  it('keeps x264’s own SEI, which names the encoder, and says so', async () => {
    const canary = 'CANARY-mkv-block-beside-x264'
    const planted = withUserDataSeiInFirstSample(fixtureBytes('located.mp4'), canary, 'avc')
    const { bytes, path } = remuxed(planted, 'beside-x264', 'video')
    const { copy, encoderInStream } = await cleaned(path, bytes)
    expect(holds(copy, canary)).toBe(false)
    expect(encoderInStream).toBe('x264 - core 164')
    expect(Buffer.from(copy).includes(ascii('x264 - core 164'))).toBe(true)
  })

  it('says what is left in a track whose blocks are compressed, which it does not read', async () => {
    const canary = 'CANARY-mkv-block-compressed'
    const planted = withDataStreamElementInFirstFrame(fixtureBytes('voice-memo.m4a'), canary)
    const { bytes, path } = remuxed(planted, 'compressed', 'audio')
    // ContentEncodings: one ContentEncoding whose ContentCompression strips no header (algo 3).
    const { ebmlHeader, segment, tracks } = matroskaTree(bytes)
    tracks.children = tracks.children.filter((child) => child.id !== ID.crc32)
    const compression = master(0x5034, leaf(0x4254, [3]))
    childOf(tracks, ID.trackEntry).children.push(master(0x6d80, master(0x6240, compression)))
    const compressed = writeEbml([ebmlHeader, segment])
    writeFileSync(path, compressed)
    const { copy, remaining, cleanedPath } = await cleaned(path, compressed)
    expect(holds(copy, canary)).toBe(true)
    expect(remaining).toEqual(['other'])
    expect(decodedMd5(cleanedPath, 'audio')).toBe(decodedMd5(path, 'audio'))
  })

  it('blanks user data in later Clusters’ blocks too, and the picture decodes the same', async () => {
    const planted = withUserDataSeiInChunks(fixtureBytes('apple-keys.mov'), {
      first: 'CANARY-mkv-block-first',
      last: 'CANARY-mkv-block-later',
    })
    const { bytes, path } = remuxed(planted, 'later', 'video', 50)
    const { copy, remaining, cleanedPath } = await cleaned(path, bytes)
    expect(holds(copy, 'CANARY-mkv-block-first')).toBe(false)
    expect(holds(copy, 'CANARY-mkv-block-later')).toBe(false)
    expect(remaining).toEqual([])
    expect(decodedMd5(cleanedPath, 'video')).toBe(decodedMd5(path, 'video'))
  })

  it('blanks a caption in every block between a removed track’s blocks, which stay voided', async () => {
    const source = join(work, 'captions-and-subtitles.mp4')
    const path = join(work, 'captions-and-subtitles.mkv')
    writeVideo(source, { subtitles: true, captions: true, length: 20 })
    execFileSync('ffmpeg', [
      ...['-v', 'quiet', '-i', source, '-map', '0', '-c:v', 'copy', '-c:s', 'srt'],
      ...['-cluster_time_limit', '500', '-f', 'matroska', path],
    ])
    const bytes = new Uint8Array(readFileSync(path))
    expect(holds(bytes, 'SN:DJI0AB12345')).toBe(true)
    expect(holds(bytes, 'SN DJI0AB12345')).toBe(true)
    expect(clusterChecksums(bytes).found).toBeGreaterThan(0)
    const { copy, remaining } = await cleaned(path, bytes)
    expect(holds(copy, 'DJI0AB12345')).toBe(false)
    expect(copy.length).toBe(bytes.length)
    expect(clusterChecksums(copy).stale).toBe(0)
    expect(remaining).toEqual([])
  })

  it('voids the CRC-32 of a BlockGroup whose block it blanks, and keeps one over a block it leaves', async () => {
    const canary = 'CANARY-mkv-block-group'
    const planted = withUserDataSeiInFirstSample(fixtureBytes('located.mp4'), canary, 'avc')
    const { bytes, path } = remuxed(planted, 'block-group', 'video')
    const { ebmlHeader, segment, clusters } = matroskaTree(bytes)
    // Positions move as the tree is written anew: what points at them goes.
    segment.children = segment.children.filter(({ id }) => id !== ID.seekHead && id !== ID.cues)
    for (const cluster of clusters) {
      cluster.children = cluster.children.filter(({ id }) => id !== ID.crc32)
    }
    const first = clusters[0] as EbmlNode
    // The first block holds the planted SEI; the second holds none.
    let grouped = 0
    first.children = first.children.map((child) =>
      child.id === ID.simpleBlock && grouped++ < 2 ? checksummedGroup(child) : child,
    )
    const groupedFile = writeEbml([ebmlHeader, segment])
    writeFileSync(path, groupedFile)
    expect(blockGroupChecksums(groupedFile)).toEqual({ found: 2, stale: 0 })

    const { copy, remaining, cleanedPath } = await cleaned(path, groupedFile)
    expect(holds(copy, canary)).toBe(false)
    expect(blockGroupChecksums(copy)).toEqual({ found: 1, stale: 0 })
    expect(remaining).toEqual([])
    expect(decodedMd5(cleanedPath, 'video')).toBe(decodedMd5(path, 'video'))
  })
})
