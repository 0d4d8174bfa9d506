import { describe, expect, it } from 'vitest'
import { readHiddenDetails } from '@/lib/media'
import { removeHiddenDetails } from '@/lib/media'
import { blobBytes, fixtureBytes, fixtureFile, latin1 } from './loadFixture'
import { sentFramesOf } from './mp3Recordings'

const u32 = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).getUint32(at)

/** Every stco chunk offset, found by walking the boxes on the way to it. */
function chunkOffsets(bytes: Uint8Array, start = 0, end = bytes.length): number[] {
  const offsets: number[] = []
  for (let position = start; position < end; position += u32(bytes, position)) {
    const type = latin1(bytes.subarray(position + 4, position + 8))
    const boxEnd = position + u32(bytes, position)
    if (['moov', 'trak', 'mdia', 'minf', 'stbl'].includes(type)) {
      offsets.push(...chunkOffsets(bytes, position + 8, boxEnd))
    } else if (type === 'stco') {
      for (let index = 0; index < u32(bytes, position + 12); index++) {
        offsets.push(u32(bytes, position + 16 + index * 4))
      }
    }
  }
  return offsets
}

describe('removeHiddenDetails on an MP4', () => {
  it('removes location, device, date and owner, and names the encoder the picture stream keeps', async () => {
    const { removed, remaining, encoderInStream, blob } = await removeHiddenDetails(
      fixtureFile('located.mp4'),
      'mp4',
    )
    expect(removed).toEqual(['location', 'device', 'date', 'owner'])
    expect(remaining).toEqual([])
    expect(encoderInStream).toBe('x264 - core 164')
    expect(blob.type).toBe('video/mp4')
    expect(await readHiddenDetails(blob, 'mp4')).toEqual({})
  })

  it('keeps the length and every chunk offset pointing at the same media bytes', async () => {
    const original = fixtureBytes('located.mp4')
    const cleaned = await blobBytes(
      (await removeHiddenDetails(fixtureFile('located.mp4'), 'mp4')).blob,
    )
    expect(cleaned.length).toBe(original.length)
    const offsets = chunkOffsets(original)
    expect(offsets.length).toBeGreaterThan(0)
    expect(chunkOffsets(cleaned)).toEqual(offsets)
    for (const offset of offsets) {
      expect(cleaned.subarray(offset, offset + 64)).toEqual(original.subarray(offset, offset + 64))
    }
  })

  it('says when the file is too large for every frame to be read, and up to what size they are', async () => {
    const small = await removeHiddenDetails(fixtureFile('located.mp4'), 'mp4')
    expect(small.framesSampledAbove).toBeUndefined()
    // The same file past 64 MB: a free box of zeroes after it, which cleaning drops.
    const padding = 64 * 1024 * 1024
    const freeBox = new Uint8Array(padding + 8)
    new DataView(freeBox.buffer).setUint32(0, freeBox.length)
    freeBox.set([0x66, 0x72, 0x65, 0x65], 4)
    const large = new Blob([fixtureBytes('located.mp4'), freeBox])
    const cleaned = await removeHiddenDetails(large, 'mp4')
    expect(cleaned.framesSampledAbove).toBe(64 * 1024 * 1024)
    expect(cleaned.remaining).toEqual([])
  })

  it('leaves no ©xyz box and no coordinates, make or model in the file', async () => {
    const text = latin1(
      await blobBytes((await removeHiddenDetails(fixtureFile('located.mp4'), 'mp4')).blob),
    )
    expect(latin1(fixtureBytes('located.mp4'))).toContain('\u00a9xyz')
    expect(text).not.toContain('\u00a9xyz')
    expect(text).not.toContain('+12.9716')
    expect(text).not.toContain('iPhone')
    expect(text).not.toContain('Asha Rao')
  })
})

