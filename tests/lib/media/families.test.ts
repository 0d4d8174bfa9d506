import { describe, expect, it } from 'vitest'
import { FORMATS, removeHiddenDetails } from '@/lib/media'
import { FAMILIES } from '@/lib/media/families'
import { fixtureFile } from './loadFixture'

describe('the registry of format families', () => {
  it('gives every format the engine knows one family, and only one', () => {
    const registered = FAMILIES.flatMap(({ formats }) => formats)
    expect(registered.toSorted()).toEqual(Object.keys(FORMATS).toSorted())
  })

  it('cleans with what the check read rather than read the photo for it again', async () => {
    const photo = fixtureFile('gps-photo.jpg')
    const { removed } = await removeHiddenDetails(photo, 'jpeg', { text: 'as the check read it' })
    expect(removed).toContain('text')
    expect(removed).not.toContain('location')
  })
})
