import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '@store/store'
import { removeHiddenDetails } from '@/lib/media'
import { attachmentFilesOf, chooseFiles } from '@features/attachments/chooseFiles'
import { keepCoveredPhoto } from '@features/attachments/attachmentJourney'
import { submittedAttachments } from '@features/attachments/submittedAttachments'
import { submitTip } from '@features/tipForm/submitTip'
import {
  anonymityToggled,
  hiddenDetailsRemovalToggled,
  mediaToggled,
  selectAttachmentsState,
} from '@features/attachments/attachmentsSlice'
import { descriptionEdited } from '@features/tipForm/tipFormSlice'
import { jobAnswers, jobFails, jobsRunForReal } from '../../support/mediaEngineMock'
import { fixtureFile, realJpeg } from './mediaFiles'
import { attachments, choose, type Store } from './attachmentsStore'

vi.mock('@/lib/media', async (importOriginal) =>
  (await import('../../support/mediaEngineMock')).mockMediaEngine(importOriginal),
)
vi.mock('@features/attachments/verifyDecodes', async () =>
  (await import('../../support/mediaEngineMock')).everyFileOpens(),
)

/** The size of the copy the engine makes of a file: what a submission would send. */
const cleanedSize = async (file: Blob) => (await removeHiddenDetails(file, 'jpeg')).blob.size

/** What a submission would send of the attachments, were the tip submitted now. */
const wouldSend = (store: Store) =>
  submittedAttachments(
    selectAttachmentsState(store.getState()),
    (id) => store.dispatch(attachmentFilesOf()).cleanedCopyOf(id)?.size,
  )

const submitted = async (store: Store) => {
  const result = await store.dispatch(submitTip())
  return result.meta.requestStatus === 'fulfilled'
    ? (result.payload as { submission: { attachments: unknown[] } }).submission.attachments
    : null
}

