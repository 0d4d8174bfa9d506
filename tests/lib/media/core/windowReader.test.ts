import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { READ_ON_LIMIT, createWindowReader } from '@/lib/media/core/blobBytes'

const WINDOWS = 3
/** Bytes that differ from their neighbours', so that a view at the wrong place shows. */
const FILE = Uint8Array.from(
  { length: WINDOWS * READ_ON_LIMIT + 12_345 },
  (_, index) => Math.imul(index, 2654435761) >>> 24,
)

/** The file as a Blob streamed a part at a time: views that span two parts or more. */
const inParts = () =>
  new Blob(
    Array.from({ length: Math.ceil(FILE.length / 1000) }, (_, part) =>
      FILE.subarray(part * 1000, (part + 1) * 1000),
    ),
  )

/** A Blob that counts the slices taken of it: each new read of the file starts with one. */
function countingSlices(blob: Blob) {
  const counted = Object.assign(blob, { slices: 0 })
  const slice = blob.slice.bind(blob)
  counted.slice = (...args: Parameters<Blob['slice']>) => {
    counted.slices += 1
    return slice(...args)
  }
  return counted
}

let folder: string
const blobs: Record<string, () => Promise<Blob>> = {
  'a file on disk': () => openAsBlob(join(folder, 'file.bin')),
  'bytes in memory': async () => new Blob([FILE]),
  'bytes in 1,000-byte parts': async () => inParts(),
}
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'tipwire-windows-'))
  writeFileSync(join(folder, 'file.bin'), FILE)
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

type Reader = ReturnType<typeof createWindowReader>

/** What a view shows from `at`. */
async function seen(reader: Reader, at: number, length: number) {
  const { bytes, offset } = await reader.view(at, length)
  return bytes.slice(offset, offset + length)
}

const expected = (at: number, length: number) => FILE.slice(at, at + length)

/** Where a walk views, by steps from a byte to most of a megabyte, and how much: 2 B to 6 kB. */
function walkedViews() {
  const steps = [1, 7, 282, 5_000, 65_537, 999_999]
  const lengths = [2, 282, 6_000]
  const views = []
  for (let at = 0, turn = 0; at < FILE.length; turn++) {
    views.push({ at, length: lengths[turn % lengths.length] ?? 2 })
    at += steps[turn % steps.length] ?? 1
  }
  return views
}

describe('a window reader, as a walk sees it', () => {
  it.each(Object.entries(blobs))(
    'shows the right bytes all the way through %s',
    async (_, open) => {
      const reader = createWindowReader(await open())
      for (const { at, length } of walkedViews()) {
        expect(await seen(reader, at, length)).toEqual(expected(at, length))
      }
    },
  )

  it('joins a view across the chunks a stream hands over, two or many', async () => {
    const reader = createWindowReader(inParts())
    for (const [at, length] of [
      [900, 282],
      [5_500, 6_000],
      [READ_ON_LIMIT - 100, 282],
    ] as const) {
      expect(await seen(reader, at, length)).toEqual(expected(at, length))
    }
  })

  it.each(Object.entries(blobs))(
    'reads again a place the walk left behind, and reads on after a jump, in %s',
    async (_, open) => {
      const reader = createWindowReader(await open())
      const next = READ_ON_LIMIT + 10
      const far = 3 * READ_ON_LIMIT + 1000
      expect(await seen(reader, 10, 282)).toEqual(expected(10, 282))
      expect(await seen(reader, next, 282)).toEqual(expected(next, 282))
      expect(await seen(reader, 10, 282)).toEqual(expected(10, 282))
      expect(await seen(reader, far, 282)).toEqual(expected(far, 282))
      for (let at = far; at < FILE.length; at += 1000) {
        expect(await seen(reader, at, 282)).toEqual(expected(at, 282))
      }
      expect(await seen(reader, FILE.length - 5, 282)).toEqual(expected(FILE.length - 5, 5))
    },
  )

  it.each(Object.entries(blobs))(
    'leaves a view its bytes after the walk has moved on, as walks that look ahead need, in %s',
    async (_, open) => {
      const reader = createWindowReader(await open())
      const kept = [await reader.view(10, 282), await reader.view(64_000, 6_000)]
      await reader.view(READ_ON_LIMIT + 10, 282)
      await reader.view(2 * READ_ON_LIMIT + 10, 282)
      expect(kept.map(({ bytes, offset }) => bytes.slice(offset, offset + 282))).toEqual([
        expected(10, 282),
        expected(64_000, 282),
      ])
    },
  )

  it('answers views asked for together in turn, each with its own bytes', async () => {
    const reader = createWindowReader(inParts())
    const views = [
      [5_000, 282],
      [10, 282],
      [2 * READ_ON_LIMIT, 6_000],
      [4_000, 2_000],
    ] as const
    const shown = await Promise.all(views.map(([at, length]) => seen(reader, at, length)))
    expect(shown).toEqual(views.map(([at, length]) => expected(at, length)))
  })

  it('steps back a few kilobytes without a new read, and starts one where it jumps far', async () => {
    const file = countingSlices(inParts())
    const reader = createWindowReader(file)
    for (let at = 0; at < READ_ON_LIMIT; at += 3_000) {
      expect(await seen(reader, at, 282)).toEqual(expected(at, 282))
      expect(await seen(reader, Math.max(0, at - 2_500), 282)).toEqual(
        expected(Math.max(0, at - 2_500), 282),
      )
    }
    expect(file.slices).toBe(1)
    const far = READ_ON_LIMIT * 3
    expect(await seen(reader, far, 282)).toEqual(expected(far, 282))
    expect(file.slices).toBe(2)
  })
})
