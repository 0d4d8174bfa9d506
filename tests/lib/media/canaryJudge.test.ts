import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeHiddenDetails } from '@/lib/media'
import { ascii, indexOf, utf16be, utf16le, view } from './canaries/bytes'
import type { RiffChunk } from './canaries/fixture'
import { riffChunks } from './canaries/riff'
import { CANARY_FIXTURES, type CanaryFixture } from './canaryFixtures'
import { decodedMd5, heifPictureMd5 } from './decoders'
import { identifyingTags, runExiftool, type ExiftoolTags } from './exiftool'
import { blobBytes, fixtureBytes } from './loadFixture'

/** The extension exiftool gives each format's files (File:FileTypeExtension). */
const EXTENSIONS: Partial<Record<CanaryFixture['format'], string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  heic: 'heic',
  avif: 'avif',
  mp4: 'mp4',
  m4a: 'm4a',
  mov: 'mov',
  '3gp': '3gp',
  '3ga': '3gp',
  mp3: 'mp3',
  wav: 'wav',
  flac: 'flac',
  ogg: 'ogg',
  aac: 'aac',
  amr: 'amr',
  webm: 'webm',
  mkv: 'mkv',
}
const extensionOf = (fixture: CanaryFixture) =>
  fixture.fileTypeExtension ?? EXTENSIONS[fixture.format]
/** Formats exiftool cannot read at all ("Unknown file type"): judged by their bytes alone. */
const UNREAD_BY_EXIFTOOL: readonly CanaryFixture['format'][] = ['amr']
const readByExiftool = ({ format }: CanaryFixture) => !UNREAD_BY_EXIFTOOL.includes(format)

type Outcome =
  | { cleaned: Uint8Array; remaining: readonly string[]; encoderInStream?: string }
  | { refusal: unknown }

interface Judgement {
  outcome: Outcome
  /** Where the planted file and its cleaned copy were written. */
  paths: { planted: string; cleaned: string }
  planted: ExiftoolTags
  cleaned: ExiftoolTags
}

async function clean({ name, bytes, format }: CanaryFixture): Promise<Outcome> {
  try {
    const { blob, remaining, encoderInStream } = await removeHiddenDetails(
      new File([new Uint8Array(bytes)], name),
      format,
    )
    return { cleaned: await blobBytes(blob), remaining, encoderInStream }
  } catch (refusal) {
    return { refusal }
  }
}

let folder: string
const judgements = new Map<string, Judgement>()
const sourceTags = new Map<string, ExiftoolTags>()

const pathOf = (stage: 'planted' | 'cleaned', index: number, fixture: CanaryFixture) =>
  join(folder, `${stage}-${index}.${extensionOf(fixture)}`)

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tipwire-canaries-'))
  const sources = [...new Set(CANARY_FIXTURES.map(({ source }) => source))]
  for (const source of sources) writeFileSync(join(folder, source), fixtureBytes(source))
  const cleanings = await Promise.all(
    CANARY_FIXTURES.map(async (fixture, index) => ({
      fixture,
      outcome: await clean(fixture),
      planted: pathOf('planted', index, fixture),
      cleaned: pathOf('cleaned', index, fixture),
    })),
  )
  const written = sources
    .filter((source) =>
      CANARY_FIXTURES.some((fixture) => fixture.source === source && readByExiftool(fixture)),
    )
    .map((source) => join(folder, source))
  for (const { fixture, outcome, planted, cleaned } of cleanings) {
    writeFileSync(planted, fixture.bytes)
    if (readByExiftool(fixture)) written.push(planted)
    if ('cleaned' in outcome) {
      writeFileSync(cleaned, outcome.cleaned)
      if (readByExiftool(fixture)) written.push(cleaned)
    }
  }
  const tags = runExiftool(written, folder)
  for (const source of sources) sourceTags.set(source, tags.get(join(folder, source)) ?? {})
  for (const { fixture, outcome, planted, cleaned } of cleanings) {
    judgements.set(fixture.name, {
      outcome,
      paths: { planted, cleaned },
      planted: tags.get(planted) ?? {},
      cleaned: tags.get(cleaned) ?? {},
    })
  }
}, 120_000)

afterAll(() => rmSync(folder, { recursive: true, force: true }))

function judged(fixture: CanaryFixture) {
  const judgement = judgements.get(fixture.name)
  if (!judgement) throw new Error(`${fixture.name} was not judged`)
  return judgement
}

/** The cleaned file, or the test skipped: a refused file leaves nothing to judge but its reason. */
function cleanedOf(fixture: CanaryFixture, skip: (note?: string) => never) {
  const { outcome, cleaned, paths } = judged(fixture)
  return 'refusal' in outcome
    ? skip(`refused: ${String(outcome.refusal)}`)
    : { bytes: outcome.cleaned, tags: cleaned, encoder: outcome.encoderInStream, paths }
}

const ENCODINGS = [
  ['ASCII', ascii],
  ['UTF-16LE', utf16le],
  ['UTF-16BE', utf16be],
] as const

/** Each canary in `bytes`, and the encoding or compressed form it was found in. */
function canaryFinds(bytes: Uint8Array, { canaries, compressedForms = [] }: CanaryFixture) {
  const plain = canaries.flatMap((canary) =>
    ENCODINGS.filter(([, encode]) => indexOf(bytes, encode(canary)) >= 0).map(
      ([encoding]) => [canary, encoding] as const,
    ),
  )
  const compressed = compressedForms
    .filter((form) => indexOf(bytes, form.bytes) >= 0)
    .map(({ canary }) => [canary, 'compressed'] as const)
  return [...plain, ...compressed]
}