describe('hidden details', () => {
  afterEach(() => jobsRunForReal(removeHiddenDetails))

  it('cleans a named tip’s photo by default, saying what was removed', async () => {
    const store = makeStore()
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg')])
    const [photo] = attachments(store)
    expect(Object.keys(photo?.hiddenDetails ?? {})).toEqual(
      expect.arrayContaining(['location', 'device', 'date']),
    )
    expect(photo?.removeHiddenDetails).toBe(true)
    expect(photo?.cleaned?.removed).toEqual(expect.arrayContaining(['location', 'device', 'date']))
  })

  it('cleans every photo of an anonymous tip, saying what was removed', async () => {
    const store = makeStore()
    store.dispatch(anonymityToggled(true))
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg')])
    const [photo] = attachments(store)
    expect(photo?.status).toBe('ready')
    expect(photo?.cleaned?.removed).toEqual(expect.arrayContaining(['location', 'device', 'date']))
  })

  it('previews the cleaned copy of an anonymous video, which is what would be sent', async () => {
    const previewed = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/preview')
    const store = makeStore()
    store.dispatch(anonymityToggled(true))
    await choose(store, 'video', [fixtureFile('located.mp4')])
    const files = store.dispatch(attachmentFilesOf())
    const [video] = attachments(store)
    files.holdPreviewUrl(video?.id ?? '')
    const cleaned = files.cleanedCopyOf(video?.id ?? '')
    expect(cleaned).toBeInstanceOf(Blob)
    expect(previewed).toHaveBeenCalledWith(cleaned)
    previewed.mockRestore()
  })

  it('keeps a photo as it is when a named source switches removal off', async () => {
    const store = makeStore()
    await choose(store, 'photo', [
      fixtureFile('gps-photo.jpg'),
      fixtureFile('gps-photo.jpg', 'b.jpg'),
    ])
    const [first, second] = attachments(store)
    expect(second?.name).toBe('b.jpg')
    store.dispatch(hiddenDetailsRemovalToggled({ id: first?.id ?? '', remove: false }))
    store.dispatch(descriptionEdited('Tip'))
    const sent = await submitted(store)
    expect(sent).toEqual([
      expect.objectContaining({ name: 'gps-photo.jpg', cleaned: false, size: first?.size }),
      expect.objectContaining({ name: 'b.jpg', cleaned: true }),
    ])
  })

  // product.md §7: an anonymous tip sends every file cleaned, always. Each case turns the tip
  // anonymous where a named tip sends the photo as chosen (removal switched off): with a cleaned
  // copy made before removal went off, and with none, the photo covered since.
  it.each([
    ['a copy cleaned before', async () => undefined],
    [
      'no cleaned copy',
      async (store: Store, id: string) => {
        await store.dispatch(keepCoveredPhoto(id, realJpeg('covered.jpg'), 1))
      },
    ],
  ])(
    'sends the cleaned photo once a named tip that sends it as chosen turns anonymous, from %s',
    async (_case, since) => {
      const store = makeStore()
      store.dispatch(descriptionEdited('Tip'))
      await choose(store, 'photo', [fixtureFile('gps-photo.jpg')])
      const id = attachments(store)[0]?.id ?? ''
      store.dispatch(hiddenDetailsRemovalToggled({ id, remove: false }))
      await since(store, id)
      const chosen = store.dispatch(attachmentFilesOf()).fileOf(id) as Blob
      expect(wouldSend(store)).toEqual([
        { name: 'gps-photo.jpg', kind: 'photo', cleaned: false, size: chosen.size },
      ])

      store.dispatch(anonymityToggled(true))
      await vi.waitFor(() => expect(attachments(store)[0]?.status).toBe('ready'))
      expect(await submitted(store)).toEqual([
        { name: 'photo-1.jpg', kind: 'photo', cleaned: true, size: await cleanedSize(chosen) },
      ])
    },
    10_000,
  )

  it('sends each attachment of an anonymous tip under a neutral name with the size of what is sent, and nothing of the original', async () => {
    const store = makeStore()
    store.dispatch(anonymityToggled(true))
    store.dispatch(descriptionEdited('Flooded underpass'))
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg'), realJpeg('plain.jpg')])
    const [located] = attachments(store)
    expect(located?.size).toBeGreaterThan(0)
    expect(await cleanedSize(fixtureFile('gps-photo.jpg'))).toBeLessThan(located?.size ?? 0)
    const result = await store.dispatch(submitTip())
    expect(result.type).toBe('tipForm/submitTip/fulfilled')
    const payload = result.payload as { submission: { attachments: unknown[] } }
    expect(payload.submission.attachments).toEqual([
      {
        name: 'photo-1.jpg',
        kind: 'photo',
        cleaned: true,
        size: await cleanedSize(fixtureFile('gps-photo.jpg')),
      },
      {
        name: 'photo-2.jpg',
        kind: 'photo',
        cleaned: true,
        size: await cleanedSize(realJpeg('plain.jpg')),
      },
    ])
    // No number in the payload is the original's size: it would match the tip to the source's
    // copy. (A file with nothing to remove is sent as it is, so its size is the file's own.)
    const numbers = JSON.stringify(result.payload).match(/\d+/g)?.map(Number) ?? []
    expect(numbers).not.toContain(located?.size)
    expect(JSON.stringify(result.payload)).not.toMatch(/removed|location|device|originalSize/i)
  })

  it('sends the cleaned copy of a named tip’s photo under its own name by default', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('Tip'))
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg')])
    expect(await submitted(store)).toEqual([
      {
        name: 'gps-photo.jpg',
        kind: 'photo',
        cleaned: true,
        size: await cleanedSize(fixtureFile('gps-photo.jpg')),
      },
    ])
  })

  it('says what cleaning left inside, and does not send an anonymous tip with it', async () => {
    jobAnswers(removeHiddenDetails, (real) => ({
      ...real,
      remaining: ['owner' as const],
    }))
    const store = makeStore()
    store.dispatch(anonymityToggled(true))
    store.dispatch(descriptionEdited('Tip'))
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg')])
    expect(attachments(store)[0]?.cleaned?.remaining).toEqual(['owner'])
    expect(await submitted(store)).toBeNull()
  })

  it('does not send an anonymous tip with a file whose cleaning failed, and keeps the file listed', async () => {
    jobFails(removeHiddenDetails)
    const store = makeStore()
    store.dispatch(anonymityToggled(true))
    store.dispatch(descriptionEdited('Tip'))
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg')])
    expect(attachments(store)).toMatchObject([
      { name: 'gps-photo.jpg', status: 'ready', cleaningFailed: true, cleaned: null },
    ])
    expect(await submitted(store)).toBeNull()
  })

  it('keeps a photo whose cleaning failed outside anonymous mode, and sends it as chosen', async () => {
    jobFails(removeHiddenDetails)
    const store = makeStore()
    store.dispatch(descriptionEdited('Tip'))
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg')])
    const id = attachments(store)[0]?.id ?? ''
    store.dispatch(hiddenDetailsRemovalToggled({ id, remove: true }))
    await vi.waitFor(() => expect(attachments(store)[0]?.cleaningFailed).toBe(true))
    expect(attachments(store)).toMatchObject([{ name: 'gps-photo.jpg', status: 'ready' }])
    store.dispatch(hiddenDetailsRemovalToggled({ id, remove: false }))
    expect(await submitted(store)).toMatchObject([
      { name: 'gps-photo.jpg', cleaned: false, size: fixtureFile('gps-photo.jpg').size },
    ])
  })

  it('does not submit while a file is still being checked', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('Tip'))
    store.dispatch(mediaToggled({ kind: 'photo', enabled: true }))
    store.dispatch(chooseFiles('photo', [realJpeg('slow.jpg')]))
    expect((await store.dispatch(submitTip())).meta.requestStatus).toBe('rejected')
    await vi.waitFor(() => expect(attachments(store)[0]?.status).toBe('ready'))
  })
})
