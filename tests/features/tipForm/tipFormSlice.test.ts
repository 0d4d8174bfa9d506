import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '@store/store'
import { userLoggedOut } from '@features/session/sessionSlice'
import { chooseFiles } from '@features/tipForm/chooseFiles'
import { holdPreviewUrl, previewUrlCounts } from '@features/tipForm/media/attachmentFiles'
import { verifyDecodes } from '@features/tipForm/media/verifyDecodes'
import { submitTip } from '@features/tipForm/submitTip'
import { emptyDraft, titleFromDescription } from '@features/tipForm/tipDraft'
import {
  anonymityToggled,
  anotherTipStarted,
  contactFieldEdited,
  descriptionEdited,
  draftDiscarded,
  fileRemoved,
  hiddenDetailsRemovalToggled,
  mediaToggled,
  selectTipDraft,
  selectTipFormStatus,
  selectTipReference,
} from '@features/tipForm/tipFormSlice'
import { filesAndBlobsIn, fixtureFile, realJpeg, textFile } from './mediaFiles'

// jsdom decodes no images and plays no media: the browser tests cover the real decode.
vi.mock('@features/tipForm/media/verifyDecodes', () => ({
  verifyDecodes: vi.fn(async (file: Blob) => file),
}))

type Store = ReturnType<typeof makeStore>

const MB = 1024 * 1024

/** Chooses files as the picker does and waits until every check has answered. */
async function choose(store: Store, kind: 'photo' | 'video' | 'audio', files: File[]) {
  store.dispatch(mediaToggled({ kind, enabled: true }))
  await store.dispatch(chooseFiles(kind, files))
  await vi.waitFor(() =>
    expect(selectTipDraft(store.getState()).attachments.map(({ status }) => status)).not.toContain(
      'cleaning',
    ),
  )
}

const attachments = (store: Store) => selectTipDraft(store.getState()).attachments
const refusals = (store: Store, kind: 'photo' | 'video' | 'audio' = 'photo') =>
  selectTipDraft(store.getState()).refusals[kind]

