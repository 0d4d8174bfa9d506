// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  FRAMES_READ_WHOLE_BYTES,
  blankSkippedData,
  skippedDataInFrames,
  type FramedStream,
} from '@/lib/media/core/frameOpenings'

/** The file's bytes with the patches that blank its streams written over them, and the patches. */
async function blanked(file: Blob, streams: readonly FramedStream[]) {
  const { patches, sampledAbove } = await skippedDataInFrames(file, streams, {
    blankingWithin: [{ start: 0, end: file.size }],
  })
  const bytes = new Uint8Array(await file.arrayBuffer())
  for (const { start, part } of patches) {
    bytes.set(part instanceof Blob ? new Uint8Array(await part.arrayBuffer()) : part, start)
  }
  return { bytes, patches, sampledAbove }
}

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

/** The packets one after the other as a file, and as a stream of Opus, each a run, the first opening it. */
function streamOf(packets: readonly Uint8Array[]): [Blob, FramedStream[]] {
  const runs = packets.map((packet, index) => {
    const start = packets.slice(0, index).reduce((total, before) => total + before.length, 0)
    return { start, end: start + packet.length }
  })
  const file = new Blob(packets.map((packet) => new Uint8Array(packet)))
  return [file, [{ opening: runs.slice(0, 1), later: runs.slice(1), framing: opus }]]
}

/**
 * The packets spread evenly through a file a little larger than cleaning reads whole, zeros
 * between them, as a stream of Opus whose first packet opens it.
 */
function spreadThrough(packets: readonly Uint8Array[]) {
  const gap = Math.ceil(FRAMES_READ_WHOLE_BYTES / packets.length)
  const runs = packets.map((packet, index) => ({
    start: index * gap,
    end: index * gap + packet.length,
  }))
  const file = new Blob(
    packets.flatMap((packet) => [new Uint8Array(packet), new Uint8Array(gap - packet.length)]),
  )
  return { file, runs, stream: { opening: runs.slice(0, 1), later: runs.slice(1), framing: opus } }
}

/** The packets' bytes with the last `padding` bytes of each of `padded` zeroed. */
function withoutPadding(
  packets: readonly Uint8Array[],
  padded: readonly number[],
  padding: number,
) {
  return Uint8Array.from(
    packets.flatMap((packet, index) => {
      const bytes = [...packet]
      return padded.includes(index) ? bytes.fill(0, bytes.length - padding) : bytes
    }),
  )
}

describe('Opus padding, found from the end of a packet', () => {
  it('is blanked in a packet that opens the stream', async () => {
    const packets = [paddedPacket(1000, 200)]
    const { bytes } = await blanked(...streamOf(packets))
    expect(bytes).toEqual(withoutPadding(packets, [0], 200))
  })

  it('is blanked in every packet of a stream, those no first read looked at included', async () => {
    const packets = [
      paddedPacket(300, 0),
      ...Array.from({ length: 40 }, () => paddedPacket(300, 20)),
    ]
    const { bytes } = await blanked(...streamOf(packets))
    expect(bytes).toEqual(withoutPadding(packets, packets.map((_, index) => index).slice(1), 20))
  })

  it('is found and blanked, when cleaning, in one packet of a hundred that a check does not read', async () => {
    const packets = Array.from({ length: 100 }, (_, index) =>
      paddedPacket(300, index === 40 ? 20 : 0),
    )
    const [file, streams] = streamOf(packets)
    const { found, patches } = await skippedDataInFrames(file, streams, {
      blankingWithin: [{ start: 0, end: file.size }],
    })
    expect(found).toBe(true)
    expect(patches).toHaveLength(1)
    const { bytes } = await blanked(file, streams)
    expect(bytes).toEqual(withoutPadding(packets, [40], 20))
  })

  it('is blanked in every packet of a recording too long to read whole, once its opening shows padding', async () => {
    const { file, runs, stream } = spreadThrough(
      Array.from({ length: 100 }, () => paddedPacket(300, 20)),
    )
    const { bytes, patches, sampledAbove } = await blanked(file, [stream])
    expect(patches.length).toBeGreaterThan(0)
    expect(sampledAbove).toBeUndefined()
    for (const { start, end } of runs) {
      expect(bytes.subarray(end - 20, end)).toEqual(new Uint8Array(20))
      expect(bytes[start]).toBe(0x03)
    }
  })

  it('is left, in a recording too long to read whole, where only packets a check does not read hold it; the cleaning says it read the frames in places', async () => {
    const { file, stream } = spreadThrough(
      Array.from({ length: 100 }, (_, index) => paddedPacket(300, index === 40 ? 20 : 0)),
    )
    const cleaning = await skippedDataInFrames(file, [stream], {
      blankingWithin: [{ start: 0, end: file.size }],
    })
    expect(cleaning).toEqual({
      found: false,
      patches: [],
      sampledAbove: FRAMES_READ_WHOLE_BYTES,
    })
  })

  it('is looked for in every frame of a recording read whole, which the cleaning says it did', async () => {
    const [file, streams] = streamOf(Array.from({ length: 100 }, () => paddedPacket(300, 0)))
    const cleaning = await skippedDataInFrames(file, streams, {
      blankingWithin: [{ start: 0, end: file.size }],
    })
    expect(cleaning).toEqual({ found: false, patches: [] })
  })

  it('writes padding in many packets near each other as one copy, not a slice each', async () => {
    const packets = [
      paddedPacket(300, 0),
      ...Array.from({ length: 40 }, () => paddedPacket(300, 20)),
    ]
    const { patches } = await blanked(...streamOf(packets))
    expect(patches.length).toBe(1)
  })

  it('is blanked in a packet longer than a first read of it, once the stream shows padding', async () => {
    const packets = [paddedPacket(300, 0), paddedPacket(70_000, 20), paddedPacket(300, 20)]
    const { bytes } = await blanked(...streamOf(packets))
    expect(bytes).toEqual(withoutPadding(packets, [1, 2], 20))
  })

  it('leaves a stream without padding as it is', async () => {
    const { patches } = await blanked(...streamOf([paddedPacket(300, 0), paddedPacket(70_000, 0)]))
    expect(patches).toEqual([])
  })
})

/** An H.264 SEI NAL unit of unregistered user data, a 16-byte UUID then `text`, its length first. */
function avcUserData(text: string) {
  const payload = [...new Array<number>(16).fill(0x11), ...Buffer.from(text, 'latin1')]
  const unit = [0x06, 5, payload.length, ...payload, 0x80]
  return Uint8Array.from([0, 0, 0, unit.length, ...unit])
}

const avc = { codec: 'avc', lengthSize: 4 } as const

describe('an encoder’s own message', () => {
  it('stays whole and names the encoder where it opens with its name, as x264’s does', () => {
    const frames = avcUserData('x264 - core 164 r3095 - H.264/MPEG-4 AVC codec - options: cabac=1')
    const before = frames.slice()
    expect(blankSkippedData(frames, avc)).toEqual({ blanked: false, encoder: 'x264 - core 164' })
    expect(frames).toEqual(before)
  })

  it('is not what a message naming an encoder only further in is: that is blanked', () => {
    const text = 'Reporter Asha Rao, 12 Main Street, Bengaluru, phone 98450 12345, with Lavc58.134'
    const frames = avcUserData(text)
    expect(blankSkippedData(frames, avc).blanked).toBe(true)
    expect(Buffer.from(frames).includes('Asha Rao')).toBe(false)
  })
})
