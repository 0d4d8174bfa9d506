import { describe, expect, it } from 'vitest'
import { checkFile } from '@/lib/media'
import { fixtureFile } from './loadFixture'

describe('checking a chosen file in one call', () => {
  it('gives a photo’s format and what it reveals', async () => {
    const { format, hiddenDetails, readWhole } = await checkFile(
      fixtureFile('gps-photo.jpg'),
      'photo',
    )
    expect(format).toBe('jpeg')
    expect(Object.keys(hiddenDetails)).toEqual(
      expect.arrayContaining(['location', 'device', 'date']),
    )
    expect(readWhole).toBe(true)
  })

  it('reads a file of another kind than the one chosen no further than its format', async () => {
    expect(await checkFile(fixtureFile('gps-photo.jpg'), 'video')).toEqual({
      format: 'jpeg',
      hiddenDetails: {},
      readWhole: false,
    })
  })
})
