import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CONTENT_LIGHT_LEVEL,
  HDR10_PLUS,
  METADATA_TYPE,
  OBU_TYPE,
  metadataObu,
  t35Text,
  withMetadataInUnits,
} from '../canaries/av1'
import { ascii, utf16le } from '../canaries/bytes'
import { cleanedCopy } from '../cleanedCopy'
import { decodedMd5, pictureHeaderTrace } from '../decoders'

const work = mkdtempSync(join(tmpdir(), 'av1-metadata-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Eight frames of AV1 as libaom codes them, in FFmpeg's low-overhead stream. */
let stream: Uint8Array
beforeAll(() => {
  const path = join(work, 'source.obu')
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10', '-frames:v', '8'],
    ...['-c:v', 'libaom-av1', '-cpu-used', '8', '-g', '4', '-f', 'obu', path],
  ])
  stream = new Uint8Array(readFileSync(path))
})

const holds = (bytes: Uint8Array, text: string | Uint8Array) =>
  (typeof text === 'string' ? [ascii(text), utf16le(text)] : [Buffer.from(text)]).some((form) =>
    Buffer.from(bytes).includes(form),
  )

/** The planted stream in `container`, as FFmpeg muxes it, packet for packet. */
function muxed(planted: Uint8Array, name: string, container: 'mp4' | 'matroska') {
  const input = join(work, `${name}.obu`)
  const output = join(work, `${name}.${container === 'mp4' ? 'mp4' : 'mkv'}`)
  writeFileSync(input, planted)
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'obu', '-i', input, '-c', 'copy', '-map_metadata', '-1'],
    ...['-fflags', '+bitexact', '-f', container, output],
  ])
  return { bytes: new Uint8Array(readFileSync(output)), path: output }
}

/**
 * Every OBU's type and size, every metadata OBU's type and each T.35 payload byte and trailing
 * one bit in the coded frames, as FFmpeg's own bitstream reader (the trace_headers filter)
 * parses them; it fails on trailing bits that are not valid. The configuration (av1C, where
 * FFmpeg copies the first frame's metadata and the cleaning drops it) comes before them.
 */
function obuHeaders(path: string) {
  const { trace: stderr, status } = pictureHeaderTrace(path)
  expect(status).toBe(0)
  expect(stderr).not.toMatch(/Failed to read unit|out of range/)
  const fields =
    /\s(obu_type|obu_size|metadata_type|itu_t_t35_payload_bytes|trailing_one_bit)\b.*= (\d+)$/gm
  const frames = stderr.slice(stderr.indexOf('Packet:'))
  return [...frames.matchAll(fields)].map(([, field, value]) =>
    field === 'itu_t_t35_payload_bytes' ? field : `${field} ${value}`,
  )
}

async function cleaned(bytes: Uint8Array, path: string, format: 'mp4' | 'mkv') {
  const cleaning = await cleanedCopy(bytes, format)
  const cleanedPath = `${path}.cleaned.${format}`
  writeFileSync(cleanedPath, cleaning.cleaned)
  return { ...cleaning, cleanedPath }
}

/** Metadata OBUs of T.35 text in the first and last frames, muxed into `container`. */
function withT35InFirstAndLast(container: 'mp4' | 'matroska', name: string, canaries: string[]) {
  const [first = '', last = ''] = canaries
  const planted = withMetadataInUnits(stream, (unit, units) => {
    if (unit === 0) return [metadataObu(METADATA_TYPE.itutT35, t35Text(first))]
    return unit === units - 1 ? [metadataObu(METADATA_TYPE.itutT35, t35Text(last))] : []
  })
  return muxed(planted, name, container)
}

