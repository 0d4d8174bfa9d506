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
