import { describe, expect, it } from 'vitest'
import { readVorbisComments, type ByteSource } from '@/lib/media/core/vorbisComments'

const utf8 = (text: string) => new TextEncoder().encode(text)
const u32le = (value: number) => Uint8Array.of(value, value >>> 8, value >>> 16, value >>> 24)

/** A comment list as Vorbis, OpusTags and FLAC write it: vendor, count, 'KEY=value' entries. */
function commentList(vendor: string, comments: string[]) {
  const parts = [u32le(utf8(vendor).length), utf8(vendor), u32le(comments.length)]
  for (const comment of comments) parts.push(u32le(utf8(comment).length), utf8(comment))
  return new Uint8Array(parts.flatMap((part) => [...part]))
}

const sourceOf =
  (bytes: Uint8Array): ByteSource =>
  async (start, end) =>
    bytes.slice(start, end)

const read = async (bytes: Uint8Array) => readVorbisComments(sourceOf(bytes), 0, bytes.length)

describe('readVorbisComments', () => {
  it('names each kind of detail a recorder or a phone writes', async () => {
    const list = commentList('Lavf61.7.100', [
      'title=Market fire',
      'ARTIST=Asha Rao',
      'LOCATION=+12.9716+077.5946/',
      'DATE=2026-03-14',
      'ENCODER=Lavc61.19.100 libopus',
      'com.android.manufacturer=Google',
      'com.android.model=Pixel 8',
      'METADATA_BLOCK_PICTURE=AAAAAw==',
    ])
    expect(await read(list)).toEqual({
      details: {
        text: 'Market fire',
        owner: 'Asha Rao',
        location: { latitude: 12.9716, longitude: 77.5946 },
        date: '2026-03-14',
        software: 'Lavc61.19.100 libopus',
        device: { make: 'Google', model: 'Pixel 8' },
        thumbnail: true,
      },
      end: list.length,
    })
  })

  it('counts the vendor string alone as software, and an unknown key as other data', async () => {
    expect((await read(commentList('libopus 1.4', ['X_RECORDED_AT=Harbour']))).details).toEqual({
      software: 'libopus 1.4',
      other: true,
    })
  })

  it('finds nothing in an empty list, and stops where the list ends', async () => {
    const list = new Uint8Array([...commentList('', []), 1, 0, 0])
    expect(await read(list)).toEqual({ details: {}, end: 8 })
  })

  it('calls a list whose lengths run past its end other data, keeping what it read', async () => {
    const list = commentList('', ['ARTIST=Asha Rao', 'TITLE=Market fire'])
    expect((await read(list.subarray(0, list.length - 4))).details).toEqual({
      owner: 'Asha Rao',
      other: true,
    })
  })
})
