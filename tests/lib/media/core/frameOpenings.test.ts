// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readSkippedData } from '@/lib/media/core/frameOpenings'

/** An Opus packet of one frame of `frameBytes` and `padding` bytes of padding (code 3). */
function paddedPacket(frameBytes: number, padding: number) {
  const code3 = 0x03
  const oneFramePadded = 0x41
  const paddingLength = [...new Array<number>(Math.floor(padding / 255)).fill(255), padding % 255]
  return Uint8Array.from([
    code3,
    oneFramePadded,
    ...paddingLength,
    ...new Array<number>(frameBytes).fill(0x41),
    ...new Array<number>(padding).fill(0x50),
  ])
}

const opus = { codec: 'opus', streams: 1 } as const

describe('Opus padding, found from the end of a packet', () => {
  it('is blanked in a packet read whole', async () => {
    const packet = paddedPacket(1000, 200)
    const run = { start: 0, end: packet.length }
    const { patches } = await readSkippedData(new Blob([packet]), [
      { opening: [run], later: [], framing: opus },
    ])
    expect(patches).toEqual([{ start: 1003, bytes: new Uint8Array(200) }])
  })

  it('is not looked for in a packet longer than what is read of it: its end is not there', async () => {
    const packet = paddedPacket(70_000, 200)
    const run = { start: 0, end: packet.length }
    const { patches, left } = await readSkippedData(new Blob([packet]), [
      { opening: [run], later: [], framing: opus },
    ])
    expect({ patches, left }).toEqual({ patches: [], left: false })
  })
})
