// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  BufferSource,
  Conversion,
  Input,
  Mp4OutputFormat,
  Output,
  StreamTarget,
  WEBM,
  WebMOutputFormat,
} from 'mediabunny'
import { afterAll, describe, expect, it } from 'vitest'
import { removeHiddenDetails } from '@/lib/media'
import { WrittenFile } from '@/lib/videoCover/writtenFile'
import { identifyingTags, runExiftool } from '../media/exiftool'

const folder = mkdtempSync(join(tmpdir(), 'tipwire-written-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const FIXTURE = 'tests/fixtures/media/faces-moving.webm'

/** Each stream's packets' MD5s in order, as ffmpeg reads them without decoding. */
function packets(path: string) {
  const lines = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-c', 'copy', '-f', 'framemd5', '-'],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
  // stream, dts, pts, duration, size, MD5, then any side data.
  const byStream: Record<string, string[]> = {}
  for (const line of lines) {
    const [stream = '', , , , , md5 = ''] = line.split(',').map((field) => field.trim())
    ;(byStream[stream] ??= []).push(md5)
  }
  return byStream
}

/**
 * The fixture's packets copied by mediabunny into `format`, written through WrittenFile as the
 * worker writes (no WebCodecs in Node: nothing is decoded), then cleaned as the worker's file is.
 */
async function rewritten(format: Mp4OutputFormat | WebMOutputFormat) {
  const input = new Input({ source: new BufferSource(readFileSync(FIXTURE)), formats: [WEBM] })
  const written = new WrittenFile()
  const output = new Output({
    format,
    target: new StreamTarget(written.stream(), { chunked: true, chunkSize: 4096 }),
  })
  const conversion = await Conversion.init({ input, output, tags: {}, showWarnings: false })
  await conversion.execute()
  return written.blob(format.mimeType)
}

describe.each([
  ['a WebM', 'webm', () => new WebMOutputFormat()],
  ['an MP4', 'mp4', () => new Mp4OutputFormat({ fastStart: false })],
] as const)('%s as mediabunny writes it', (_name, container, format) => {
  // ffmpeg and exiftool run as processes of their own: seconds each on two busy cores.
  it(
    'is whole, its writes back laid where they belong, and cleaned of what mediabunny stamps',
    { timeout: 30_000 },
    async () => {
      const blob = await rewritten(format())
      const path = join(folder, `rewritten.${container}`)
      writeFileSync(path, new Uint8Array(await blob.arrayBuffer()))
      expect(packets(path)).toEqual(packets(FIXTURE))

      const { blob: cleaned, remaining } = await removeHiddenDetails(blob, container)
      expect(remaining).toEqual([])
      const cleanedPath = join(folder, `cleaned.${container}`)
      const bytes = Buffer.from(await cleaned.arrayBuffer())
      writeFileSync(cleanedPath, bytes)
      expect(identifyingTags(runExiftool([cleanedPath], folder).get(cleanedPath) ?? {})).toEqual([])
      expect(bytes.includes('Mediabunny')).toBe(false)
      expect(packets(cleanedPath)).toEqual(packets(FIXTURE))
    },
  )
})
