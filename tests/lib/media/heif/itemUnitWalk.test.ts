// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { blankedItemUserData } from '@/lib/media/heif/itemUserData'
import type { HeifItem, HeifMeta } from '@/lib/media/heif/items'
import { ascii, concat, u32be } from '../canaries/bytes'

/** An H.264 SEI NAL unit of unregistered user data, a UUID then `text`, its length first. */
function avcUserData(text: string) {
  const payload = concat(new Uint8Array(16).fill(0x11), ascii(text))
  const unit = concat(Uint8Array.of(0x06, 5, payload.length), payload, Uint8Array.of(0x80))
  return concat(u32be(unit.length), unit)
}

/** An H.264 slice NAL unit of `length` bytes of picture, its length first. */
const avcSlice = (length: number) =>
  concat(u32be(length + 1), Uint8Array.of(0x65), new Uint8Array(length).fill(0x5a))

/**
 * A photo's meta box as the walk reads it: one avc1 picture, its avcC (4-byte NAL lengths) the
 * only property, its data in `extents` of the file.
 */
function avcPhoto(extents: HeifItem['extents']): HeifMeta {
  const avcC = concat(u32be(15), ascii('avcC'), Uint8Array.of(1, 0x64, 0, 0x1f, 0xff, 0xe0, 0))
  const item: HeifItem = {
    id: 1,
    type: 'avc1',
    contentType: '',
    contentEncoding: '',
    hidden: false,
    encrypted: false,
    storedIn: 'file',
    extents,
  }
  return {
    bytes: avcC,
    primaryId: 1,
    items: new Map([[1, item]]),
    references: [],
    properties: [{ type: 'avcC', start: 0, payloadStart: 8, end: avcC.length }],
    links: new Map([[1, [{ index: 1, essential: true }]]]),
    unknownBoxes: [],
  }
}

/** The file's bytes with the patches written over them. */
function patched(file: Uint8Array, patches: readonly { start: number; part: Uint8Array | Blob }[]) {
  const bytes = file.slice()
  for (const { start, part } of patches) {
    if (part instanceof Blob) throw new Error('a picture unit is patched from its bytes')
    bytes.set(part, start)
  }
  return bytes
}

const holds = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text)

describe('an H.264 picture item’s units, walked from their headers', () => {
  it('blank user data after 20 kB of slice, and patch only the SEI’s bytes', async () => {
    const data = concat(avcSlice(20_000), avcUserData('Asha Rao CANARY-avc1-item'))
    const file = concat(ascii('mdat'), data)
    const meta = avcPhoto([{ start: 4, end: file.length }])
    const { patches, blanked } = await blankedItemUserData(new Blob([file]), meta, new Set([1]))
    expect(blanked).toBe(true)
    expect(patches.every(({ start }) => start >= 4 + 20_005)).toBe(true)
    const cleaned = patched(file, patches)
    expect(holds(cleaned, 'CANARY-avc1-item')).toBe(false)
    expect(cleaned.subarray(0, 4 + 20_005)).toEqual(file.subarray(0, 4 + 20_005))
  })

  it('fill a filler unit after the slice as the standard writes it, its text gone', async () => {
    const filler = concat(
      Uint8Array.of(0x0c),
      ascii('Asha Rao CANARY-avc1-filler'),
      Uint8Array.of(0x80),
    )
    const data = concat(avcSlice(100), u32be(filler.length), filler)
    const meta = avcPhoto([{ start: 0, end: data.length }])
    const { patches } = await blankedItemUserData(new Blob([data]), meta, new Set([1]))
    const cleaned = patched(data, patches)
    expect(holds(cleaned, 'CANARY-avc1-filler')).toBe(false)
    expect([...cleaned.subarray(data.length - filler.length + 1)]).toEqual([
      ...new Array<number>(filler.length - 2).fill(0xff),
      0x80,
    ])
  })

  it('find user data whose unit lies across two extents, and patch each extent', async () => {
    const data = concat(avcUserData('Asha Rao CANARY-across-extents'), avcSlice(100))
    const split = 20
    // The second extent comes first in the file, with other bytes between.
    const file = concat(data.subarray(split), ascii('gap!'), data.subarray(0, split))
    const second = { start: 0, end: data.length - split }
    const first = { start: data.length - split + 4, end: file.length }
    const meta = avcPhoto([first, second])
    const { patches } = await blankedItemUserData(new Blob([file]), meta, new Set([1]))
    expect(patches.length).toBe(2)
    const cleaned = patched(file, patches)
    expect(holds(cleaned, 'CANARY-across-extents')).toBe(false)
    expect(holds(cleaned, 'gap!')).toBe(true)
  })

  it('refuse a picture whose units stop before its data ends: what follows is not picture', async () => {
    const data = concat(avcSlice(50), u32be(0), avcUserData('unread'))
    const meta = avcPhoto([{ start: 0, end: data.length }])
    await expect(blankedItemUserData(new Blob([data]), meta, new Set([1]))).rejects.toThrow(
      'not part of the picture',
    )
  })

  it.each([
    [
      'an SEI whose length runs past the data',
      concat(avcSlice(50), avcUserData('Asha Rao').subarray(0, 30)),
    ],
    ['two bytes after the last unit', concat(avcSlice(50), Uint8Array.of(0, 7))],
  ])(
    'refuse a picture with %s: no decoder takes it, and it would be blanked nowhere',
    async (_, data) => {
      const meta = avcPhoto([{ start: 0, end: data.length }])
      await expect(blankedItemUserData(new Blob([data]), meta, new Set([1]))).rejects.toThrow(
        'not part of the picture',
      )
    },
  )

  it('refuse a picture that does not say how its units are laid out', async () => {
    const meta = { ...avcPhoto([{ start: 0, end: 10 }]), properties: [] }
    await expect(
      blankedItemUserData(new Blob([new Uint8Array(10)]), meta, new Set([1])),
    ).rejects.toThrow('does not say how its data is laid out')
  })
})
