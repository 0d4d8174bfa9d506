// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { WrittenFile } from '@/lib/videoCover/writtenFile'

const bytes = (text: string) => new TextEncoder().encode(text)
const text = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer())

describe('WrittenFile', () => {
  it('is the pieces written one after another', async () => {
    const file = new WrittenFile()
    file.write(bytes('mdat'), 0)
    file.write(bytes('picture'), 4)
    const blob = file.blob('video/mp4')
    expect(await text(blob)).toBe('mdatpicture')
    expect(blob.type).toBe('video/mp4')
  })

  it('lays a write back into what is written over it, as a muxer fills in a size once known', async () => {
    const file = new WrittenFile()
    file.write(bytes('????mdat'), 0)
    file.write(bytes('frames'), 8)
    file.write(bytes('0014'), 0)
    expect(await text(file.blob(''))).toBe('0014mdatframes')
  })

  it('takes a write that reaches past the end as a write back and a new piece', async () => {
    const file = new WrittenFile()
    file.write(bytes('abcd'), 0)
    file.write(bytes('XYZW'), 2)
    file.write(bytes('AB'), 0)
    expect(await text(file.blob(''))).toBe('ABXYZW')
  })

  it('refuses a write that would leave a gap', () => {
    const file = new WrittenFile()
    expect(() => file.write(bytes('late'), 4)).toThrow('gap')
  })

  it('is written through a stream, as mediabunny writes', async () => {
    const file = new WrittenFile()
    const writer = file.stream().getWriter()
    await writer.write({ data: bytes('head'), position: 0 })
    await writer.write({ data: bytes('HE'), position: 0 })
    await writer.close()
    expect(await text(file.blob(''))).toBe('HEad')
  })
})