const canariesIn = (bytes: Uint8Array, fixture: CanaryFixture) =>
  canaryFinds(bytes, fixture).map(([canary, form]) => `${canary} (${form})`)

/** Each canary exiftool decoded, whatever its encoding or compression in the file. */
const canariesReadBy = (tags: ExiftoolTags, { canaries }: CanaryFixture) =>
  canaries.filter((canary) => JSON.stringify(tags).includes(canary))

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex')

const describeChunk = ({ id, body }: RiffChunk) => `${id}: ${body.length} bytes, md5 ${md5(body)}`

const withPristine = <Kind extends string>(kind: Kind) =>
  CANARY_FIXTURES.flatMap((fixture) => {
    const media = fixture.pristineMedia
    return media?.kind === kind
      ? [{ ...fixture, media: media as Extract<typeof media, { kind: Kind }> }]
      : []
  })

/** Test lines named by the fixture in full ('$name' would cut it short). */
const byName = <Fixture extends CanaryFixture>(fixtures: readonly Fixture[]) =>
  fixtures.map((fixture) => [fixture.name, fixture] as const)

/**
 * The fixtures the engine may refuse, each with the reason it gives: none today. Any other
 * refusal fails, so a cleaner that gives up cannot pass for one that cleans.
 */
const REFUSED: Record<string, string> = {}

describe('canaries planted where a format holds bytes, judged in the bytes and by exiftool', () => {
  it.for(byName(CANARY_FIXTURES))(
    '%s: the planted file holds its canaries and exiftool reads it',
    ([, fixture]) => {
      const { planted } = judged(fixture)
      const found = new Set([
        ...canaryFinds(fixture.bytes, fixture).map(([canary]) => canary),
        ...canariesReadBy(planted, fixture),
      ])
      expect(fixture.canaries.filter((canary) => !found.has(canary))).toEqual([])
      if (!readByExiftool(fixture)) return
      expect(planted['ExifTool:Error']).toBeUndefined()
      expect(planted['File:FileTypeExtension']).toBe(extensionOf(fixture))
    },
  )

  it.for(byName(CANARY_FIXTURES))(
    '%s: refused with its reason, or no canary is left in the bytes (or, in the coded sound, it is named as left)',
    ([, fixture]) => {
      const { outcome } = judged(fixture)
      const reason = REFUSED[fixture.name]
      if (reason) expect(outcome).toEqual({ refusal: new Error(reason) })
      else if ('refusal' in outcome) expect.fail(`refused: ${String(outcome.refusal)}`)
      else if (fixture.inCodedData) expect(outcome.remaining).not.toEqual([])
      else expect(canariesIn(outcome.cleaned, fixture)).toEqual([])
    },
  )

  it.for(byName(CANARY_FIXTURES))(
    '%s: exiftool finds nothing identifying and no canary after cleaning',
    ([, fixture], { skip }) => {
      const { tags, encoder } = cleanedOf(fixture, skip)
      // An encoder's name the sound keeps (LAME's marker, which players need) is on the card.
      const inStream = (line: string) =>
        encoder !== undefined && line.startsWith('software:') && line.endsWith(`= ${encoder}`)
      expect({
        identifying: identifyingTags(tags).filter((line) => !inStream(line)),
        canaries: canariesReadBy(tags, fixture),
      }).toEqual({
        identifying: [],
        canaries: [],
      })
    },
  )

  // Compared with the source's hash: exiftool gives none for a JPEG with a segment after its scan.
  const hashed = CANARY_FIXTURES.filter(
    ({ pristineMedia }) =>
      pristineMedia?.kind !== 'decoded' && pristineMedia?.kind !== 'heif picture',
  )
  it.for(byName(hashed))(
    '%s: the picture or sound hashes as in the source',
    ([, fixture], { skip }) => {
      const { tags } = cleanedOf(fixture, skip)
      const sourceHash = sourceTags.get(fixture.source)?.['File:ImageDataHash']
      expect(sourceHash).toMatch(/^[0-9a-f]{32}$/)
      expect(tags['File:ImageDataHash']).toBe(sourceHash)
    },
  )

  // exiftool keeps no hash of this picture or sound: ffmpeg's decoding is compared.
  it.for(byName(withPristine('decoded')))(
    '%s: the picture and sound decode as the planted file’s (or the source’s, where ffmpeg plays planted junk)',
    ([, fixture], { skip }) => {
      const { paths } = cleanedOf(fixture, skip)
      const like = fixture.media.asSource ? join(folder, fixture.source) : paths.planted
      for (const stream of fixture.media.streams) {
        expect(decodedMd5(paths.cleaned, stream)).toBe(decodedMd5(like, stream))
      }
    },
  )

  // exiftool's hash counts bytes planted inside the picture's coded data: libheif's drawing is compared.
  it.for(byName(withPristine('heif picture')))(
    '%s: the picture draws as the planted file’s',
    ([, fixture], { skip }) => {
      const { paths } = cleanedOf(fixture, skip)
      expect(heifPictureMd5(paths.cleaned)).toBe(heifPictureMd5(paths.planted))
    },
  )

  it.for(byName(withPristine('wav chunks')))(
    "%s: exactly the source's fmt and data chunks are left, under a right RIFF size",
    ([, fixture], { skip }) => {
      const { bytes } = cleanedOf(fixture, skip)
      expect({
        form: `${view(bytes).toString('latin1', 0, 4)} ${view(bytes).toString('latin1', 8, 12)}`,
        riffSize: view(bytes).readUInt32LE(4),
        chunks: riffChunks(bytes).map(describeChunk),
      }).toEqual({
        form: 'RIFF WAVE',
        riffSize: bytes.length - 8,
        chunks: fixture.media.chunks.map(describeChunk),
      })
    },
  )
})
