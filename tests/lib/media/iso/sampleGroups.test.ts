import { describe, expect, it } from 'vitest'
import { ascii, utf16le, view } from '../canaries/bytes'
import { withRollGroupingVersion2 } from '../canaries/iso'
import { fixtureBytes } from '../loadFixture'
import { cleanedCopy } from '../cleanedCopy'

const holds = (bytes: Uint8Array, text: string) =>
  [ascii(text), utf16le(text)].some((form) => Buffer.from(bytes).includes(form))

/** The fields of the first sgpd box in `bytes`, as ISO/IEC 14496-12 §8.9.3 lays out version 2. */
function versionTwoDescriptions(bytes: Uint8Array) {
  const box = view(bytes).indexOf('sgpd') - 4
  const read = (at: number) => view(bytes).readUInt32BE(box + at)
  return {
    size: read(0),
    version: bytes[box + 8],
    groupingType: view(bytes).toString('latin1', box + 12, box + 16),
    defaultLength: read(16),
    defaultDescription: read(20),
    entries: read(24),
    rollDistance: view(bytes).readInt16BE(box + 28),
  }
}

describe('sample groups', () => {
  it('writes a roll grouping of sgpd version 2 with its default length and default description, each entry cut to its distance', async () => {
    const canary = 'CANARY-mp4-sgpd-v2'
    const planted = withRollGroupingVersion2(fixtureBytes('located.mp4'), canary)
    expect(holds(planted, canary)).toBe(true)
    const { cleaned, remaining } = await cleanedCopy(planted, 'mp4')
    expect(holds(cleaned, canary)).toBe(false)
    expect(remaining).toEqual([])
    expect(versionTwoDescriptions(cleaned)).toEqual({
      size: 30,
      version: 2,
      groupingType: 'roll',
      defaultLength: 2,
      defaultDescription: 1,
      entries: 1,
      rollDistance: -1,
    })
  })
})
