import { describe, expect, it } from 'vitest'
import { removeHiddenDetails } from '@/lib/media'
import { ascii } from '../canaries/bytes'
import { fixtureBytes } from '../loadFixture'

/** pcm-sound.mov with its sound described as `format` instead of uncompressed `twos`. */
function withSoundFormat(format: string) {
  const movie = Buffer.from(fixtureBytes('pcm-sound.mov'))
  const at = movie.indexOf('twos')
  expect(at).toBeGreaterThan(0)
  ascii(format).copy(movie, at)
  return movie
}

describe('QuickTime sound counted in frames', () => {
  it('says that media data was left unread when the frames’ size cannot be told', async () => {
    // IMA 4:1 in a version 0 description: its packets' size is the codec's, not written there.
    const { remaining } = await removeHiddenDetails(new Blob([withSoundFormat('ima4')]), 'mov')
    expect(remaining).toEqual(['other'])
  })
})
