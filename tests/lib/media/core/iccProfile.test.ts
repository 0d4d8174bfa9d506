import { describe, expect, it } from 'vitest'
import { rewriteIccProfile } from '@/lib/media/core/iccProfile'
import { fixtureBytes } from '../loadFixture'

const view = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)

/** The profile in gps-photo.jpg's APP2 segment (version 4 sRGB, matrix and curves). */
function sourceProfile() {
  const jpeg = fixtureBytes('gps-photo.jpg')
  const at = view(jpeg).indexOf('ICC_PROFILE\0', 0, 'latin1')
  return Buffer.from(jpeg.subarray(at + 14, at - 2 + view(jpeg).readUInt16BE(at - 2)))
}

/** Each tag's signature and data, read independently of the engine. */
function tags(profile: Uint8Array) {
  const count = view(profile).readUInt32BE(128)
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => {
      const entry = 132 + index * 12
      const offset = view(profile).readUInt32BE(entry + 4)
      const data = profile.subarray(offset, offset + view(profile).readUInt32BE(entry + 8))
      return [view(profile).toString('latin1', entry, entry + 4), Buffer.from(data).toString('hex')]
    }),
  )
}

const mlucText = (hex: string | undefined) => {
  const data = Buffer.from(hex ?? '', 'hex')
  const length = data.readUInt32BE(20)
  const offset = data.readUInt32BE(24)
  return data
    .subarray(offset, offset + length)
    .swap16()
    .toString('utf16le')
}

describe('a colour profile written anew', () => {
  it('keeps the colorants, tone curves and white point byte for byte', () => {
    const source = tags(sourceProfile())
    const written = tags(rewriteIccProfile(sourceProfile()) ?? new Uint8Array())
    for (const signature of ['rXYZ', 'gXYZ', 'bXYZ', 'wtpt', 'rTRC', 'gTRC', 'bTRC']) {
      expect(written[signature]).toBe(source[signature])
    }
  })

  it('describes itself neutrally, with no copyright or device text', () => {
    const written = tags(rewriteIccProfile(sourceProfile()) ?? new Uint8Array())
    expect(mlucText(written.desc)).toBe('ICC Profile')
    expect(mlucText(written.cprt)).toBe('')
    expect(Object.keys(written).sort()).toEqual(
      ['bTRC', 'bXYZ', 'cprt', 'desc', 'gTRC', 'gXYZ', 'rTRC', 'rXYZ', 'wtpt'].sort(),
    )
  })

  it('zeroes the header fields that do not define colour and drops bytes past the declared size', () => {
    const planted = Buffer.concat([sourceProfile(), Buffer.from('Asha Rao')])
    planted.write('Pixel 8 Pro serial', 84, 'latin1')
    planted.write('GOOG', 48, 'latin1')
    const written = rewriteIccProfile(planted) ?? new Uint8Array()
    expect(view(written).readUInt32BE(0)).toBe(written.length)
    expect(
      view(written)
        .subarray(48, 56)
        .every((byte) => byte === 0),
    ).toBe(true)
    expect(
      view(written)
        .subarray(80, 128)
        .every((byte) => byte === 0),
    ).toBe(true)
    expect(view(written).toString('latin1')).not.toContain('Asha Rao')
    expect(view(written).toString('latin1', 12, 24)).toBe('mntrRGB XYZ ')
  })

  it('gives the same bytes when written a second time', () => {
    const once = rewriteIccProfile(sourceProfile()) ?? new Uint8Array()
    expect(rewriteIccProfile(once)).toEqual(once)
  })

  it('reads no profile in bytes that are not one', () => {
    expect(rewriteIccProfile(new TextEncoder().encode('Asha Rao '.repeat(20)))).toBeUndefined()
    const truncated = sourceProfile().subarray(0, 300)
    expect(rewriteIccProfile(truncated)).toBeUndefined()
  })
})

const u32 = (value: number) =>
  Buffer.from([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff])
const u16 = (value: number) => Buffer.from([value >> 8, value & 0xff])
const JUNK = Buffer.from('Asha Rao, 12 MG Road')

