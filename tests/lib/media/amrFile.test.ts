import { mkdtempSync, openAsBlob, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanAmr, readAmrHiddenDetails } from '@/lib/media/amrFile'
import { decodedSeconds } from './decoders'
import { blobBytes, fixtureBytes, fixtureFile, latin1 } from './loadFixture'

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))
const join8 = (...parts: Uint8Array[]) => {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  parts.reduce((at, part) => (joined.set(part, at), at + part.length), 0)
  return joined
}
/** A stored AMR frame: the header (frame type, Q set) and `length - 1` payload bytes. */
const frame = (frameType: number, length: number) =>
  join8(new Uint8Array([(frameType << 3) | 0x04]), new Uint8Array(length - 1).fill(0x5a))
const blobOf = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>])

/** voice.amr ends with text an app appended after its 50 frames. */
const TRAILER = 'Recorded by Asha Rao on a Nokia 2720 Flip\n'

describe('readAmrHiddenDetails', () => {
  it('reports the text appended after the last frame as other data', async () => {
    expect(await readAmrHiddenDetails(fixtureFile('voice.amr'))).toEqual({ other: true })
  })

  it('finds nothing in a recording that is only its frames', async () => {
    const original = fixtureBytes('voice.amr')
    const framesOnly = original.subarray(0, original.length - TRAILER.length)
    expect(await readAmrHiddenDetails(blobOf(framesOnly))).toEqual({})
  })
})

describe('cleanAmr on a feature phone’s voice recording', () => {
  it('keeps the magic line and every frame byte for byte, and drops the appended text', async () => {
    const original = fixtureBytes('voice.amr')
    const { blob, before, after } = await cleanAmr(fixtureFile('voice.amr'), 'audio/amr')
    const cleaned = await blobBytes(blob)
    expect(latin1(original)).toContain('Asha Rao')
    expect(cleaned).toEqual(original.subarray(0, original.length - TRAILER.length))
    expect(latin1(cleaned)).not.toContain('Asha Rao')
    expect(before).toEqual({ other: true })
    expect(after).toEqual({})
    expect(blob.type).toBe('audio/amr')
  })

  it('drops a last frame cut short, as an interrupted recording leaves it', async () => {
    const original = fixtureBytes('voice.amr')
    const framesEnd = original.length - TRAILER.length
    // The last frame is a 12.2 kbit/s one: 32 bytes with its header.
    const cut = original.subarray(0, framesEnd - 5)
    const { blob, before } = await cleanAmr(blobOf(cut), 'audio/amr')
    expect(await blobBytes(blob)).toEqual(original.subarray(0, framesEnd - 32))
    expect(before).toEqual({ other: true })
  })

  it('walks SID and NO_DATA frames by their sizes and stops at an ID3v1 tag', async () => {
    const frames = join8(frame(7, 32), frame(8, 6), frame(15, 1), frame(0, 13), frame(15, 1))
    const id3v1 = join8(ascii('TAG'), ascii('Asha Rao'.padEnd(125, '\0')))
    const { blob, after } = await cleanAmr(
      blobOf(join8(ascii('#!AMR\n'), frames, id3v1)),
      'audio/amr',
    )
    expect(await blobBytes(blob)).toEqual(join8(ascii('#!AMR\n'), frames))
    expect(after).toEqual({})
  })

  it('walks AMR-WB frames by the wideband sizes', async () => {
    const frames = join8(frame(8, 61), frame(9, 6), frame(14, 1), frame(0, 18), frame(15, 1))
    const file = blobOf(join8(ascii('#!AMR-WB\n'), frames, ascii('Recorded by Asha Rao')))
    const { blob, before } = await cleanAmr(file, 'audio/amr-wb')
    expect(await blobBytes(blob)).toEqual(join8(ascii('#!AMR-WB\n'), frames))
    expect(before).toEqual({ other: true })
  })

  it('refuses multichannel AMR with its reason', async () => {
    const file = blobOf(join8(ascii('#!AMR_MC1.0\n'), new Uint8Array([0, 0, 0, 1]), frame(7, 32)))
    await expect(cleanAmr(file, 'audio/amr')).rejects.toThrow(
      'The AMR recording has several channels, a layout TipWire cannot check, so it cannot be sent',
    )
  })

  it('refuses a file that is not AMR, and one without a whole frame', async () => {
    await expect(cleanAmr(fixtureFile('voice.aac'), 'audio/amr')).rejects.toThrow(
      'The file does not start like an AMR recording',
    )
    await expect(
      cleanAmr(blobOf(join8(ascii('#!AMR\n'), frame(7, 32).subarray(0, 20))), 'audio/amr'),
    ).rejects.toThrow('The AMR file holds no whole sound frame, so there is no sound to send')
  })
})

const MAGIC = ascii('#!AMR\n')
/** voice.amr's 50 frames, one second, without its magic line and the text after them. */
const voiceFrames = () => fixtureBytes('voice.amr').slice(MAGIC.length, -TRAILER.length)
/** A recording `seconds` long: the magic line, then voice.amr's frames over again. */
const recording = (seconds: number) => join8(MAGIC, ...Array.from({ length: seconds }, voiceFrames))
/** voice.amr's two frame types, 12.2 and 4.75 kbit/s, by the lengths TS 26.101 gives them. */
const FRAME_LENGTHS = new Map([
  [7, 32],
  [0, 13],
])
/** Where frame `index` of a recording made by `recording` starts. */
function frameStart(bytes: Uint8Array, index: number) {
  let at = MAGIC.length
  for (let frame = 0; frame < index; frame++) at += FRAME_LENGTHS.get((bytes[at] ?? 0) >> 3) ?? 0
  return at
}
const without = (bytes: Uint8Array, start: number, end: number) =>
  join8(bytes.subarray(0, start), bytes.subarray(end))
