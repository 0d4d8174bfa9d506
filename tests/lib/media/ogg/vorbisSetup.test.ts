import { describe, expect, it } from 'vitest'
import { writeVorbisPrivate } from '@/lib/media/matroska/xiphPrivate'
import { ascii, concat, u8 } from '../canaries/bytes'
import { fixtureBytes } from '../loadFixture'

const TAIL = ascii('Recorded by Asha Rao, 12 MG Road')

/** vorbis.ogg's three header packets: the first page holds the first, the second the others. */
function vorbisHeaders() {
  const bytes = Buffer.from(fixtureBytes('vorbis.ogg'))
  const packets: Buffer[] = []
  for (let at = 0; packets.length < 3;) {
    const segments = bytes[at + 26] ?? 0
    let body = at + 27 + segments
    let start = body
    for (const value of bytes.subarray(at + 27, at + 27 + segments)) {
      body += value
      if (value < 255) {
        packets.push(bytes.subarray(start, body))
        start = body
      }
    }
    at = body
  }
  const [identification, comments, setup] = packets as [Buffer, Buffer, Buffer]
  return { identification, comments, setup }
}

/** Packets in Xiph lacing, as Matroska's Vorbis CodecPrivate holds them. */
const xiphLaced = (packets: readonly Uint8Array[]) =>
  concat(
    u8(packets.length - 1),
    ...packets
      .slice(0, -1)
      .map(({ length }) =>
        Buffer.from([...new Array<number>(Math.floor(length / 255)).fill(255), length % 255]),
      ),
    ...packets,
  )

describe("Matroska's Vorbis CodecPrivate", () => {
  const { identification, comments, setup } = vorbisHeaders()

  it('keeps the setup header up to its framing bit and drops what a writer put after it, said as other data', async () => {
    const written = await writeVorbisPrivate(
      xiphLaced([identification, comments, concat(setup, TAIL)]),
    )
    const data = Buffer.from(written.data ?? [])
    expect(data.includes(TAIL)).toBe(false)
    expect(data.subarray(-setup.length)).toEqual(setup)
    expect(written.revealed.other).toBe(true)
  })

  it('is refused with its reason when a codebook has a table of values and no dimension', async () => {
    // Bits packed from each byte's lowest, as Vorbis packs them.
    const bits: number[] = []
    const put = (value: number, count: number) => {
      for (let bit = 0; bit < count; bit++) bits.push(Math.floor(value / 2 ** bit) % 2)
    }
    put(0, 8) // one codebook
    put(0x564342, 24) // its sync
    put(0, 16) // no dimension
    put(2, 24) // two entries
    put(0, 2) // not ordered, not sparse
    put(1, 5)
    put(1, 5) // each entry's length
    put(1, 4) // lookup type 1
    put(0, 64 + 4 + 1 + 8) // minimum, delta, value bits, sequence flag, values
    while (bits.length % 8) bits.push(0)
    const codebooks = Uint8Array.from({ length: bits.length / 8 }, (_, byte) =>
      bits.slice(byte * 8, byte * 8 + 8).reduce((value, bit, index) => value + bit * 2 ** index, 0),
    )
    const crafted = concat(ascii('\x05vorbis'), codebooks)
    await expect(
      writeVorbisPrivate(xiphLaced([identification, comments, crafted])),
    ).rejects.toThrow('The Vorbis setup header cannot be read to its end')
  })

  it('is refused with its reason when its setup header cannot be read to its framing bit', async () => {
    const cutShort = setup.subarray(0, Math.floor(setup.length / 2))
    await expect(
      writeVorbisPrivate(xiphLaced([identification, comments, cutShort])),
    ).rejects.toThrow('The Vorbis setup header cannot be read to its end')
  })
})
