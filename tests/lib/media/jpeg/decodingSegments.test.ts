import { describe, expect, it } from 'vitest'
import { withoutJpegHiddenDetails } from '@/lib/media/jpeg/segments'
import { fixtureBytes, latin1 } from '../loadFixture'

const SOF0 = Buffer.from([0xff, 0xc0])
const EOI = Buffer.from([0xff, 0xd9])
const JUNK = 'Asha Rao, 12 MG Road'

/** gps-photo.jpg, its frame's line count set to `lines`, and a DNL with junk after its scan. */
function withDnl(lines: number) {
  const photo = Buffer.from(fixtureBytes('gps-photo.jpg'))
  const height = photo.readUInt16BE(photo.indexOf(SOF0) + 5)
  photo.writeUInt16BE(lines, photo.indexOf(SOF0) + 5)
  const payload = Buffer.concat([Buffer.from([height >> 8, height & 0xff]), Buffer.from(JUNK)])
  const dnl = Buffer.concat([Buffer.from([0xff, 0xdc, 0, payload.length + 2]), payload])
  return { bytes: Buffer.concat([photo.subarray(0, -2), dnl, EOI]), height }
}

describe('a JPEG’s number-of-lines segment (DNL)', () => {
  it('is cut to its 4 bytes where the frame header leaves the number of lines to it', () => {
    const { bytes, height } = withDnl(0)
    const cleaned = Buffer.from(withoutJpegHiddenDetails(bytes).bytes)
    expect(cleaned.subarray(-8)).toEqual(
      Buffer.from([0xff, 0xdc, 0, 4, height >> 8, height & 0xff, 0xff, 0xd9]),
    )
    expect(latin1(cleaned)).not.toContain(JUNK)
  })

  it('goes where the frame header gives the number of lines, and is reported as other data', () => {
    const { bytes, height } = withDnl(64)
    expect(height).toBe(64)
    const { bytes: cleaned, droppedData } = withoutJpegHiddenDetails(bytes)
    expect(Buffer.from(cleaned).indexOf(Buffer.from([0xff, 0xdc]))).toBe(-1)
    expect(droppedData).toBe(true)
  })
})
