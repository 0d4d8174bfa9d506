import { fixtureBytes } from '../loadFixture'
import { ascii, concat } from './bytes'
import type { CanaryFixture } from './fixture'
import { PROFILE_PLACES } from './icc'
import { withConfiguration } from './iso'

const SOURCE = 'faces-moving.mp4'

/**
 * faces-moving.mp4 with its video's colour information (colr nclx) replaced by a colour profile
 * (colr prof) with a canary in each place a profile holds bytes its colours do not need.
 */
export const isoColourProfileCanaryFixtures = (): CanaryFixture[] =>
  PROFILE_PLACES.map(([place, tag, plant]) => {
    const canary = `CANARY-mp4-colr-${tag}`
    const profile = plant(canary)
    return {
      source: SOURCE,
      name: `${SOURCE}: colr colour profile with a canary in ${place}`,
      format: 'mp4',
      bytes: withConfiguration(fixtureBytes(SOURCE), 'colr', (colr) =>
        concat(colr.subarray(0, 8), ascii('prof'), profile),
      ),
      canaries: [canary],
    }
  })
