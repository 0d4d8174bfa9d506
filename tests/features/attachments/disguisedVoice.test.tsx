import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import { makeStore } from '@store/store'
import { removeHiddenDetails } from '@/lib/media'
import { canDisguiseVoiceNote, disguiseVoiceNote } from '@/lib/videoCover'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { MediaAttachments } from '@features/attachments'
import { attachmentFilesOf } from '@features/attachments/chooseFiles'
import { anonymityToggled } from '@features/attachments/attachmentsSlice'
import { descriptionEdited } from '@features/tipForm/tipFormSlice'
import { renderWithStore } from '../../support/render'
import { heldJob } from '../../support/videoCoverMock'
import { fixtureFile } from './mediaFiles'
import {
  attachments,
  choose,
  countedObjectUrls,
  sentAttachments,
  type Store,
} from './attachmentsStore'

vi.mock('@/lib/media', async (importOriginal) =>
  (await import('../../support/mediaEngineMock')).mockMediaEngine(importOriginal),
)
vi.mock('@features/attachments/verifyDecodes', async () =>
  (await import('../../support/mediaEngineMock')).everyFileOpens(),
)
vi.mock('@/lib/videoCover', async (importOriginal) =>
  (await import('../../support/videoCoverMock')).mockVideoCover(importOriginal),
)

const LIMITS =
  'A disguised voice is harder to recognise, not impossible to recognise: its pitch and tone are changed on this device, but the words and the sounds around it still say a lot.'
const DONE =
  'Voice disguised: harder to recognise, not impossible. This is a new file made on this device.'

/** What the engine would hand back: a new Ogg file it has cleaned (a real one, so it is read). */
const disguisedFile = async () =>
  (await removeHiddenDetails(fixtureFile('voice-note.opus'), 'ogg')).blob

const filesOf = (store: Store) => store.dispatch(attachmentFilesOf())

async function renderVoiceNote(fixture: string) {
  const store = makeStore()
  store.dispatch(descriptionEdited('Recorded outside the ward office'))
  const view = renderWithStore(<MediaAttachments />, { store })
  await choose(store, 'audio', [fixtureFile(fixture)])
  const [attachment] = attachments(store)
  if (!attachment) throw new Error('the voice note was not taken')
  return { ...view, store, id: attachment.id }
}

const disguiseButton = (name: string) =>
  screen.getByRole('button', { name: `Disguise the voice in ${name}` })

describe("a voice note's Disguise the voice", () => {
  beforeEach(countedObjectUrls)

  it('disguises the voice into a new file the card names, and an anonymous tip sends it as audio.ogg', async () => {
    vi.mocked(disguiseVoiceNote).mockImplementationOnce(disguisedFile)
    const { user, store, id } = await renderVoiceNote('recorder.m4a')
    store.dispatch(anonymityToggled(true))
    const chosen = filesOf(store).fileOf(id)
    const button = disguiseButton('recorder.m4a')
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'))
    expect(button).toHaveAccessibleDescription(LIMITS)

    await user.click(button)
    expect(disguiseVoiceNote).toHaveBeenCalledWith(
      chosen,
      expect.any(Function),
      expect.any(AbortSignal),
    )
    await vi.waitFor(() => expect(attachments(store)[0]?.cleaned).not.toBeNull())
    const card = screen.getByRole('list', { name: 'Chosen audio files' })
    expect(within(card).getByText(DONE)).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(`recorder.m4a: ${DONE}`)
    expect(filesOf(store).fileOf(id)).not.toBe(chosen)
    const [sent] = await sentAttachments(store)
    expect(sent).toMatchObject({ name: 'audio.ogg', kind: 'audio', cleaned: true })
  })

  it('shows the time left while it works; Cancel stops it and keeps the voice note as it was', async () => {
    const held = heldJob<Blob>()
    vi.mocked(disguiseVoiceNote).mockImplementationOnce((_file, onProgress, signal) =>
      held.job(onProgress, signal),
    )
    const { user, store, id } = await renderVoiceNote('recorder.m4a')
    const chosen = filesOf(store).fileOf(id)
    const button = disguiseButton('recorder.m4a')
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'))
    await user.click(button)
    const progress = screen.getByRole('progressbar', {
      name: 'Disguising the voice on this device',
    })
    act(() => held.report({ done: 0.25, secondsLeft: 12 }))
    expect(progress).toHaveAttribute('aria-valuenow', '25')
    expect(screen.getByText('About 12 seconds left')).toBeVisible()
    expect(button).toHaveAttribute('aria-disabled', 'true')

    await user.click(screen.getByRole('button', { name: 'Cancel disguising the voice' }))
    expect(
      await screen.findByText('Disguising stopped. The voice note is unchanged.'),
    ).toBeVisible()
    expect(filesOf(store).fileOf(id)).toBe(chosen)
    expect(attachments(store)[0]?.voiceDisguised).toBe(false)
    expect(screen.queryByText(DONE)).not.toBeInTheDocument()
  })

  it('says so on a failure, and keeps the voice note as it was', async () => {
    vi.mocked(disguiseVoiceNote).mockRejectedValueOnce(new Error('encoder closed'))
    const { user, store, id } = await renderVoiceNote('recorder.m4a')
    const chosen = filesOf(store).fileOf(id)
    const button = disguiseButton('recorder.m4a')
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'))
    await user.click(button)
    expect(
      await screen.findByText('The voice could not be disguised. The voice note is unchanged.'),
    ).toBeVisible()
    expect(filesOf(store).fileOf(id)).toBe(chosen)
  })

  it('says before any click that this browser cannot decode an AMR recording, and does nothing on a click', async () => {
    vi.mocked(canDisguiseVoiceNote).mockResolvedValueOnce(false)
    const { user } = await renderVoiceNote('voice.amr')
    const button = disguiseButton('voice.amr')
    await vi.waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        'This browser cannot decode this AMR recording, so its voice cannot be disguised here. It is sent as recorded.',
      ),
    )
    expect(button).toHaveAttribute('aria-disabled', 'true')
    // Reached and pressed by keyboard, as a screen reader user would: it stays a button that says why.
    button.focus()
    await user.keyboard('{Enter}')
    expect(disguiseVoiceNote).not.toHaveBeenCalled()
  })

  it('says it in Urdu, the file name and the format kept as written inside the sentence', async () => {
    vi.mocked(canDisguiseVoiceNote).mockResolvedValueOnce(false)
    await speak('ur-IN', CATALOGUE_AREAS)
    try {
      await renderVoiceNote('voice.amr')
      const button = screen.getByRole('button', { name: 'voice.amr میں آواز بدلیں' })
      expect(button).toHaveTextContent('آواز بدلیں')
      await vi.waitFor(() =>
        expect(button).toHaveAccessibleDescription(
          'یہ براؤزر اس AMR ریکارڈنگ کو نہیں چلا سکتا، اس لیے اس کی آواز یہاں بدلی نہیں جا سکتی۔ یہ ویسی ہی بھیجی جاتی ہے جیسی ریکارڈ ہوئی تھی۔',
        ),
      )
    } finally {
      await speak('en-IN', CATALOGUE_AREAS)
    }
  })
})