describe('tip form state machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const submitAndWait = async (store: Store) => {
    const submitted = store.dispatch(submitTip())
    await vi.advanceTimersByTimeAsync(1000)
    return submitted
  }

  it('starts editing an empty draft', () => {
    const state = makeStore().getState()
    expect(selectTipFormStatus(state)).toBe('editing')
    expect(selectTipDraft(state)).toEqual(emptyDraft)
  })

  it('goes editing -> submitting -> submitted after 1000 ms', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('A tip'))
    const submitted = store.dispatch(submitTip())
    expect(selectTipFormStatus(store.getState())).toBe('submitting')
    await vi.advanceTimersByTimeAsync(999)
    expect(selectTipFormStatus(store.getState())).toBe('submitting')
    await vi.advanceTimersByTimeAsync(1)
    await submitted
    expect(selectTipFormStatus(store.getState())).toBe('submitted')
  })

  it('returns from submitted to an empty form on Submit Another Tip', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('A tip'))
    await submitAndWait(store)
    expect(selectTipFormStatus(store.getState())).toBe('submitted')
    store.dispatch(anotherTipStarted())
    expect(selectTipFormStatus(store.getState())).toBe('editing')
    expect(selectTipDraft(store.getState())).toEqual(emptyDraft)
    expect(selectTipReference(store.getState())).toBeNull()
  })

  it('ignores Submit Another Tip while editing: the draft stays', () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('Half a tip'))
    store.dispatch(anotherTipStarted())
    expect(selectTipDraft(store.getState()).description).toBe('Half a tip')
  })

  it('submits nothing for an empty or whitespace-only description', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('  \n\t '))
    const result = await submitAndWait(store)
    expect(result.meta.requestStatus).toBe('rejected')
    expect(selectTipFormStatus(store.getState())).toBe('editing')
  })

  it('ignores a second submit while submitting', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('A tip'))
    const first = store.dispatch(submitTip())
    const second = store.dispatch(submitTip())
    await vi.advanceTimersByTimeAsync(1000)
    expect((await first).meta.requestStatus).toBe('fulfilled')
    expect((await second).meta.requestStatus).toBe('rejected')
    expect(store.getState().karma.tipsSubmitted).toBe(6)
  })

  it('ignores edits while submitting', () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('A tip'))
    void store.dispatch(submitTip())
    store.dispatch(descriptionEdited('changed while sending'))
    store.dispatch(anonymityToggled(true))
    store.dispatch(draftDiscarded())
    expect(selectTipDraft(store.getState())).toMatchObject({
      description: 'A tip',
      anonymous: false,
    })
  })

  it('ignores edits on the success screen', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('A tip'))
    await submitAndWait(store)
    store.dispatch(descriptionEdited('typed into nothing'))
    expect(selectTipDraft(store.getState()).description).toBe('')
  })

  it('clears the draft on logout, even mid-submit', () => {
    const store = makeStore()
    store.dispatch(contactFieldEdited({ field: 'name', value: 'Asha' }))
    store.dispatch(descriptionEdited('A tip'))
    void store.dispatch(submitTip())
    store.dispatch(userLoggedOut())
    expect(selectTipFormStatus(store.getState())).toBe('editing')
    expect(selectTipDraft(store.getState())).toEqual(emptyDraft)
  })

  it('gives the submitted tip a reference, kept on its Tips History entry', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('A tip'))
    await submitAndWait(store)
    const reference = selectTipReference(store.getState())
    expect(reference).toMatch(/^TW-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    expect(store.getState().karma.history[0]).toMatchObject({ title: 'A tip', reference })
  })

  it('empties the draft on Discard draft', () => {
    const store = makeStore()
    store.dispatch(anonymityToggled(true))
    store.dispatch(descriptionEdited('A tip I regret'))
    store.dispatch(draftDiscarded())
    expect(selectTipDraft(store.getState())).toEqual(emptyDraft)
  })
})

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

  it('refuses a file the browser cannot open', async () => {
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

  it('replaces the video with a new one', async () => {
    const store = makeStore()
    await choose(store, 'video', [fixtureFile('located.mp4', 'one.mp4')])
    await choose(store, 'video', [fixtureFile('located.mp4', 'two.mp4')])
    expect(attachments(store).map(({ name }) => name)).toEqual(['two.mp4'])
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

describe('hidden details', () => {
  it('shows what a photo reveals and cleans nothing unless asked', async () => {
    const store = makeStore()
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg')])
    const [photo] = attachments(store)
    expect(Object.keys(photo?.hiddenDetails ?? {})).toEqual(
      expect.arrayContaining(['location', 'device', 'date']),
    )
    expect(photo?.cleaned).toBeNull()
  })

  it('cleans every photo of an anonymous tip, saying what was removed', async () => {
    const store = makeStore()
    store.dispatch(anonymityToggled(true))
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg')])
    const [photo] = attachments(store)
    expect(photo?.status).toBe('ready')
    expect(photo?.cleaned?.removed).toEqual(expect.arrayContaining(['location', 'device', 'date']))
    expect(photo?.cleaned?.size).toBeLessThan(photo?.size ?? 0)
  })

  it('cleans a photo when the switch is turned on, or when the tip turns anonymous', async () => {
    const store = makeStore()
    await choose(store, 'photo', [
      fixtureFile('gps-photo.jpg'),
      fixtureFile('gps-photo.jpg', 'b.jpg'),
    ])
    const [first, second] = attachments(store)
    store.dispatch(hiddenDetailsRemovalToggled({ id: first?.id ?? '', remove: true }))
    await vi.waitFor(() => expect(attachments(store)[0]?.cleaned).not.toBeNull())
    expect(attachments(store)[1]?.cleaned).toBeNull()
    store.dispatch(anonymityToggled(true))
    await vi.waitFor(() => expect(attachments(store)[1]?.cleaned).not.toBeNull())
    expect(second?.name).toBe('b.jpg')
  })

  it('sends each attachment with its sizes and the fields removed', async () => {
    const store = makeStore()
    store.dispatch(anonymityToggled(true))
    store.dispatch(descriptionEdited('Flooded underpass'))
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg'), realJpeg('plain.jpg')])
    const [located, plain] = attachments(store)
    const result = await store.dispatch(submitTip())
    expect(result.type).toBe('tipForm/submitTip/fulfilled')
    const payload = result.payload as { submission: { attachments: unknown[] } }
    expect(payload.submission.attachments).toEqual([
      {
        name: 'gps-photo.jpg',
        kind: 'photo',
        originalSize: located?.size,
        cleanedSize: located?.cleaned?.size,
        removedFields: expect.arrayContaining(['location', 'device', 'date']),
      },
      {
        name: 'plain.jpg',
        kind: 'photo',
        originalSize: plain?.size,
        cleanedSize: plain?.cleaned?.size,
        removedFields: [],
      },
    ])
  }, 10_000)

  it('sends the original when not anonymous and not asked to clean', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('Tip'))
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg')])
    const size = attachments(store)[0]?.size
    expect(size).toBeGreaterThan(0)
    const result = await store.dispatch(submitTip())
    const payload = result.payload as { submission: { attachments: unknown[] } }
    expect(payload.submission.attachments).toEqual([
      {
        name: 'gps-photo.jpg',
        kind: 'photo',
        originalSize: size,
        cleanedSize: size,
        removedFields: [],
      },
    ])
  }, 10_000)

  it('does not submit while a file is still being checked', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('Tip'))
    store.dispatch(mediaToggled({ kind: 'photo', enabled: true }))
    const choosing = store.dispatch(chooseFiles('photo', [realJpeg('slow.jpg')]))
    expect((await store.dispatch(submitTip())).meta.requestStatus).toBe('rejected')
    await choosing
  })
})

describe('releasing files', () => {
  const previewAll = (store: Store) => attachments(store).forEach(({ id }) => holdPreviewUrl(id))

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
    ['the draft is discarded', (store: Store) => store.dispatch(draftDiscarded())],
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
    const before = previewUrlCounts()
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
    const after = previewUrlCounts()
    expect(after.made - before.made).toBe(4)
    expect(after.revoked - before.revoked).toBe(4)
  })
})

describe('tip draft', () => {
  it('titles a history entry with the start of the description, cut at a word', () => {
    expect(titleFromDescription('  Short tip  ')).toBe('Short tip')
    expect(titleFromDescription('First line\nsecond line')).toBe('First line')
    const long =
      'Municipal contractors dumped construction debris into the creek behind the station'
    const title = titleFromDescription(long)
    expect(title.length).toBeLessThanOrEqual(61)
    expect(title.endsWith('…')).toBe(true)
    expect(long.startsWith(title.slice(0, -1))).toBe(true)
  })

  it('leaves contact details out of an anonymous submission', async () => {
    const store = makeStore()
    store.dispatch(contactFieldEdited({ field: 'name', value: 'Asha' }))
    store.dispatch(contactFieldEdited({ field: 'email', value: 'asha@example.com' }))
    store.dispatch(anonymityToggled(true))
    store.dispatch(descriptionEdited(' Tip '))
    const result = await store.dispatch(submitTip())
    expect((result.payload as { submission: unknown }).submission).toEqual({
      anonymous: true,
      contact: null,
      description: 'Tip',
      attachments: [],
    })
  })
})