/** A profile of `space` whose one tag, A2B0, holds `lut`: its header written by hand. */
function lutProfile(version: number, space: string, lut: Buffer) {
  const header = Buffer.alloc(128)
  header[8] = version
  header.write(`prtr${space}Lab `, 12, 'latin1')
  header.write('acsp', 36, 'latin1')
  const table = Buffer.concat([u32(1), Buffer.from('A2B0'), u32(128 + 16), u32(lut.length)])
  const profile = Buffer.concat([header, table, lut])
  profile.writeUInt32BE(profile.length, 0)
  return profile
}

const a2b0 = (profile: Uint8Array) => Buffer.from(tags(profile).A2B0 ?? '', 'hex')

describe('a colour profile drawn through lookup tables, written anew', () => {
  it('keeps a lut16 transform whole and drops what follows it in its tag', () => {
    const tables = Buffer.from(
      Array.from({ length: 2 * (2 * 4 + 2 ** 4 * 3 + 2 * 3) }, (_, i) => i % 251),
    )
    const matrix = Buffer.alloc(36)
    const lut = Buffer.concat([
      Buffer.from('mft2'),
      JUNK.subarray(0, 4),
      Buffer.from([4, 3, 2, 9]),
      matrix,
      u16(2),
      u16(2),
      tables,
    ])
    const written = rewriteIccProfile(lutProfile(2, 'CMYK', Buffer.concat([lut, JUNK])))
    expect(a2b0(written ?? new Uint8Array())).toEqual(
      Buffer.concat([
        Buffer.from('mft2'),
        Buffer.alloc(4),
        Buffer.from([4, 3, 2, 0]),
        matrix,
        u16(2),
        u16(2),
        tables,
      ]),
    )
  })

  it('keeps a lutAToB transform’s curves, matrix and table, and nothing between them', () => {
    const gamma = Buffer.concat([
      Buffer.from('para'),
      Buffer.alloc(4),
      u16(0),
      u16(0),
      u32(0x00026666),
    ])
    const curves = Buffer.concat([gamma, gamma, gamma])
    const matrix = Buffer.from(Array.from({ length: 48 }, (_, i) => i))
    const grid = Buffer.concat([
      Buffer.from([2, 2, 2]),
      Buffer.alloc(13),
      Buffer.from([1, 0, 0, 0]),
    ])
    const entries = Buffer.from(Array.from({ length: 2 ** 3 * 3 }, (_, i) => 200 - i))
    const clut = Buffer.concat([grid, entries])
    // B at 32, junk, matrix, M, CLUT, A: every element but B after some junk.
    const at = { b: 32, matrix: 32 + curves.length + JUNK.length, m: 0, clut: 0, a: 0 }
    at.m = at.matrix + matrix.length + JUNK.length
    at.clut = at.m + curves.length + JUNK.length
    at.a = at.clut + clut.length + JUNK.length
    const lut = Buffer.concat([
      Buffer.from('mAB '),
      Buffer.alloc(4),
      Buffer.from([3, 3, 0, 0]),
      u32(at.b),
      u32(at.matrix),
      u32(at.m),
      u32(at.clut),
      u32(at.a),
      curves,
      JUNK,
      matrix,
      JUNK,
      curves,
      JUNK,
      clut,
      JUNK,
      curves,
    ])
    const written = a2b0(rewriteIccProfile(lutProfile(4, 'RGB ', lut)) ?? new Uint8Array())
    const b = 32
    const writtenMatrix = b + curves.length
    const m = writtenMatrix + 48
    const table = m + curves.length
    const a = table + clut.length
    expect(written).toEqual(
      Buffer.concat([
        Buffer.from('mAB '),
        Buffer.alloc(4),
        Buffer.from([3, 3, 0, 0]),
        u32(b),
        u32(writtenMatrix),
        u32(m),
        u32(table),
        u32(a),
        curves,
        matrix,
        curves,
        clut,
        curves,
      ]),
    )
  })
})
