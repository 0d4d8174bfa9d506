import { mkdtempSync, openAsBlob, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanAmr, readAmrHiddenDetails } from '@/lib/media/amr/file'
import { asciiBytes as ascii } from '@/lib/media/core/bytes'
import { amrCases, frameStart, recording, TRAILER } from '../amrRecordings'
import { blobBytes, fixtureBytes, fixtureFile, latin1 } from '../loadFixture'
import { expectSentAsCase, inserted, joinBytes } from '../recordingCases'

/** A stored AMR frame: the header (frame type, Q set) and `length - 1` payload bytes. */
const frame = (frameType: number, length: number) =>
  joinBytes(new Uint8Array([(frameType << 3) | 0x04]), new Uint8Array(length - 1).fill(0x5a))
const blobOf = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>])

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
    const frames = joinBytes(frame(7, 32), frame(8, 6), frame(15, 1), frame(0, 13), frame(15, 1))
    const id3v1 = joinBytes(ascii('TAG'), ascii('Asha Rao'.padEnd(125, '\0')))
    const { blob, after } = await cleanAmr(
      blobOf(joinBytes(ascii('#!AMR\n'), frames, id3v1)),
      'audio/amr',
    )
    expect(await blobBytes(blob)).toEqual(joinBytes(ascii('#!AMR\n'), frames))
    expect(after).toEqual({})
  })

  it('walks AMR-WB frames by the wideband sizes', async () => {
    const frames = joinBytes(frame(8, 61), frame(9, 6), frame(14, 1), frame(0, 18), frame(15, 1))
    const file = blobOf(joinBytes(ascii('#!AMR-WB\n'), frames, ascii('Recorded by Asha Rao')))
    const { blob, before } = await cleanAmr(file, 'audio/amr-wb')
    expect(await blobBytes(blob)).toEqual(joinBytes(ascii('#!AMR-WB\n'), frames))
    expect(before).toEqual({ other: true })
  })

  it('refuses multichannel AMR with its reason', async () => {
    const file = blobOf(
      joinBytes(ascii('#!AMR_MC1.0\n'), new Uint8Array([0, 0, 0, 1]), frame(7, 32)),
    )
    await expect(cleanAmr(file, 'audio/amr')).rejects.toThrow(
      'The AMR recording has several channels, a layout TipWire cannot check, so it cannot be sent',
    )
  })

  it('refuses a file that is not AMR, and one without a whole frame', async () => {
    await expect(cleanAmr(fixtureFile('voice.aac'), 'audio/amr')).rejects.toThrow(
      'The file does not start like an AMR recording',
    )
    await expect(
      cleanAmr(blobOf(joinBytes(ascii('#!AMR\n'), frame(7, 32).subarray(0, 20))), 'audio/amr'),
    ).rejects.toThrow('The AMR file holds no whole sound frame, so there is no sound to send')
  })
})

// Debian's ffmpeg, an outside reader, decodes each original and each copy: what it plays of the
// copy is every frame of the recording, not the cleaner's own count.
describe('cleanAmr past what is not a frame, judged by ffmpeg', () => {
  it.each(amrCases())(
    '$name: keeps every frame ffmpeg decodes, and no other byte',
    async (recordingCase) => {
      const cleaning = await cleanAmr(blobOf(recordingCase.file), 'audio/amr')
      await expectSentAsCase(recordingCase, cleaning)
      expect(cleaning.before).toEqual(recordingCase.reveals)
      expect(cleaning.after).toEqual({})
    },
  )

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

  it('does not take a few bytes of appended text that read as frame headers for sound', async () => {
    const frames = recording(1)
    // '|' reads as a NO_DATA frame: five in a row are not enough to be taken for frames.
    const file = joinBytes(frames, ascii('Asha Rao ||||| Ward 12, MG Road'))
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