describe('removeHiddenDetails on an MP3', () => {
  it('removes location, date, software, owner and the title, LAME’s name in the frames included', async () => {
    const { removed, remaining, encoderInStream, blob } = await removeHiddenDetails(
      fixtureFile('tagged.mp3'),
      'mp3',
    )
    expect(removed).toEqual(['location', 'date', 'software', 'owner', 'text'])
    expect(remaining).toEqual([])
    expect(encoderInStream).toBeUndefined()
    expect(await readHiddenDetails(blob, 'mp3')).toEqual({})
  })

  it('keeps exactly the audio frames, from the first frame sync to before the ID3v1 tag, their unread bytes zeroed', async () => {
    const original = fixtureBytes('tagged.mp3')
    const cleaned = await blobBytes(
      (await removeHiddenDetails(fixtureFile('tagged.mp3'), 'mp3')).blob,
    )
    expect(latin1(original.subarray(0, 3))).toBe('ID3')
    // An MPEG audio frame starts with eleven set bits: the frame sync.
    expect(new DataView(cleaned.buffer).getUint16(0) & 0xffe0).toBe(0xffe0)
    expect(latin1(original)).toContain('LAME3.100')
    expect(cleaned).toEqual(sentFramesOf(original))
    for (const planted of ['TAG', 'Asha Rao', 'LAME'])
      expect(latin1(cleaned)).not.toContain(planted)
  })
})

describe('removeHiddenDetails on an MP3 with an APEv2 tag', () => {
  it('keeps exactly the audio frames, their unread bytes zeroed: the APE tag and the ID3v1 tag after it go', async () => {
    const original = fixtureBytes('ape-tagged.mp3')
    const { blob, removed, remaining } = await removeHiddenDetails(
      fixtureFile('ape-tagged.mp3'),
      'mp3',
    )
    const cleaned = await blobBytes(blob)
    const apeStart = latin1(original).indexOf('APETAGEX')
    expect(apeStart).toBeGreaterThan(0)
    expect(cleaned).toEqual(sentFramesOf(original.subarray(0, apeStart)))
    expect(removed).toEqual(['date', 'software', 'owner', 'text'])
    expect(remaining).toEqual([])
  })
})

/** RIFF chunks by FourCC, walked independently of the code under test. */
function riffChunks(bytes: Uint8Array) {
  const chunks = new Map<string, Uint8Array>()
  const view = new DataView(bytes.buffer, bytes.byteOffset)
  for (let position = 12; position + 8 <= bytes.length;) {
    const size = view.getUint32(position + 4, true)
    chunks.set(
      latin1(bytes.subarray(position, position + 4)),
      bytes.subarray(position, position + 8 + size),
    )
    position += 8 + size + (size % 2)
  }
  return chunks
}

describe('removeHiddenDetails on a WAV', () => {
  it('removes device, date, software, owner, serial and the description', async () => {
    const { removed, remaining, blob } = await removeHiddenDetails(
      fixtureFile('recorded.wav'),
      'wav',
    )
    expect(removed).toEqual(['device', 'date', 'software', 'owner', 'serial', 'text'])
    expect(remaining).toEqual([])
    expect(blob.type).toBe('audio/wav')
  })

  it('keeps the format and the sound byte for byte, drops INFO and bext, and fixes the RIFF size', async () => {
    const original = riffChunks(fixtureBytes('recorded.wav'))
    const bytes = await blobBytes(
      (await removeHiddenDetails(fixtureFile('recorded.wav'), 'wav')).blob,
    )
    const cleaned = riffChunks(bytes)
    expect([...cleaned.keys()]).toEqual(['fmt ', 'data'])
    expect(cleaned.get('fmt ')).toEqual(original.get('fmt '))
    expect(cleaned.get('data')).toEqual(original.get('data'))
    expect(new DataView(bytes.buffer).getUint32(4, true)).toBe(bytes.length - 8)
    expect(latin1(bytes)).not.toContain('ZOOM')
  })
})

describe('removeHiddenDetails', () => {
  it('refuses bytes that are not the format named, with the reason', async () => {
    await expect(removeHiddenDetails(fixtureFile('tagged.mp3'), 'webm')).rejects.toThrow(
      'The file is not a WebM or Matroska video: it does not start with an EBML header',
    )
  })
})
