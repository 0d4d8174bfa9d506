import { deflateSync, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { inflateZlib, storedZlib, zlibStreamEnd } from '@/lib/media/png/zlibStream'

/** Bytes that compress with literals, matches and dynamic codes alike. */
const sample = Buffer.from(
  Array.from({ length: 50_000 }, (_, index) => ((index * 7 + (index >> 5)) % 251) ^ (index % 13)),
)

describe('a zlib stream walked as PNG holds it', () => {
  it.for([0, 1, 6, 9])(
    'finds the end of a stream compressed at level %i, bytes after it aside',
    (level) => {
      const stream = deflateSync(sample, { level })
      const followed = Buffer.concat([stream, Buffer.from('Asha Rao, 12 MG Road')])
      expect(zlibStreamEnd(followed)).toBe(stream.length)
    },
  )

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
