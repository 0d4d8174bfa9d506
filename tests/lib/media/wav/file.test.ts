import { describe, expect, it } from 'vitest'
import { cleanWav } from '@/lib/media/wav/file'
import { chunkBytes, riff, riffChunks } from '../canaries/riff'
import { blobBytes, fixtureBytes } from '../loadFixture'

const blob = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)])

/** recorded.wav with its fmt chunk's data replaced by `format`. */
function withFormat(format: Uint8Array) {
  const chunks = riffChunks(fixtureBytes('recorded.wav'))
  return riff(
    'WAVE',
    chunks.map((chunk) => (chunk.id === 'fmt ' ? { id: 'fmt ', body: format } : chunk)),
  )
}

const pcmFormat = () =>
  riffChunks(fixtureBytes('recorded.wav')).find(({ id }) => id === 'fmt ')?.body ?? new Uint8Array()

describe('cleanWav on the format chunk', () => {
  it('refuses a sound format whose settings it cannot check, saying which', async () => {
    const format = Buffer.from(pcmFormat())
    format.writeUInt16LE(0x0161, 0)
    await expect(cleanWav(blob(withFormat(format)))).rejects.toThrow(
      'The WAV’s sound is in a format (tag 0x0161) whose settings TipWire cannot check, so it cannot be cleaned',
    )
  })

  it('refuses WAVE_FORMAT_EXTENSIBLE naming a sub-format by an unknown identifier', async () => {
    const format = Buffer.concat([pcmFormat(), Buffer.alloc(24)])
    format.writeUInt16LE(0xfffe, 0)
    format.writeUInt16LE(22, 16)
    format.write('Asha Rao, 12 MG R', 24, 'latin1')
    await expect(cleanWav(blob(withFormat(format)))).rejects.toThrow(
      'The WAV names its sound format by an identifier TipWire does not know, so it cannot be cleaned',
    )
  })

  it('writes a PCM format as its 16 bytes, whatever a writer put after them', async () => {
    const format = Buffer.concat([pcmFormat(), Buffer.from([4, 0]), Buffer.from('Asha', 'latin1')])
    const { blob: cleaned, before } = await cleanWav(blob(withFormat(format)))
    const kept = riffChunks(await blobBytes(cleaned))
    expect(kept.find(({ id }) => id === 'fmt ')?.body).toEqual(pcmFormat())
    expect(before.other).toBe(true)
  })
})

describe('cleanWav up to the end the RIFF size gives', () => {
  it('drops a chunk past the RIFF body, even one it keeps inside it, and reports it', async () => {
    const source = fixtureBytes('recorded.wav')
    const after = chunkBytes({ id: 'data', body: Buffer.from('Asha Rao, 12 MG Road', 'latin1') })
    const { blob: cleaned, before } = await cleanWav(blob(Buffer.concat([source, after])))
    const kept = riffChunks(await blobBytes(cleaned))
    expect(kept.map(({ id }) => id)).toEqual(['fmt ', 'data'])
    expect(kept[1]?.body).toEqual(riffChunks(source).find(({ id }) => id === 'data')?.body)
    expect(before.other).toBe(true)
  })
})
