import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORMATS, detectFormat, removeHiddenDetails, type DetectedFormat } from '@/lib/media'
import { CANARY_FIXTURES } from './canaryFixtures'
import { blobBytes, fixtureBytes, fixtureFile } from './loadFixture'
import { codedRanges, outside } from './strings/codedRanges'
import { printableRuns, type PrintableRun } from './strings/printableRuns'
import { isVocabulary } from './strings/vocabulary'

/** A file the engine cleans: a committed fixture, or a canary fixture built from one. */
interface Cleanable {
  name: string
  /** The committed fixture it is, or is built from. */
  source: string
  format: DetectedFormat
  bytes: Uint8Array
}

const FIXTURE_FOLDER = new URL('../../fixtures/media/', import.meta.url)

/** Every committed fixture the engine recognises as a format it takes. */
async function committedFixtures(): Promise<Cleanable[]> {
  const names = readdirSync(FIXTURE_FOLDER).sort()
  const found = await Promise.all(
    names.map(async (name) => ({ name, format: await detectFormat(fixtureFile(name)) })),
  )
  return found.flatMap(({ name, format }) =>
    format ? [{ name, source: name, format, bytes: fixtureBytes(name) }] : [],
  )
}

const describeRun = ({ encoding, at, text }: PrintableRun) =>
  `${encoding} at ${at}: ${JSON.stringify(text)}`

let folder: string
/** Each cleaned file's printable runs outside its coded data that are no format vocabulary. */
const unlisted = new Map<string, string[]>()
/** The files the engine refused, with the reason: nothing of them is sent. */
const refused = new Map<string, string>()

async function judge({ name, format, bytes }: Cleanable, index: number) {
  let cleaned: Uint8Array
  try {
    const { blob } = await removeHiddenDetails(new File([new Uint8Array(bytes)], name), format)
    cleaned = await blobBytes(blob)
  } catch (refusal) {
    refused.set(name, String(refusal))
    return
  }
  const path = join(folder, `${index}.${FORMATS[format].extension}`)
  writeFileSync(path, cleaned)
  const gaps = outside(codedRanges(cleaned, format, path), cleaned.length)
  const runs = gaps.flatMap((gap) => printableRuns(cleaned, gap))
  unlisted.set(name, runs.filter((run) => !isVocabulary(run.text)).map(describeRun))
}

const committed = await committedFixtures()
const cleanables: Cleanable[] = [...committed, ...CANARY_FIXTURES]

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tipwire-strings-'))
  await Promise.all(cleanables.map(judge))
}, 120_000)

afterAll(() => rmSync(folder, { recursive: true, force: true }))

const judged = cleanables.map(({ name }) => [name])

const runsIn = (name: string) => {
  const runs = unlisted.get(name)
  if (!runs && !refused.has(name)) throw new Error(`${name} was not judged`)
  return runs ?? []
}

describe('printable text left outside the coded picture and sound of every cleaned file', () => {
  it.each(judged)('%s: none but format vocabulary', (name) => {
    expect(runsIn(name)).toEqual([])
  })
})
