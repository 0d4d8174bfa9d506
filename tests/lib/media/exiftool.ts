import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const EXIFTOOL = fileURLToPath(
  new URL('../../../node_modules/exiftool-vendored.pl/bin/exiftool', import.meta.url),
)

/** One file's tags as exiftool names them: 'Group:TagName' (-G1), every duplicate kept (-a). */
export type ExiftoolTags = Record<string, unknown>

/**
 * exiftool 13.59 (exiftool-vendored.pl, run with Debian's perl: scripts/ensure-media-tools.sh) on many
 * files in one process: every tag, embedded data too (-ee: timed metadata, subtitles,
 * telemetry), and the MD5 of the picture or media data. Keyed by path.
 */
export function runExiftool(paths: readonly string[], workFolder: string) {
  const argumentFile = join(workFolder, 'exiftool-arguments.txt')
  writeFileSync(argumentFile, paths.join('\n'))
  const output = execFileSync(
    'perl',
    [
      EXIFTOOL,
      '-json',
      '-a',
      '-G1',
      '-ee',
      '-api',
      'ImageHashType=MD5',
      '-all',
      '-ImageDataHash',
    ].concat(['-@', argumentFile]),
    { maxBuffer: 64 * 1024 * 1024 },
  )
  const results = JSON.parse(output.toString('utf8')) as ExiftoolTags[]
  return new Map(results.map((tags) => [String(tags.SourceFile), tags]))
}

/** What exiftool must never see in a cleaned file, by the tag's name (the part after the group). */
const FORBIDDEN_NAMES: readonly [string, RegExp][] = [
  ['location', /GPS|Location|Coordinates/i],
  [
    'device',
    /^(Make|Model|DeviceName|CameraModelName|LensMake|LensModel|Originator)$|Manufacturer|Model$/i,
  ],
  ['date', /Date|^Year$/i],
  ['serial', /Serial|OriginatorReference/i],
  // MPEG's CopyrightFlag is one bit of every audio frame, not a name.
  ['owner', /Artist|Author|Creator|Copyright(?!Flag)|Owner|By-line|Performer/i],
  [
    'software',
    /Software|Encoder|Vendor|HandlerDescription|Compressor(Name|Version)|Firmware|(Muxing|Writing)App/i,
  ],
  ['text', /Title|Comment|Description|Keywords|Caption|^Text$/i],
  ['thumbnail', /Thumbnail|CoverArt|PreviewImage/i],
  ['maker notes', /MakerNote/i],
  ['extra track', /^(MetaFormat|OtherFormat)$/],
]

/** Groups that only makers, tags and extra data write: nothing may be left in them. */
const FORBIDDEN_GROUPS =
  /^(UserData|ItemList|Keys|XMP(-.*)?|APE|ID3.*|IPTC|Photoshop|GPS|ExifIFD|IFD1|MakerNotes|Canon|Nikon|Sony|Panasonic|Pentax|GoPro|Samsung|Apple)$/

/** The file system's and exiftool's own tags, and the colour profile a photo keeps on purpose. */
const OWN_GROUPS = /^(System|ExifTool|ICC-header|ICC_Profile|ICC-.*)$/

/**
 * Picture and sound tracks, QuickTime's data handlers inside them, and a HEIC or AVIF photo's
 * picture handler may stay.
 */
const KEPT_HANDLER_TYPES = new Set(['Video Track', 'Audio Track', 'URL', 'Alias Data', 'Picture'])

const isUnset = (value: unknown) => value === '' || /^[0: ]+$/.test(String(value))

/** Each identifying tag exiftool found, as 'kind: Group:Tag = value'; empty for a clean file. */
export function identifyingTags(tags: ExiftoolTags) {
  const found: string[] = []
  for (const [key, value] of Object.entries(tags)) {
    const [group = '', name = ''] = key.split(':')
    if (!name || OWN_GROUPS.test(group) || name === 'ImageDataHash' || isUnset(value)) continue
    const kind = FORBIDDEN_NAMES.find(([, pattern]) => pattern.test(name))?.[0]
    if (kind) found.push(`${kind}: ${key} = ${String(value)}`)
    else if (FORBIDDEN_GROUPS.test(group)) found.push(`other: ${key} = ${String(value)}`)
    else if (name === 'HandlerType' && !KEPT_HANDLER_TYPES.has(String(value))) {
      found.push(`extra track: ${key} = ${String(value)}`)
    }
  }
  return found
}
