import { mkdtempSync, openAsBlob, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeHiddenDetails } from '@/lib/media'
import { ascii, concat, u32be } from './canaries/bytes'
import { fixtureBytes } from './loadFixture'

const BIG_BOX = 400 * 1024 * 1024
/** What reading a file may cost beyond its moov, whatever its other boxes hold (product.md §7). */
const READ_BUDGET = 16 * 1024 * 1024

let folder: string
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'tipwire-bounded-'))
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/**
 * located.mp4 with a 400 MB box after its media data, written sparse (the disk holds none of
 * it) and opened as a file-backed Blob, as a browser hands a picked file over.
 */
async function withBigBox(type: string) {
  const path = join(folder, `${type}.mp4`)
  const head = concat(fixtureBytes('located.mp4'), u32be(BIG_BOX + 8), ascii(type))
  writeFileSync(path, head)
  truncateSync(path, head.length + BIG_BOX)
  return { file: await openAsBlob(path), boxStart: head.length - 8 }
}

/**
 * Bytes this process has read from files so far (Linux's rchar): every read of a file-backed
 * Blob counts, however the engine slices and joins it.
 */
const bytesReadSoFar = () => Number(/rchar: (\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))?.[1])

const bytesOf = async (blob: Blob, start: number, end: number) =>
  new Uint8Array(await blob.slice(start, end).arrayBuffer())

describe('a box the cleaner drops is never read whole', () => {
  it.each(['free', 'zzzz'])(
    'cleans an MP4 with a 400 MB %s box reading a few megabytes of it',
    async (type) => {
      const { file, boxStart } = await withBigBox(type)
      const before = bytesReadSoFar()
      const { blob, remaining } = await removeHiddenDetails(file, 'mp4')
      expect(bytesReadSoFar() - before).toBeLessThan(READ_BUDGET)
      expect(remaining).toEqual([])
      expect(blob.size).toBe(file.size)
      expect(await bytesOf(blob, boxStart, boxStart + 8)).toEqual(
        new Uint8Array(concat(u32be(BIG_BOX + 8), ascii('free'))),
      )
      const end = boxStart + 8 + BIG_BOX
      for (const at of [boxStart + 8, boxStart + BIG_BOX / 2, end - 1024]) {
        expect((await bytesOf(blob, at, at + 1024)).every((byte) => byte === 0)).toBe(true)
      }
    },
  )
})
