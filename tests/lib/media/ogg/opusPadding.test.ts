import { describe, expect, it } from 'vitest'
import { findOpusPadding } from '@/lib/media/ogg/opusPadding'
import type { OggPage } from '@/lib/media/ogg/pages'

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

/** One page holding `packets`, its body at the start of the file (no header is read). */
function onePage(packets: readonly number[][]) {
  const body = packets.flat()
  const page: OggPage = {
    start: 0,
    bodyStart: 0,
    end: body.length,
    flags: 0,
    serial: 1,
    lacing: Uint8Array.from(packets.map((packet) => packet.length)),
  }
  return { file: new Blob([Uint8Array.from(body)]), pages: [page], body }
}

const textAt = (body: readonly number[], { start, end }: { start: number; end: number }) =>
  String.fromCharCode(...body.slice(start, end))

// RFC 6716 §3.2.5 and appendix B: a TOC byte of code 3, a frame count byte (0x40: padding
// follows; 1 frame), the padding's length, in a self-delimited packet the frame's length, the
// frame, the padding.
describe('findOpusPadding', () => {
  it('finds the padding of each stream of a multistream packet, self-delimited ones included', async () => {
    const first = [0x03, 0x41, 5, 3, 1, 2, 3, ...ascii('PAD-A')]
    const last = [0x03, 0x41, 4, 9, 9, ...ascii('PADB')]
    const { file, pages, body } = onePage([[...first, ...last]])
    const found = await findOpusPadding(file, pages, 2)
    expect(found.map((range) => textAt(body, range))).toEqual(['PAD-A', 'PADB'])
  })

  it('finds nothing in packets without padding, or whose padding is zeros already', async () => {
    const { file, pages } = onePage([
      [0x00, 1, 2, 3],
      [0x03, 0x41, 3, 7, 7, 0, 0, 0],
    ])
    expect(await findOpusPadding(file, pages, 1)).toEqual([])
  })
})
