import type { EbmlElement } from './ebml'
import type { EbmlReader } from './ebmlReader'
import type { Finding, FindingRole } from '@/lib/media/core/findings'

const TAG = 0x7373
const SIMPLE_TAG = 0x67c8
const TAG_NAME = 0x45a3
const TAG_STRING = 0x4487
const TAG_BINARY = 0x4485
const ATTACHED_FILE = 0x61a7
const FILE_MEDIA_TYPE = 0x4660
const FILE_DESCRIPTION = 0x467e
/** ChapString and EditionString: the names of chapters and editions. */
const CHAPTER_NAMES = new Set([0x85, 0x4521])
/** EditionEntry, ChapterAtom, ChapterDisplay, EditionDisplay: where chapter names sit. */
const CHAPTER_MASTERS = new Set([0x45b9, 0xb6, 0x80, 0x4520])

const roles = (role: FindingRole, names: readonly string[]) =>
  names.map((name) => [name, role] as const)

/**
 * SimpleTag names as Matroska's tagging guidelines, mkvmerge and ffmpeg (which upper-cases
 * every metadata key, Apple's and Android's too) write them. Unknown names are other data.
 */
const ROLE_BY_TAG_NAME = new Map<string, FindingRole>([
  ...roles('location', [
    'LOCATION',
    'LOCATION-ENG',
    'RECORDING_LOCATION',
    'COM.APPLE.QUICKTIME.LOCATION.ISO6709',
    'COM.APPLE.QUICKTIME.LOCATION.NAME',
  ]),
  ...roles('make', ['MAKE', 'COM.APPLE.QUICKTIME.MAKE', 'COM.ANDROID.MANUFACTURER']),
  ...roles('model', ['MODEL', 'COM.APPLE.QUICKTIME.MODEL', 'COM.ANDROID.MODEL']),
  ...roles('date', [
    'DATE',
    'DATE_RECORDED',
    'DATE_RELEASED',
    'DATE_ENCODED',
    'DATE_TAGGED',
    'DATE_DIGITIZED',
    'DATE_WRITTEN',
    'DATE_PURCHASED',
    'CREATION_TIME',
    'COM.APPLE.QUICKTIME.CREATIONDATE',
    '_STATISTICS_WRITING_DATE_UTC',
  ]),
  ...roles('software', [
    'ENCODER',
    'ENCODER_SETTINGS',
    'WRITING_APP',
    '_STATISTICS_WRITING_APP',
    'COM.APPLE.QUICKTIME.SOFTWARE',
    'COM.ANDROID.VERSION',
  ]),
  ...roles('owner', [
    'ARTIST',
    'LEAD_PERFORMER',
    'ACCOMPANIMENT',
    'AUTHOR',
    'COMPOSER',
    'LYRICIST',
    'WRITTEN_BY',
    'DIRECTOR',
    'PRODUCER',
    'PUBLISHER',
    'ENCODED_BY',
    'COPYRIGHT',
    'PRODUCTION_COPYRIGHT',
    'COM.APPLE.QUICKTIME.AUTHOR',
    'COM.APPLE.QUICKTIME.ARTIST',
    'COM.APPLE.QUICKTIME.COPYRIGHT',
  ]),
  ...roles('serial', ['SERIAL_NUMBER', 'COM.APPLE.QUICKTIME.CAMERA.IDENTIFIER']),
  ...roles('text', [
    'TITLE',
    'SUBTITLE',
    'COMMENT',
    'DESCRIPTION',
    'SYNOPSIS',
    'SUMMARY',
    'KEYWORDS',
    'LYRICS',
    'COM.APPLE.QUICKTIME.TITLE',
    'COM.APPLE.QUICKTIME.DESCRIPTION',
    'COM.APPLE.QUICKTIME.COMMENT',
    'COM.APPLE.QUICKTIME.KEYWORDS',
  ]),
])

/** Figures muxers write about the streams themselves: they say nothing of who made the file. */
const STREAM_FIGURES = new Set([
  'DURATION',
  'BPS',
  'NUMBER_OF_FRAMES',
  'NUMBER_OF_BYTES',
  '_STATISTICS_TAGS',
])

/** A SimpleTag's name and value, and those of the SimpleTags nested in it. */
async function findInSimpleTag(reader: EbmlReader, simpleTag: EbmlElement): Promise<Finding[]> {
  const findings: Finding[] = []
  let name = ''
  let value = ''
  let binary = false
  for await (const child of reader.children(simpleTag)) {
    if (child.id === TAG_NAME) name = (await reader.text(child)).toUpperCase()
    else if (child.id === TAG_STRING) value = await reader.text(child)
    else if (child.id === TAG_BINARY) binary = true
    else if (child.id === SIMPLE_TAG) findings.push(...(await findInSimpleTag(reader, child)))
  }
  const role = ROLE_BY_TAG_NAME.get(name)
  if (binary || (!role && !STREAM_FIGURES.has(name))) findings.unshift({ role: 'other' })
  else if (role && value) findings.unshift({ role, value })
  return findings
}

/** What a Tags element says, SimpleTag by SimpleTag, whatever each Tag targets. */
export async function findInTags(reader: EbmlReader, tags: EbmlElement) {
  const findings: Finding[] = []
  for await (const tag of reader.children(tags)) {
    if (tag.id !== TAG) continue
    for await (const child of reader.children(tag)) {
      if (child.id === SIMPLE_TAG) findings.push(...(await findInSimpleTag(reader, child)))
    }
  }
  return findings
}

async function chapterNames(reader: EbmlReader, master: EbmlElement): Promise<string[]> {
  const names: string[] = []
  for await (const child of reader.children(master)) {
    if (CHAPTER_NAMES.has(child.id)) names.push(await reader.text(child))
    else if (CHAPTER_MASTERS.has(child.id)) names.push(...(await chapterNames(reader, child)))
  }
  return names.filter(Boolean)
}

/** Chapters' names are free text; chapters without names are other data. */
export async function findInChapters(reader: EbmlReader, chapters: EbmlElement) {
  const names = await chapterNames(reader, chapters)
  if (names.length === 0) return [{ role: 'other' }] satisfies Finding[]
  return names.map((value): Finding => ({ role: 'text', value }))
}

/** An attached picture (a cover) is a thumbnail, any other file (fonts, documents) other data. */
export async function findInAttachments(reader: EbmlReader, attachments: EbmlElement) {
  const findings: Finding[] = []
  for await (const attached of reader.children(attachments)) {
    if (attached.id !== ATTACHED_FILE) continue
    let role: FindingRole = 'other'
    for await (const child of reader.children(attached)) {
      if (child.id === FILE_MEDIA_TYPE && (await reader.text(child)).startsWith('image/')) {
        role = 'thumbnail'
      } else if (child.id === FILE_DESCRIPTION) {
        findings.push({ role: 'text', value: await reader.text(child) })
      }
    }
    findings.push({ role })
  }
  return findings
}
