// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { skippedNalPayloads } from '@/lib/media/core/seiUserData'

const REGISTERED = 4

/** A sample of one H.264 SEI NAL unit (4-byte length) holding one registered (T.35) message. */
function sampleWithT35(payload: readonly number[]) {
  const unit = [0x06, REGISTERED, payload.length, ...payload, 0x80]
  return Uint8Array.from([0, 0, 0, unit.length, ...unit])
}

const canary = [...'CANARY'].map((letter) => letter.charCodeAt(0))
const AVC = { codec: 'avc', lengthSize: 4 } as const

describe('registered user data (ITU-T T.35) in SEI', () => {
  it('keeps HDR10+ metadata, a screen’s brightness numbers', () => {
    const hdr10Plus = [0xb5, 0x00, 0x3c, 0x00, 0x01, 0x04, 0x01, 0x40]
    expect(skippedNalPayloads(sampleWithT35(hdr10Plus), AVC).data).toEqual([])
  })

  it('finds any other message of the same provider, which may hold any bytes', () => {
    const sample = sampleWithT35([0xb5, 0x00, 0x3c, ...canary])
    expect(skippedNalPayloads(sample, AVC).data).toEqual([{ start: 7, end: 16 }])
  })
})
