/**
 * The script that builds the canary fixtures: in memory and the same on every run, from the
 * committed fixtures in tests/fixtures/media. Each plants a canary string, unique to its place,
 * where a format can hold bytes the picture or sound does not need (a chunk, a box, a segment,
 * a tag, a gap, a tail, a message inside coded frames that decoders skip), in ASCII and apart
 * from it in UTF-16LE; each stays a file its decoders play and exiftool reads.
 * canaryJudge.test.ts searches the cleaned bytes for them.
 * One builder per format, in ./canaries.
 */
import { adtsCanaryFixtures } from './canaries/adts'
import { amrCanaryFixtures } from './canaries/amr'
import { flacCanaryFixtures } from './canaries/flac'
import {
  heifCanaryFixtures,
  heifItemDataCanaryFixtures,
  heifPropertyCanaryFixtures,
} from './canaries/heif'
import {
  hevcConfigurationCanaryFixtures,
  isoBoxFieldCanaryFixtures,
  isoCanaryFixtures,
  isoSampleCanaryFixtures,
} from './canaries/iso'
import { isoColourCanaryFixtures } from './canaries/isoColour'
import { jpegCanaryFixtures } from './canaries/jpeg'
import {
  matroskaBlockCanaryFixtures,
  matroskaCanaryFixtures,
  vorbisCanaryFixtures,
} from './canaries/matroska'
import { mp3CanaryFixtures } from './canaries/mp3'
import { oggCanaryFixtures } from './canaries/ogg'
import { pngCanaryFixtures } from './canaries/png'
import { wavCanaryFixtures } from './canaries/wav'
import { webpCanaryFixtures } from './canaries/webp'

export type { CanaryFixture, PristineMedia } from './canaries/fixture'

export const CANARY_FIXTURES = [
  ...wavCanaryFixtures(),
  ...mp3CanaryFixtures(),
  ...flacCanaryFixtures(),
  ...oggCanaryFixtures(),
  ...adtsCanaryFixtures(),
  ...amrCanaryFixtures(),
  ...jpegCanaryFixtures(),
  ...pngCanaryFixtures(),
  ...webpCanaryFixtures(),
  ...heifCanaryFixtures(),
  ...heifPropertyCanaryFixtures(),
  ...heifItemDataCanaryFixtures(),
  ...isoCanaryFixtures(),
  ...isoBoxFieldCanaryFixtures(),
  ...hevcConfigurationCanaryFixtures(),
  ...isoSampleCanaryFixtures(),
  ...isoColourCanaryFixtures(),
  ...matroskaCanaryFixtures(),
  ...matroskaBlockCanaryFixtures(),
  ...vorbisCanaryFixtures(),
]
