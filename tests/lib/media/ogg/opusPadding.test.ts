import { describe, expect, it } from 'vitest'
import { opusPaddingFinder } from '@/lib/media/ogg/opusPadding'
import type { OggPage } from '@/lib/media/ogg/pages'

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

/** The padding found in one page holding `packets` of `streams` streams, its body read from 0. */
function paddingIn(packets: readonly number[][], streams: number) {
  const body = packets.flat()
  const page: OggPage = {
    start: 0,
    bodyStart: 0,
    end: body.length,
    flags: 0,
    serial: 1,
    lacing: Uint8Array.from(packets.map((packet) => packet.length)),
  }
  const finder = opusPaddingFinder(streams)
  finder.add(page, Uint8Array.from(body), 0)
  return { found: finder.ranges, body }
}

const textAt = (body: readonly number[], { start, end }: { start: number; end: number }) =>
  String.fromCharCode(...body.slice(start, end))

// RFC 6716 §3.2.5 and appendix B: a TOC byte of code 3, a frame count byte (0x40: padding
// follows; 1 frame), the padding's length, in a self-delimited packet the frame's length, the
// frame, the padding.
describe('opusPaddingFinder', () => {
  it('finds the padding of each stream of a multistream packet, self-delimited ones included', () => {
    const first = [0x03, 0x41, 5, 3, 1, 2, 3, ...ascii('PAD-A')]
    const last = [0x03, 0x41, 4, 9, 9, ...ascii('PADB')]
    const { found, body } = paddingIn([[...first, ...last]], 2)
    expect(found.map((range) => textAt(body, range))).toEqual(['PAD-A', 'PADB'])
  })

  it('finds nothing in packets without padding, or whose padding is zeros already', () => {
    const { found } = paddingIn(
      [
        [0x00, 1, 2, 3],
        [0x03, 0x41, 3, 7, 7, 0, 0, 0],
      ],
      1,
    )
    expect(found).toEqual([])
  })
})