const inserted = (bytes: Uint8Array, at: number, added: Uint8Array) =>
  join8(bytes.subarray(0, at), added, bytes.subarray(at))

// Debian's ffmpeg, an outside reader, decodes each original and each copy: what it plays of the
// copy is every frame of the recording, not the cleaner's own count.
describe('cleanAmr past what is not a frame, judged by ffmpeg', () => {
  it('keeps both of two recordings joined end to end, without the second magic line', async () => {
    const [first, second] = [recording(3), recording(2)]
    const { blob, before, shortened } = await cleanAmr(blobOf(join8(first, second)), 'audio/amr')
    const cleaned = await blobBytes(blob)
    expect(cleaned).toEqual(join8(first, second.subarray(MAGIC.length)))
    // ffmpeg reads the second magic line as a frame header and decodes noise until it falls
    // back in step (5.28 s of the joined file): each recording is judged on its own.
    expect(decodedSeconds(cleaned)).toBe(decodedSeconds(first) + decodedSeconds(second))
    expect(decodedSeconds(cleaned)).toBe(5)
    expect(before).toEqual({})
    expect(shortened).toBeUndefined()
  })

  it('keeps a frame whose header has a padding bit set, which decoders ignore, with the bit cleared', async () => {
    const original = recording(3)
    const damaged = original.slice()
    const at = frameStart(original, 10)
    damaged[at] = (original[at] ?? 0) | 0x80
    const { blob, before, shortened } = await cleanAmr(blobOf(damaged), 'audio/amr')
    const cleaned = await blobBytes(blob)
    expect(cleaned).toEqual(original)
    expect(decodedSeconds(cleaned)).toBe(decodedSeconds(damaged))
    expect(decodedSeconds(cleaned)).toBe(3)
    expect(before).toEqual({})
    expect(shortened).toBeUndefined()
  })

  it('keeps every frame around bytes no decoder reads as sound, and says the recording may be shorter', async () => {
    const original = recording(3)
    // Erased flash memory reads as 0xff: to a decoder, NO_DATA frames with their padding set.
    const withJunk = inserted(original, frameStart(original, 75), new Uint8Array(40).fill(0xff))
    const { blob, before, after, shortened } = await cleanAmr(blobOf(withJunk), 'audio/amr')
    const cleaned = await blobBytes(blob)
    expect(cleaned).toEqual(original)
    expect(decodedSeconds(cleaned)).toBe(decodedSeconds(withJunk))
    expect(decodedSeconds(cleaned)).toBe(3)
    expect(before).toEqual({ other: true })
    expect(after).toEqual({})
    // 40 bytes are about one frame of this recording: they cannot be told from a damaged frame.
    expect(shortened).toEqual({ sentMs: 3000, originalMs: 3020 })
  })

  it('takes out text put between frames and keeps the frames after it', async () => {
    const original = recording(3)
    const text = ascii('Recorded by Asha Rao, Ward 12\n')
    const { blob, before } = await cleanAmr(
      blobOf(inserted(original, frameStart(original, 75), text)),
      'audio/amr',
    )
    const cleaned = await blobBytes(blob)
    expect(cleaned).toEqual(original)
    expect(latin1(cleaned)).not.toContain('Asha Rao')
    expect(before).toEqual({ other: true })
  })

  it('drops a frame whose type was damaged, keeps every frame after it, and says how much shorter it is', async () => {
    const original = recording(3)
    const [at, next] = [frameStart(original, 10), frameStart(original, 11)]
    const damaged = original.slice()
    // Frame type 12 is reserved: no decoder can tell this frame's length.
    damaged[at] = (12 << 3) | 0x04
    const { blob, before, shortened } = await cleanAmr(blobOf(damaged), 'audio/amr')
    const cleaned = await blobBytes(blob)
    const withoutFrame = without(original, at, next)
    expect(cleaned).toEqual(withoutFrame)
    expect(decodedSeconds(cleaned)).toBe(decodedSeconds(withoutFrame))
    expect(decodedSeconds(cleaned)).toBe(2.98)
    expect(before).toEqual({ other: true })
    expect(shortened).toEqual({ sentMs: 2980, originalMs: 3000 })
  })

  it('does not take a few bytes of appended text that read as frame headers for sound', async () => {
    const frames = recording(1)
    // '|' reads as a NO_DATA frame: five in a row are not enough to be taken for frames.
    const file = join8(frames, ascii('Asha Rao ||||| Ward 12, MG Road'))
    const { blob, before, shortened } = await cleanAmr(blobOf(file), 'audio/amr')
    expect(await blobBytes(blob)).toEqual(frames)
    expect(before).toEqual({ other: true })
    expect(shortened).toBeUndefined()
  })
})

describe('cleanAmr on a recording with 400 MB appended', () => {
  let folder: string
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'tipwire-amr-'))
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  /** Bytes this process has read from files so far (Linux's rchar). */
  const bytesReadSoFar = () =>
    Number(/rchar: (\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))?.[1])

  it('reads a few megabytes of what follows the frames, not all of it', async () => {
    const path = join(folder, 'long-trailer.amr')
    const original = fixtureBytes('voice.amr')
    writeFileSync(path, original)
    truncateSync(path, original.length + 400 * 1024 * 1024)
    const file = await openAsBlob(path)
    const before = bytesReadSoFar()
    const { blob } = await cleanAmr(file, 'audio/amr')
    expect(bytesReadSoFar() - before).toBeLessThan(16 * 1024 * 1024)
    expect(blob.size).toBe(original.length - TRAILER.length)
  })
})
