import { deflateSync, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { inflateZlib, storedZlib, zlibStreamEnd } from '@/lib/media/png/zlibStream'

/** Bytes that compress with literals, matches and dynamic codes alike. */
const sample = Buffer.from(
  Array.from({ length: 50_000 }, (_, index) => ((index * 7 + (index >> 5)) % 251) ^ (index % 13)),
)

/** Bytes no compressor can shrink, the same on every run, which zlib keeps in stored blocks. */
function noise(length: number) {
  let state = 12345
  return Buffer.from(
    Array.from({ length }, () => {
      state = (state * 1103515245 + 12345) >>> 0
      return state >>> 24
    }),
  )
}

describe('a zlib stream walked as PNG holds it', () => {
  it.for([0, 1, 6, 9])(
    'finds the end of a stream compressed at level %i, bytes after it aside',
    (level) => {
      const stream = deflateSync(sample, { level })
      const followed = Buffer.concat([stream, Buffer.from('Asha Rao, 12 MG Road')])
      expect(zlibStreamEnd(followed)).toBe(stream.length)
    },
  )

  // A short block's end code can end a byte early: the walk must not count a byte it read ahead.
  it('finds the end of every short stream, of 1 to 400 bytes at levels 1, 6 and 9, exactly', () => {
    const missed = []
    for (let length = 1; length <= 400; length++) {
      const data = Buffer.from(Array.from({ length }, (_, index) => (index * 31 + length) % 97))
      for (const level of [1, 6, 9]) {
        const stream = deflateSync(data, { level })
        const followed = Buffer.concat([stream, Buffer.from('Asha Rao, 12 MG Road')])
        if (zlibStreamEnd(followed) !== stream.length)
          missed.push(`${length} bytes, level ${level}`)
      }
    }
    expect(missed).toEqual([])
  })

  it('walks stored blocks after compressed ones to the stream’s end, and inflates them', () => {
    const data = Buffer.concat([Buffer.alloc(20_000, 7), noise(70_000), Buffer.alloc(5_000, 3)])
    const stream = deflateSync(data)
    const followed = Buffer.concat([stream, Buffer.from('Asha Rao, 12 MG Road')])
    expect(zlibStreamEnd(followed)).toBe(stream.length)
    expect(Buffer.from(inflateZlib(followed, 1 << 20) ?? [])).toEqual(data)
  })

  it('inflates what zlib compressed', () => {
    expect(Buffer.from(inflateZlib(deflateSync(sample), 1 << 20) ?? [])).toEqual(sample)
  })

  it('refuses a stream cut short, or longer than asked for', () => {
    const stream = deflateSync(sample)
    expect(zlibStreamEnd(stream.subarray(0, stream.length - 10))).toBeUndefined()
    expect(inflateZlib(stream, 1000)).toBeUndefined()
  })

  it('stores bytes in a stream zlib inflates', () => {
    expect(inflateSync(storedZlib(sample))).toEqual(sample)
  })
})
