import { describe, expect, it } from 'vitest'
import { withoutWebpHiddenDetails } from '@/lib/media/webp/chunks'
import { fixtureBytes } from '../loadFixture'

const chunk = (fourCC: string, data: Uint8Array) => {
  const header = Buffer.alloc(8)
  header.write(fourCC, 0, 'latin1')
  header.writeUInt32LE(data.length, 4)
  return Buffer.concat([header, data, Buffer.alloc(data.length % 2)])
}

/** Each chunk of a WebP after its RIFF header: FourCC and data. */
function chunks(bytes: Uint8Array) {
  const view = Buffer.from(bytes)
  const found: { fourCC: string; data: Buffer }[] = []
  for (let at = 12; at + 8 <= view.length;) {
    const size = view.readUInt32LE(at + 4)
    found.push({
      fourCC: view.toString('latin1', at, at + 4),
      data: view.subarray(at + 8, at + 8 + size),
    })
    at += 8 + size + (size % 2)
  }
  return found
}

/** photo.webp's chunks, with the VP8X flags and reserved bytes, and an ALPH chunk, as given. */
function webpWith(vp8xHead: number[], alphaHeader: number) {
  const source = chunks(fixtureBytes('photo.webp'))
  const vp8x = Buffer.from(source.find(({ fourCC }) => fourCC === 'VP8X')?.data ?? [])
  vp8x.set(vp8xHead)
  const body = Buffer.concat([
    Buffer.from('WEBP'),
    chunk('VP8X', vp8x),
    chunk('ALPH', Buffer.from([alphaHeader, 1, 2, 3, 4])),
    ...source
      .filter(({ fourCC }) => fourCC === 'VP8 ')
      .map(({ fourCC, data }) => chunk(fourCC, data)),
  ])
  const header = Buffer.alloc(8)
  header.write('RIFF', 0, 'latin1')
  header.writeUInt32LE(body.length, 4)
  return Buffer.concat([header, body])
}

describe('a WebP’s kept chunks, written from their fields', () => {
  it('zeroes the reserved bits of VP8X and ALPH, and VP8X’s reserved bytes', () => {
    const cleaned = chunks(withoutWebpHiddenDetails(webpWith([0xd0, 0x41, 0x52, 0x4f], 0xc1)).bytes)
    const first = (fourCC: string) => [
      ...(cleaned.find((each) => each.fourCC === fourCC)?.data ?? []),
    ]
    expect(first('VP8X').slice(0, 4)).toEqual([0x10, 0, 0, 0])
    expect(first('ALPH')).toEqual([0x01, 1, 2, 3, 4])
  })
})
