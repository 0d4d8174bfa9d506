import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '@store/store'
import { selectTipsHistory, selectTipsSubmitted } from '@features/karma/karmaSlice'
import { userLoggedOut } from '@features/session/sessionSlice'
import { selectIsAnonymous } from '@features/attachments/attachmentsSelectors'
import { anonymityToggled } from '@features/attachments/attachmentsSlice'
import { submitTip } from '@features/tipForm/submitTip'
import { emptyDraft, hasDescription, titleFromDescription } from '@features/tipForm/tipDraft'
import {
  anotherTipStarted,
  contactFieldEdited,
  descriptionEdited,
  discardDraft,
  draftDiscarded,
} from '@features/tipForm/tipFormSlice'
import {
  selectTipDraft,
  selectTipFormStatus,
  selectTipReference,
} from '@features/tipForm/tipFormSelectors'
import type { Store } from '../attachments/attachmentsStore'

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
    expect(selectTipsSubmitted(store.getState())).toBe(6)
  })

  it('ignores edits while submitting', () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('A tip'))
    void store.dispatch(submitTip())
    store.dispatch(descriptionEdited('changed while sending'))
    store.dispatch(anonymityToggled(true))
    store.dispatch(draftDiscarded())
    expect(selectTipDraft(store.getState()).description).toBe('A tip')
    expect(selectIsAnonymous(store.getState())).toBe(false)
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
    expect(selectTipsHistory(store.getState())[0]).toMatchObject({ title: 'A tip', reference })
  })

  it('empties the draft and turns Submit anonymously off on Discard draft', () => {
    const store = makeStore()
    store.dispatch(anonymityToggled(true))
    store.dispatch(descriptionEdited('A tip I regret'))
    store.dispatch(discardDraft())
    expect(selectTipDraft(store.getState())).toEqual(emptyDraft)
    expect(selectIsAnonymous(store.getState())).toBe(false)
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

  it('never cuts a title inside a character a reader sees as one', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'
    const title = titleFromDescription(`${'x'.repeat(59)}${family}${'y'.repeat(10)}`)
    expect(title).toBe(`${'x'.repeat(59)}${family}…`)
  })

  it('takes a description of only invisible characters as blank', () => {
    const draft = (description: string) => ({ ...emptyDraft, description })
    expect(hasDescription(draft('\u200B\u200D \u2060\uFEFF\u3164'))).toBe(false)
    expect(hasDescription(draft('\u2800\u2028\u0301'))).toBe(false)
    expect(hasDescription(draft('\u200Bकाम'))).toBe(true)
  })

  it('titles a tip with its first line that shows something, without direction controls', () => {
    expect(titleFromDescription('\u2800\u2028\u202Ereport from the station\u2029rest')).toBe(
      'report from the station',
    )
    expect(titleFromDescription('\r\n\u0085\u2067خبر\u2069 from the station')).toBe(
      'خبر from the station',
    )
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
