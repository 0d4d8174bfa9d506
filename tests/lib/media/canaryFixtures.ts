/**
 * The script that builds the canary fixtures: in memory and the same on every run, from the
 * committed fixtures in tests/fixtures/media. Each plants a canary string, unique to its place,
 * where a format can hold bytes the picture or sound does not need (a chunk, a box, a segment,
 * a tag, a gap, a tail), in ASCII and apart from it in UTF-16LE; each stays a file its
 * decoders play and exiftool reads. canaryJudge.test.ts searches the cleaned bytes for them.
 * One builder per format, in ./canaries.
 */
import { hevcConfigurationCanaryFixtures, isoCanaryFixtures } from './canaries/iso'
import { jpegCanaryFixtures } from './canaries/jpeg'
import { matroskaCanaryFixtures, vorbisCanaryFixtures } from './canaries/matroska'
import { mp3CanaryFixtures } from './canaries/mp3'
import { pngCanaryFixtures } from './canaries/png'
import { wavCanaryFixtures } from './canaries/wav'
import { webpCanaryFixtures } from './canaries/webp'

export type { CanaryFixture, PristineMedia } from './canaries/fixture'

export const CANARY_FIXTURES = [
  ...wavCanaryFixtures(),
  ...mp3CanaryFixtures(),
  ...jpegCanaryFixtures(),
  ...pngCanaryFixtures(),
  ...webpCanaryFixtures(),
  ...isoCanaryFixtures(),
  ...hevcConfigurationCanaryFixtures(),
  ...matroskaCanaryFixtures(),
  ...vorbisCanaryFixtures(),
]
