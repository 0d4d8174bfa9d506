import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '@store/store'
import { userLoggedOut } from '@features/session/sessionSlice'
import {
  selectIsAnonymous,
  selectMediaToggles,
  selectRefusedFiles,
} from '@features/attachments/attachmentsSelectors'
import {
  anonymityToggled,
  filesChosen,
  mediaToggled,
  refusalDismissed,
  selectAttachmentsState,
} from '@features/attachments/attachmentsSlice'
import { submitTip } from '@features/tipForm/submitTip'
import { descriptionEdited, discardDraft } from '@features/tipForm/tipFormSlice'

const photo = { id: 'one', name: 'one.jpg', size: 10 }
/** Not anonymous, no kind ticked, no file, nothing refused. */
const AS_THEY_START = {
  anonymous: false,
  media: { photo: false, video: false, audio: false },
  attachments: [],
  refusals: { photo: [], video: [], audio: [] },
  sending: false,
}

describe('attachments slice', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('keeps Submit anonymously and the ticked kinds', () => {
    const store = makeStore()
    store.dispatch(anonymityToggled(true))
    store.dispatch(mediaToggled({ kind: 'audio', enabled: true }))
    expect(selectIsAnonymous(store.getState())).toBe(true)
    expect(selectMediaToggles(store.getState())).toEqual({
      photo: false,
      video: false,
      audio: true,
    })
  })

  it("ignores the sender's changes while the tip is sent, and starts afresh once it is", async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('A tip'))
    const sending = store.dispatch(submitTip())
    store.dispatch(anonymityToggled(true))
    store.dispatch(mediaToggled({ kind: 'photo', enabled: true }))
    store.dispatch(filesChosen('photo', [photo]))
    expect(selectAttachmentsState(store.getState())).toEqual({
      ...AS_THEY_START,
      sending: true,
    })
    await vi.advanceTimersByTimeAsync(1000)
    await sending
    expect(selectAttachmentsState(store.getState())).toEqual(AS_THEY_START)
  })

  it.each([
    ['the draft is discarded', discardDraft()],
    ['the user logs out', userLoggedOut()],
  ])('forgets everything when %s', (_, action) => {
    const store = makeStore()
    store.dispatch(anonymityToggled(true))
    store.dispatch(mediaToggled({ kind: 'photo', enabled: true }))
    store.dispatch(filesChosen('photo', [{ ...photo, size: 0 }]))
    store.dispatch(action)
    expect(selectAttachmentsState(store.getState())).toEqual(AS_THEY_START)
  })

  it('holds back a tip while a ticked kind lists a refused file, until it is taken off the list', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('A tip'))
    store.dispatch(mediaToggled({ kind: 'photo', enabled: true }))
    store.dispatch(
      filesChosen('photo', [
        { ...photo, size: 0 },
        { id: 'two', name: 'two.jpg', size: 0 },
      ]),
    )
    expect(selectRefusedFiles(store.getState())).toEqual([
      { kind: 'photo', id: 'one', name: 'one.jpg' },
      { kind: 'photo', id: 'two', name: 'two.jpg' },
    ])
    expect((await store.dispatch(submitTip())).meta.requestStatus).toBe('rejected')

    store.dispatch(refusalDismissed({ kind: 'photo', id: 'one' }))
    expect(selectRefusedFiles(store.getState())).toEqual([
      { kind: 'photo', id: 'two', name: 'two.jpg' },
    ])
    // A kind whose box is unticked sends nothing, refused or not.
    store.dispatch(mediaToggled({ kind: 'photo', enabled: false }))
    expect(selectRefusedFiles(store.getState())).toEqual([])
    const sent = store.dispatch(submitTip())
    await vi.advanceTimersByTimeAsync(1000)
    expect((await sent).meta.requestStatus).toBe('fulfilled')
  })

  it('gives the files back to change when sending fails', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('A tip'))
    vi.spyOn(crypto, 'getRandomValues').mockImplementationOnce(() => {
      throw new Error('No randomness')
    })
    const sending = store.dispatch(submitTip())
    await vi.advanceTimersByTimeAsync(1000)
    expect((await sending).meta.requestStatus).toBe('rejected')
    store.dispatch(anonymityToggled(true))
    expect(selectIsAnonymous(store.getState())).toBe(true)
  })
})
