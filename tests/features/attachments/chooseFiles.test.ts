import { describe, expect, it, vi } from 'vitest'
import { makeStore } from '@store/store'
import { selectRefusals } from '@features/attachments/attachmentsSelectors'
import { checkFile } from '@/lib/media'
import { verifyDecodes } from '@features/attachments/verifyDecodes'
import { submitTip } from '@features/tipForm/submitTip'
import {
  anonymityToggled,
  fileRemoved,
  refusalDismissed,
} from '@features/attachments/attachmentsSlice'
import { descriptionEdited } from '@features/tipForm/tipFormSlice'
import { filesAndBlobsIn, fixtureFile, realJpeg, textFile } from './mediaFiles'
import { attachments, choose, refusals } from './attachmentsStore'

vi.mock('@/lib/media', async (importOriginal) =>
  (await import('../../support/mediaEngineMock')).mockMediaEngine(importOriginal),
)
vi.mock('@features/attachments/verifyDecodes', async () =>
  (await import('../../support/mediaEngineMock')).everyFileOpens(),
)

const MB = 1024 * 1024

describe('choosing files', () => {
  it('accepts a real JPEG named photo.txt as a photo, by its bytes', async () => {
    const store = makeStore()
    await choose(store, 'photo', [realJpeg('photo.txt')])
    expect(attachments(store)).toMatchObject([
      { name: 'photo.txt', kind: 'photo', format: 'jpeg', status: 'ready' },
    ])
    expect(refusals(store)).toEqual([])
  })

  it('refuses a text file named evil.jpg as not a photo', async () => {
    const store = makeStore()
    await choose(store, 'photo', [textFile('evil.jpg')])
    expect(attachments(store)).toEqual([])
    expect(refusals(store)).toEqual([{ name: 'evil.jpg', reason: 'wrongKind' }])
  })

  it('refuses a photo in the video picker', async () => {
    const store = makeStore()
    await choose(store, 'video', [realJpeg('clip.mp4')])
    expect(refusals(store, 'video')).toEqual([{ name: 'clip.mp4', reason: 'wrongKind' }])
  })

  it('refuses empty and oversized files without opening them', async () => {
    vi.mocked(verifyDecodes).mockClear()
    const store = makeStore()
    const huge = new File([new Uint8Array(25 * MB + 1)], 'huge.jpg')
    await choose(store, 'photo', [new File([], 'empty.jpg'), huge])
    expect(refusals(store)).toEqual([
      { name: 'empty.jpg', reason: 'empty' },
      { name: 'huge.jpg', reason: 'tooLarge' },
    ])
    expect(verifyDecodes).not.toHaveBeenCalled()
  })

  it('takes a photo of exactly 25 MB', async () => {
    const store = makeStore()
    const jpegBytes = new Uint8Array(await realJpeg('x').arrayBuffer())
    const padded = new Uint8Array(25 * MB)
    padded.set(jpegBytes)
    await choose(store, 'photo', [new File([padded], 'big.jpg')])
    expect(refusals(store)).toEqual([])
    expect(attachments(store)).toHaveLength(1)
  })

  it('refuses a file when the decode check says the browser cannot open it', async () => {
    vi.mocked(verifyDecodes).mockResolvedValueOnce(undefined)
    const store = makeStore()
    await choose(store, 'photo', [realJpeg('broken.jpg')])
    expect(refusals(store)).toEqual([{ name: 'broken.jpg', reason: 'undecodable' }])
  })

  it('accepts ten photos and refuses the eleventh, even across two choices', async () => {
    const store = makeStore()
    const photos = Array.from({ length: 9 }, (_, index) => realJpeg(`photo-${index + 1}.jpg`))
    await choose(store, 'photo', photos)
    await choose(store, 'photo', [realJpeg('photo-10.jpg'), realJpeg('photo-11.jpg')])
    expect(attachments(store)).toHaveLength(10)
    expect(refusals(store)).toEqual([{ name: 'photo-11.jpg', reason: 'tooMany' }])
  })

  it('refuses the files over the limit from the newest choice, never one already being checked', async () => {
    const store = makeStore()
    const first = Array.from({ length: 8 }, (_, index) => realJpeg(`first-${index + 1}.jpg`))
    const second = Array.from({ length: 3 }, (_, index) => realJpeg(`second-${index + 1}.jpg`))
    // The second choice comes while the first is still being checked.
    const checking = choose(store, 'photo', [textFile('notes.jpg'), ...first])
    await choose(store, 'photo', second)
    await checking
    expect(attachments(store).map(({ name }) => name)).toEqual([
      ...first.map(({ name }) => name),
      'second-1.jpg',
    ])
    expect(refusals(store)).toEqual([
      { name: 'second-2.jpg', reason: 'tooMany' },
      { name: 'second-3.jpg', reason: 'tooMany' },
      // Refused once read: its place is not given to a file refused before.
      { name: 'notes.jpg', reason: 'wrongKind' },
    ])
  })

  it('refuses a second copy of a photo already attached', async () => {
    const store = makeStore()
    await choose(store, 'photo', [realJpeg('market.jpg')])
    await choose(store, 'photo', [realJpeg('market.jpg'), realJpeg('other.jpg')])
    expect(attachments(store).map(({ name }) => name)).toEqual(['market.jpg', 'other.jpg'])
    expect(refusals(store)).toEqual([{ name: 'market.jpg', reason: 'alreadyAttached' }])
  })

  it('refuses the eleventh photo of a single choice of eleven', async () => {
    const store = makeStore()
    const photos = Array.from({ length: 11 }, (_, index) => realJpeg(`photo-${index + 1}.jpg`))
    await choose(store, 'photo', photos)
    expect(attachments(store).map(({ name }) => name)).toEqual(
      photos.slice(0, 10).map(({ name }) => name),
    )
    expect(refusals(store)).toEqual([{ name: 'photo-11.jpg', reason: 'tooMany' }])
  })

  it('refuses a file whose check fails and goes on with the rest of the choice', async () => {
    vi.mocked(checkFile).mockRejectedValueOnce(new Error('The file changed on disk'))
    const store = makeStore()
    store.dispatch(descriptionEdited('Tip'))
    await choose(store, 'photo', [realJpeg('changed.jpg'), realJpeg('fine.jpg')])
    expect(refusals(store)).toEqual([{ name: 'changed.jpg', reason: 'uncheckable' }])
    expect(attachments(store)).toMatchObject([{ name: 'fine.jpg', status: 'ready' }])
    // Not sent without the refused file until the sender takes it off the list.
    expect((await store.dispatch(submitTip())).meta.requestStatus).toBe('rejected')
    const [refused] = selectRefusals(store.getState()).photo
    store.dispatch(refusalDismissed({ kind: 'photo', id: refused?.id ?? '' }))
    expect((await store.dispatch(submitTip())).meta.requestStatus).toBe('fulfilled')
  })

  it('takes a recording of sound only in an MP4 as audio, and refuses it as a video', async () => {
    const store = makeStore()
    await choose(store, 'audio', [fixtureFile('recorder.m4a')])
    expect(attachments(store)).toMatchObject([{ name: 'recorder.m4a', format: 'm4a' }])
    await choose(store, 'video', [fixtureFile('recorder.m4a', 'clip.mp4')])
    expect(refusals(store, 'video')).toEqual([{ name: 'clip.mp4', reason: 'soundOnly' }])
  })

  it('refuses a phone’s voice recording (.3gp, sound only) as a video, pointing to Audio, and takes it there', async () => {
    const store = makeStore()
    await choose(store, 'video', [fixtureFile('voice.3gp')])
    expect(refusals(store, 'video')).toEqual([{ name: 'voice.3gp', reason: 'soundOnly' }])
    await choose(store, 'audio', [fixtureFile('voice.3gp')])
    expect(attachments(store)).toMatchObject([{ name: 'voice.3gp', kind: 'audio', format: '3ga' }])
  })

  it('replaces the video with a new one', async () => {
    const store = makeStore()
    await choose(store, 'video', [fixtureFile('located.mp4', 'one.mp4')])
    await choose(store, 'video', [fixtureFile('located.mp4', 'two.mp4')])
    expect(attachments(store).map(({ name }) => name)).toEqual(['two.mp4'])
  })

  it.each([
    ['video', fixtureFile('located.mp4', 'clip.mp4'), 'notes.mp4'],
    ['audio', fixtureFile('tagged.mp3', 'memo.mp3'), 'notes.mp3'],
  ] as const)(
    'keeps the attached %s when its replacement is refused',
    async (kind, kept, refused) => {
      const store = makeStore()
      await choose(store, kind, [kept])
      await choose(store, kind, [textFile(refused)])
      expect(attachments(store)).toMatchObject([{ name: kept.name, status: 'ready' }])
      expect(refusals(store, kind)).toEqual([{ name: refused, reason: 'wrongKind' }])
    },
  )

  it('follows each file once, however many choices start the journey', async () => {
    vi.mocked(checkFile).mockClear()
    const store = makeStore()
    await choose(store, 'photo', [realJpeg('first.jpg')])
    await choose(store, 'photo', [realJpeg('second.jpg')])
    await choose(store, 'audio', [fixtureFile('tagged.mp3')])
    expect(checkFile).toHaveBeenCalledTimes(3)
  })

  it('takes the same file again after it was removed', async () => {
    const store = makeStore()
    const photo = realJpeg('crowd.jpg')
    await choose(store, 'photo', [photo])
    store.dispatch(fileRemoved({ id: attachments(store)[0]?.id ?? '' }))
    expect(attachments(store)).toEqual([])
    await choose(store, 'photo', [photo])
    expect(attachments(store)).toMatchObject([{ name: 'crowd.jpg', status: 'ready' }])
  })

  it('never lets a File or Blob into the state', async () => {
    const store = makeStore()
    store.dispatch(anonymityToggled(true))
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg'), realJpeg('b.jpg')])
    await choose(store, 'audio', [fixtureFile('tagged.mp3')])
    expect(attachments(store)).toHaveLength(3)
    expect(filesAndBlobsIn(store.getState())).toEqual([])
  })
})
