import { describe, expect, it } from 'vitest'
import { readHiddenDetails } from '@/lib/media'
import { removeHiddenDetails } from '@/lib/media'
import { blobBytes } from '../loadFixture'

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))
const utf16WithBom = (text: string) => [
  0xff,
  0xfe,
  ...Array.from(text).flatMap((c) => [c.charCodeAt(0), 0]),
]
const u32 = (value: number) => [
  value >>> 24,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
]
const syncsafe = (value: number) => [
  value >>> 21,
  (value >>> 14) & 0x7f,
  (value >>> 7) & 0x7f,
  value & 0x7f,
]

/** An ID3v2.3 frame: plain 32-bit size, here with UTF-16 text as Windows writes it. */
const v23Frame = (id: string, data: number[]) => [...ascii(id), ...u32(data.length), 0, 0, ...data]
const textFrame = (id: string, text: string) => v23Frame(id, [1, ...utf16WithBom(text)])

/** MPEG-1 Layer III at 64 kbit/s and 44.1 kHz: 144 × 64000 / 44100 = 208 bytes a frame. */
const MPEG_FRAME = [0xff, 0xfb, 0x50, 0xc4, ...new Array<number>(204).fill(0x55)]

function mp3WithVersion3Tag({ footer = false } = {}) {
  const frames = [
    ...textFrame('TPE1', 'Ravi Kumar'),
    ...textFrame('TYER', '2025'),
    ...textFrame('TDAT', '0902'),
    ...textFrame('TIME', '1730'),
    ...textFrame('TENC', 'Voice Recorder 4.2'),
  ]
  const flags = footer ? 0x10 : 0
  const header = [...ascii('ID3'), footer ? 4 : 3, 0, flags, ...syncsafe(frames.length)]
  const footerBytes = footer ? [...ascii('3DI'), 4, 0, flags, ...syncsafe(frames.length)] : []
  return new Blob([Uint8Array.from([...header, ...frames, ...footerBytes, ...MPEG_FRAME])])
}

describe('ID3 tags written by other recorders', () => {
  it('reads an ID3v2.3 tag in UTF-16 with the date split over TYER, TDAT and TIME', async () => {
    expect(await readHiddenDetails(mp3WithVersion3Tag(), 'mp3')).toEqual({
      date: '2025-02-09T17:30',
      software: 'Voice Recorder 4.2',
      owner: 'Ravi Kumar',
    })
  })

  it('cuts a tag with a footer whole, leaving the audio from its frame sync', async () => {
    const { blob, removed } = await removeHiddenDetails(mp3WithVersion3Tag({ footer: true }), 'mp3')
    expect(await blobBytes(blob)).toEqual(Uint8Array.from(MPEG_FRAME))
    expect(removed).toEqual(['date', 'software', 'owner'])
  })
})