describe('AV1 metadata OBUs in coded frames', () => {
  it.each([
    ['mp4', 'mp4'],
    ['matroska', 'mkv'],
  ] as const)(
    'blanks T.35 data in every frame of %s, and the picture decodes the same',
    async (container, format) => {
      const canaries = [`CANARY-${format}-av1-t35-first`, `CANARY-${format}-av1-t35-last`]
      const { bytes, path } = withT35InFirstAndLast(container, `t35-${format}`, canaries)
      for (const canary of canaries) expect(holds(bytes, canary)).toBe(true)
      const { cleaned: copy, removed, remaining, cleanedPath } = await cleaned(bytes, path, format)
      expect(copy.length).toBe(bytes.length)
      for (const canary of canaries) expect(holds(copy, canary)).toBe(false)
      expect(holds(copy, 'Asha Rao')).toBe(false)
      expect(removed).toContain('other')
      expect(remaining).toEqual([])
      const headers = obuHeaders(path)
      expect(headers).toContain(`metadata_type ${METADATA_TYPE.itutT35}`)
      expect(obuHeaders(cleanedPath)).toEqual(headers)
      expect(decodedMd5(cleanedPath, 'video')).toBe(decodedMd5(path, 'video'))
    },
  )

  it('blanks metadata of a type left to users, and the picture decodes the same', async () => {
    const canaries = ['CANARY-mkv-av1-private', 'CANARY-mkv-av1-t35-after-private']
    const { bytes, path } = withT35InFirstAndLast('matroska', 'private', canaries)
    // FFmpeg's reader refuses to pass on a private type, so the type is changed after muxing.
    const obu = metadataObu(METADATA_TYPE.itutT35, t35Text(canaries[0] ?? ''))
    const typeAt = Buffer.from(bytes).indexOf(obu) + 2
    bytes[typeAt] = METADATA_TYPE.userPrivate
    writeFileSync(path, bytes)
    const { cleaned: copy, remaining, cleanedPath } = await cleaned(bytes, path, 'mkv')
    for (const canary of canaries) expect(holds(copy, canary)).toBe(false)
    expect(remaining).toEqual([])
    expect(decodedMd5(cleanedPath, 'video')).toBe(decodedMd5(path, 'video'))
  })

  it('blanks a padding OBU and one of a reserved type, which decoders skip, and the picture decodes the same', async () => {
    const canaries = ['CANARY-mkv-av1-padding', 'CANARY-mkv-av1-reserved']
    const { bytes, path } = withT35InFirstAndLast('matroska', 'padding', canaries)
    // FFmpeg drops padding as it muxes, so the OBUs' types are changed after muxing.
    const types = [OBU_TYPE.padding, OBU_TYPE.reserved]
    canaries.forEach((canary, index) => {
      const at = Buffer.from(bytes).indexOf(metadataObu(METADATA_TYPE.itutT35, t35Text(canary)))
      bytes[at] = ((types[index] ?? 0) << 3) | 0x02
    })
    writeFileSync(path, bytes)
    const { cleaned: copy, removed, remaining, cleanedPath } = await cleaned(bytes, path, 'mkv')
    for (const canary of canaries) expect(holds(copy, canary)).toBe(false)
    expect(holds(copy, 'Asha Rao')).toBe(false)
    expect(removed).toContain('other')
    expect(remaining).toEqual([])
    expect(decodedMd5(cleanedPath, 'video')).toBe(decodedMd5(path, 'video'))
  })

  it('keeps HDR brightness metadata, which screens read', async () => {
    const planted = withMetadataInUnits(stream, (unit) =>
      unit === 0
        ? [
            metadataObu(METADATA_TYPE.hdrCll, CONTENT_LIGHT_LEVEL),
            metadataObu(METADATA_TYPE.itutT35, HDR10_PLUS),
          ]
        : [],
    )
    const { bytes, path } = muxed(planted, 'hdr', 'mp4')
    const { cleaned: copy, remaining } = await cleaned(bytes, path, 'mp4')
    expect(holds(copy, metadataObu(METADATA_TYPE.hdrCll, CONTENT_LIGHT_LEVEL))).toBe(true)
    expect(holds(copy, metadataObu(METADATA_TYPE.itutT35, HDR10_PLUS))).toBe(true)
    expect(remaining).toEqual([])
  })
})
