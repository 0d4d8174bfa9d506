import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '@store/store'
import { userLoggedOut } from '@features/session/sessionSlice'
import { createAttachmentFiles } from '@features/attachments/attachmentFiles'
import { attachmentFilesOf } from '@features/attachments/chooseFiles'
import { submitTip } from '@features/tipForm/submitTip'
import { fileRemoved } from '@features/attachments/attachmentsSlice'
import { descriptionEdited, discardDraft } from '@features/tipForm/tipFormSlice'
import { fixtureFile, realJpeg } from './mediaFiles'
import { attachments, choose, type Store } from './attachmentsStore'

vi.mock('@/lib/media', async (importOriginal) =>
  (await import('../../support/mediaEngineMock')).mockMediaEngine(importOriginal),
)
vi.mock('@features/attachments/verifyDecodes', async () =>
  (await import('../../support/mediaEngineMock')).everyFileOpens(),
)

const filesOf = (store: Store) => store.dispatch(attachmentFilesOf())

describe('releasing files', () => {
  const previewAll = (store: Store) =>
    attachments(store).forEach(({ id }) => filesOf(store).holdPreviewUrl(id))

  beforeEach(() => {
    let made = 0
    Object.assign(URL, {
      createObjectURL: () => `blob:test/${(made += 1)}`,
      revokeObjectURL: () => undefined,
    })
  })

  const countUrls = () => ({
    created: vi.spyOn(URL, 'createObjectURL'),
    revoked: vi.spyOn(URL, 'revokeObjectURL'),
  })

  it.each([
    [
      'a file is removed',
      (store: Store) => store.dispatch(fileRemoved({ id: attachments(store)[0]?.id ?? '' })),
    ],
    ['the draft is discarded', (store: Store) => store.dispatch(discardDraft())],
    ['the user logs out', (store: Store) => store.dispatch(userLoggedOut())],
  ])('revokes the preview URL when %s', async (_when, release) => {
    const store = makeStore()
    await choose(store, 'photo', [realJpeg('a.jpg')])
    const { created, revoked } = countUrls()
    previewAll(store)
    expect(created).toHaveBeenCalledTimes(1)
    expect(revoked).not.toHaveBeenCalled()
    release(store)
    expect(revoked).toHaveBeenCalledTimes(1)
    expect(revoked).toHaveBeenCalledWith(created.mock.results[0]?.value)
  })

  it('revokes the replaced video URL and every URL on submit', async () => {
    const store = makeStore()
    const { created, revoked } = countUrls()
    store.dispatch(descriptionEdited('Tip'))
    await choose(store, 'video', [fixtureFile('located.mp4', 'one.mp4')])
    previewAll(store)
    await choose(store, 'video', [fixtureFile('located.mp4', 'two.mp4')])
    await choose(store, 'photo', [realJpeg('a.jpg'), realJpeg('b.jpg')])
    previewAll(store)
    vi.useFakeTimers()
    const submitted = store.dispatch(submitTip())
    await vi.advanceTimersByTimeAsync(1000)
    await submitted
    vi.useRealTimers()
    expect(created).toHaveBeenCalledTimes(4)
    expect(revoked).toHaveBeenCalledTimes(4)
    expect(revoked.mock.calls.map(([url]) => url).sort()).toEqual(
      created.mock.results.map(({ value }) => value).sort(),
    )
  })

  it('moves a preview shown before the thumbnail was made onto the thumbnail, revoking the first URL', () => {
    const { created, revoked } = countUrls()
    const files = createAttachmentFiles()
    const thumbnail = new Blob(['small'])
    files.keep('early', new File(['the whole photo'], 'early.jpg'))
    files.holdPreviewUrl('early')
    const first = files.previewUrlOf('early')
    files.keepPreviewSource('early', thumbnail)
    expect(files.previewUrlOf('early')).not.toBe(first)
    expect(revoked).toHaveBeenCalledWith(first)
    expect(created).toHaveBeenLastCalledWith(thumbnail)
    files.forget('early')
    expect(created).toHaveBeenCalledTimes(2)
    expect(revoked).toHaveBeenCalledTimes(2)
  })

  it('releases only the files of the store whose draft was discarded', async () => {
    const mine = makeStore()
    const theirs = makeStore()
    await choose(mine, 'photo', [realJpeg('mine.jpg')])
    await choose(theirs, 'photo', [realJpeg('theirs.jpg')])
    const theirId = attachments(theirs)[0]?.id ?? ''
    filesOf(theirs).holdPreviewUrl(theirId)
    mine.dispatch(discardDraft())
    expect(filesOf(theirs).fileOf(theirId)?.name).toBe('theirs.jpg')
    expect(filesOf(theirs).previewUrlOf(theirId)).toBeDefined()
    theirs.dispatch(discardDraft())
    expect(filesOf(theirs).fileOf(theirId)).toBeUndefined()
  })
})
