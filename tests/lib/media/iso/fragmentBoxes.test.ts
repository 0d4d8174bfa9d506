import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ascii, concat, u32be, u8, utf16le } from '../canaries/bytes'
import { planted as plantedText } from '../canaries/fixture'
import { withMovieExtendsBox, withTailInFirstFragment } from '../canaries/iso'
import { decodedMd5 } from '../decoders'
import { fixtureBytes } from '../loadFixture'
import { cleanedCopy } from '../cleanedCopy'

const work = mkdtempSync(join(tmpdir(), 'fragment-boxes-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const holds = (bytes: Uint8Array, text: string) =>
  [ascii(text), utf16le(text)].some((form) => Buffer.from(bytes).includes(form))

describe('the boxes of a fragmented recording', () => {
  it.each(['tfhd', 'tfdt', 'trun'])(
    'are cut after their fields: text after %s’s goes, and the picture decodes the same',
    async (type) => {
      const canary = `CANARY-mp4-${type}-tail`
      const planted = withTailInFirstFragment(fixtureBytes('fragmented.mp4'), type, canary)
      expect(holds(planted, canary)).toBe(true)
      const { cleaned, remaining } = await cleanedCopy(planted, 'mp4')
      expect(holds(cleaned, canary)).toBe(false)
      expect(remaining).toEqual([])
      const path = join(work, `${type}.mp4`)
      writeFileSync(path, planted)
      writeFileSync(`${path}.cleaned.mp4`, cleaned)
      expect(decodedMd5(`${path}.cleaned.mp4`, 'video')).toBe(decodedMd5(path, 'video'))
    },
  )

  it('drops the hints players do without, trep and leva in mvex and ssix, whatever they hold', async () => {
    const canary = 'CANARY-mp4-stream-hints'
    const text = plantedText('Asha Rao', canary)
    const box = (type: string, ...parts: Uint8Array[]) => {
      const body = concat(...parts)
      return concat(u32be(8 + body.length), ascii(type), body)
    }
    // A full box each: trep names track 1, leva one level of it, ssix one subsegment.
    const trep = box('trep', u32be(0), u32be(1), text)
    const leva = box('leva', u32be(0), u8(1), u32be(1), u8(0), text)
    const ssix = box('ssix', u32be(0), u32be(1), text)
    const planted = concat(
      withMovieExtendsBox(fixtureBytes('fragmented.mp4'), concat(trep, leva)),
      ssix,
    )
    expect(holds(planted, canary)).toBe(true)
    const { cleaned, remaining } = await cleanedCopy(planted, 'mp4')
    expect(holds(cleaned, canary)).toBe(false)
    expect(remaining).toEqual([])
    const path = join(work, 'hints.mp4')
    writeFileSync(path, planted)
    writeFileSync(`${path}.cleaned.mp4`, cleaned)
    expect(decodedMd5(`${path}.cleaned.mp4`, 'video')).toBe(decodedMd5(path, 'video'))
  })
})
