import { fixtureBytes } from '../loadFixture'
import { ascii, concat } from './bytes'
import { canaryBytes, type CanaryFixture } from './fixture'
import { PROFILE_PLACES } from './icc'
import { withConfiguration } from './iso'

const SOURCE = 'faces-moving.mp4'

const planting = (place: string, canary: string, grow: (colr: Buffer) => Uint8Array) => ({
  source: SOURCE,
  name: `${SOURCE}: ${place}`,
  format: 'mp4' as const,
  bytes: withConfiguration(fixtureBytes(SOURCE), 'colr', grow),
  canaries: [canary],
})

/**
 * faces-moving.mp4 with its video's colour information (colr nclx) longer than its fields, and
 * replaced by a colour profile (colr prof) with a canary in each place a profile holds bytes its
 * colours do not need.
 */
export const isoColourCanaryFixtures = (): CanaryFixture[] => [
  planting('colr nclx longer than its fields', 'CANARY-mp4-colr-nclx', (colr) =>
    concat(colr, canaryBytes('CANARY-mp4-colr-nclx')),
  ),
  ...PROFILE_PLACES.map(([place, tag, plant]) => {
    const canary = `CANARY-mp4-colr-${tag}`
    return planting(`colr colour profile with a canary in ${place}`, canary, (colr) =>
      concat(colr.subarray(0, 8), ascii('prof'), plant(canary)),
    )
  }),
]
