/**
 * The format vocabulary a cleaned file may hold outside its coded picture and sound, reviewed
 * entry by entry: what a whole printable run may be, and why it is no one's text. A structure's
 * name is often read with a byte or three of the size or ID beside it (`$ftypisom`,
 * `matroskaB`): up to three printable characters either side are let through, too few to say
 * anything.
 */

/** Brands registered with the MP4 registration authority, or QuickTime's and 3GPP's own. */
const BRANDS = [
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'avc1',
  'av01',
  'mp41',
  'mp42',
  'M4A ',
  'M4V ',
  'qt  ',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
  'heic',
  'heix',
  'mif1',
  'msf1',
  'miaf',
  'avif',
  'dash',
]
/** ISO and QuickTime box types the cleaned files keep, read beside a neighbour's type or value. */
const BOX_TYPES = ['ftyp', 'mdat', 'moov', 'free', 'colr', 'frma']
/** QuickTime's handler component types and subtypes, and colr's colour types. */
const HANDLER_WORDS = ['mhlr', 'dhlr', 'vide', 'soun', 'url ', 'alis', 'nclx', 'nclc', 'prof']
/** Sample entry types a QuickTime `frma` names. */
const SAMPLE_ENTRIES = ['mp4a', 'avc1', 'hvc1', 'hev1', 'alac', 'samr']

const either = (words: readonly string[]) =>
  words.map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')
/** A run made only of `words`, one after another. */
const only = (words: readonly string[]) => `(?:${either(words)})+`
/** A run of `body` with up to three characters of a size or an ID either side. */
const framed = (body: string) => new RegExp(`^[ -~]{0,3}(?:${body})[ -~]{0,3}$`)

const VOCABULARY: readonly (readonly [pattern: RegExp, reason: string])[] = [
  [
    framed(only([...BOX_TYPES, ...BRANDS, ...HANDLER_WORDS, ...SAMPLE_ENTRIES])),
    'ISO and QuickTime box types, registered brands in ftyp, handler and colour types',
  ],
  [
    framed('urn:mpeg:hevc:2015:auxid:1'),
    "HEIF's auxC type of an HEVC alpha plane (ISO/IEC 23008-12)",
  ],
  [
    framed(
      only([
        'RIFF',
        'WAVE',
        'WEBP',
        'fmt ',
        'data',
        'fact',
        'VP8 ',
        'VP8X',
        'VP8L',
        'ALPH',
        'ANIM',
        'ANMF',
        'ICCP',
      ]),
    ),
    'RIFF chunk IDs of WAV and WebP',
  ],
  [framed('ICC_PROFILE'), "JPEG's APP2 identifier of an ICC profile"],
  [
    framed(only(['iCCP', 'ICC Profile'])),
    "PNG's iCCP chunk, and the neutral name TipWire gives every colour profile it writes (src/lib/media/core/iccProfile.ts)",
  ],
  [
    framed(only(['mntr', 'scnr', 'prtr', 'RGB ', 'GRAY', 'XYZ ', 'Lab ', 'acsp', 'APPL', 'MSFT'])),
    "An ICC profile's header: device class, colour spaces, signature, platform",
  ],
  [framed('matroska|webm'), "Matroska's DocType"],
  [
    framed('[AVS]_[A-Z0-9]+(?:/[A-Z0-9_]+)*'),
    "Matroska's codec IDs (V_VP8, A_OPUS, V_MPEG4/ISO/AVC)",
  ],
  [
    framed(only(['OpusHead', 'OpusTags', 'vorbis', 'fLaC', 'FLAC', 'OggS'])),
    "Opus's, Vorbis's, FLAC's and Ogg's magic words",
  ],
]

/**
 * A colour profile's tone curve or lookup table read as text: samples that rise byte by byte
 * (`!#&(+.0358:=@BEG...`). Ten or more strictly rising characters spell no word.
 */
const RISING_SAMPLES = 10
const isRisingSamples = (text: string) =>
  text.length >= RISING_SAMPLES &&
  [...text].every((character, index) => index === 0 || character > (text[index - 1] ?? ''))

/** Whether a printable run is format vocabulary. */
export const isVocabulary = (text: string) =>
  isRisingSamples(text) || VOCABULARY.some(([pattern]) => pattern.test(text))
