import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '@store/store'
import { userLoggedOut } from '@features/session/sessionSlice'
import { submitTip } from '@features/tipForm/submitTip'
import { buildSubmission, emptyDraft, titleFromDescription } from '@features/tipForm/tipDraft'
import {
  anonymityToggled,
  anotherTipStarted,
  contactFieldEdited,
  descriptionEdited,
  fileRemoved,
  filesChosen,
  mediaToggled,
  selectTipDraft,
  selectTipFormStatus,
} from '@features/tipForm/tipFormSlice'

const photo = (name: string) => ({ name, size: 1000, type: 'image/jpeg' })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const submitAndWait = async (store: ReturnType<typeof makeStore>) => {
  const submitted = store.dispatch(submitTip())
  await vi.advanceTimersByTimeAsync(1000)
  return submitted
}

describe('tip form state machine', () => {
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

  it('returns to an empty form on Submit Another Tip', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('A tip'))
    await submitAndWait(store)
    store.dispatch(anotherTipStarted())
    expect(selectTipFormStatus(store.getState())).toBe('editing')
    expect(selectTipDraft(store.getState())).toEqual(emptyDraft)
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

  it('ignores edits while submitting and Submit Another Tip while editing', () => {
    const store = makeStore()
    store.dispatch(anotherTipStarted())
    expect(selectTipFormStatus(store.getState())).toBe('editing')
    store.dispatch(descriptionEdited('A tip'))
    void store.dispatch(submitTip())
    store.dispatch(descriptionEdited('changed while sending'))
    store.dispatch(anonymityToggled(true))
    store.dispatch(filesChosen('photo', [photo('late.jpg')]))
    expect(selectTipDraft(store.getState())).toMatchObject({
      description: 'A tip',
      anonymous: false,
      files: { photo: [] },
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
})

describe('tip draft', () => {
  it('adds photos up and keeps one video, replacing it on a new choice', () => {
    const store = makeStore()
    store.dispatch(filesChosen('photo', [photo('a.jpg'), photo('b.jpg')]))
    store.dispatch(filesChosen('photo', [photo('c.jpg')]))
    store.dispatch(filesChosen('video', [{ name: 'one.mp4', size: 5, type: 'video/mp4' }]))
    store.dispatch(filesChosen('video', [{ name: 'two.mp4', size: 5, type: 'video/mp4' }]))
    const { files } = selectTipDraft(store.getState())
    expect(files.photo.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg'])
    expect(files.video.map((file) => file.name)).toEqual(['two.mp4'])
  })

  it('removes one chosen file by its id', () => {
    const store = makeStore()
    store.dispatch(filesChosen('photo', [photo('a.jpg'), photo('a.jpg')]))
    const [first] = selectTipDraft(store.getState()).files.photo
    store.dispatch(fileRemoved({ kind: 'photo', id: first?.id ?? '' }))
    expect(selectTipDraft(store.getState()).files.photo).toHaveLength(1)
  })

  it('keeps only serializable file details in the store', () => {
    const store = makeStore()
    store.dispatch(filesChosen('photo', [photo('a.jpg')]))
    const stored = selectTipDraft(store.getState()).files.photo[0] ?? {}
    expect(Object.keys(stored).sort()).toEqual(['id', 'name', 'size', 'type'])
  })

  it('leaves contact details out of an anonymous submission', () => {
    const draft = {
      ...emptyDraft,
      anonymous: true,
      name: 'Asha',
      email: 'asha@example.com',
      phone: '98200',
      description: ' Tip ',
    }
    expect(buildSubmission(draft)).toEqual({
      anonymous: true,
      contact: null,
      description: 'Tip',
      attachments: [],
    })
    expect(buildSubmission({ ...draft, anonymous: false }).contact).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '98200',
    })
  })

  it('submits the files of switched-on media only', () => {
    const file = { id: '1', ...photo('a.jpg') }
    const draft = {
      ...emptyDraft,
      description: 'Tip',
      files: { ...emptyDraft.files, photo: [file] },
    }
    expect(buildSubmission(draft).attachments).toEqual([])
    expect(
      buildSubmission({ ...draft, media: { ...draft.media, photo: true } }).attachments,
    ).toEqual([file])
  })

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

  it('keeps the media toggle state per kind', () => {
    const store = makeStore()
    store.dispatch(mediaToggled({ kind: 'audio', enabled: true }))
    expect(selectTipDraft(store.getState()).media).toEqual({
      photo: false,
      video: false,
      audio: true,
    })
  })
})
