// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withoutUserData } from '@/lib/media/core/mpegVideoUserData'

const text = (words: string) => [...words].map((letter) => letter.charCodeAt(0))
/** A visual object sequence header (B0) and a video object layer's start (20), as FFmpeg writes them. */
const SEQUENCE = [0, 0, 1, 0xb0, 0x01]
const LAYER = [0, 0, 1, 0x20, 0x00, 0xc4, 0x8d, 0x88]
const USER_DATA = [0, 0, 1, 0xb2, ...text('Lavc59.37.100')]

describe("MPEG-4 Visual's headers", () => {
  it('keep every unit but user data, in order', () => {
    const headers = Uint8Array.from([...SEQUENCE, ...USER_DATA, ...LAYER])
    expect([...withoutUserData(headers)]).toEqual([...SEQUENCE, ...LAYER])
  })

  it('lose what comes before their first start code', () => {
    const headers = Uint8Array.from([...text('CANARY'), ...SEQUENCE, ...LAYER])
    expect([...withoutUserData(headers)]).toEqual([...SEQUENCE, ...LAYER])
  })
})
