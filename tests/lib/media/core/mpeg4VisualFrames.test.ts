import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ascii, utf16le } from '../canaries/bytes'
import { userDataUnit, withUserDataBeforeVops } from '../canaries/mpeg4Visual'
import { cleanedCopy } from '../cleanedCopy'
import { decodedMd5 } from '../decoders'

const work = mkdtempSync(join(tmpdir(), 'mpeg4-visual-frames-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/**
 * Eight frames of MPEG-4 Visual as FFmpeg codes them in a raw stream, which repeats its headers
 * and its name (user data, "Lavc…") before each key frame.
 */
let stream: Uint8Array
beforeAll(() => {
  const path = join(work, 'source.m4v')
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10', '-frames:v', '8'],
    ...['-c:v', 'mpeg4', '-g', '4', '-f', 'm4v', path],
  ])
  stream = new Uint8Array(readFileSync(path))
})

const holds = (bytes: Uint8Array, text: string) =>
  [ascii(text), utf16le(text)].some((form) => Buffer.from(bytes).includes(form))

/** The planted stream in `container`, as FFmpeg muxes it, packet for packet. */
function muxed(planted: Uint8Array, name: string, container: 'mp4' | 'matroska') {
  const input = join(work, `${name}.m4v`)
  const output = join(work, `${name}.${container === 'mp4' ? 'mp4' : 'mkv'}`)
  writeFileSync(input, planted)
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'm4v', '-i', input, '-c', 'copy', '-map_metadata', '-1'],
    ...['-fflags', '+bitexact', '-f', container, output],
  ])
  return { bytes: new Uint8Array(readFileSync(output)), path: output }
}

describe('MPEG-4 Visual user data in coded frames', () => {
  it.each([
    ['mp4', 'mp4'],
    ['matroska', 'mkv'],
  ] as const)(
    'is blanked in every frame of %s, FFmpeg’s name kept and named, and the picture decodes the same',
    async (container, format) => {
      const canaries = [
        `CANARY-${format}-m4v-user-data-first`,
        `CANARY-${format}-m4v-user-data-last`,
      ]
      const planted = withUserDataBeforeVops(stream, (vop, vops) => {
        if (vop === 0) return userDataUnit(canaries[0] ?? '')
        return vop === vops - 1 ? userDataUnit(canaries[1] ?? '') : undefined
      })
      const { bytes, path } = muxed(planted, `planted-${format}`, container)
      for (const canary of canaries) expect(holds(bytes, canary)).toBe(true)
      const { cleaned, removed, remaining, encoderInStream } = await cleanedCopy(bytes, format)
      const cleanedPath = `${path}.cleaned.${format}`
      writeFileSync(cleanedPath, cleaned)
      expect(cleaned.length).toBe(bytes.length)
      for (const canary of canaries) expect(holds(cleaned, canary)).toBe(false)
      expect(holds(cleaned, 'Asha Rao')).toBe(false)
      expect(removed).toContain('other')
      expect(remaining).toEqual([])
      expect(encoderInStream).toMatch(/^Lavc\d/)
      expect(decodedMd5(cleanedPath, 'video')).toBe(decodedMd5(path, 'video'))
    },
  )

  it('keeps a unit naming Xvid, whose build FFmpeg’s decoder reads to work around its bugs', async () => {
    const xvid = Buffer.concat([Buffer.from([0, 0, 1, 0xb2]), ascii('XviD0064')])
    const planted = withUserDataBeforeVops(stream, (vop) => (vop === 1 ? xvid : undefined))
    const { bytes } = muxed(planted, 'xvid', 'matroska')
    const { cleaned, remaining } = await cleanedCopy(bytes, 'mkv')
    expect(Buffer.from(cleaned).includes(xvid)).toBe(true)
    expect(remaining).toEqual([])
  })
})
