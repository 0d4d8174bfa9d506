import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { ChunkLoadError } from '@/lib/chunkLoadError'
import { checkFile, removeHiddenDetails } from '@/lib/media'
import { TipSubmissionForm } from '@features/tipForm/TipSubmissionForm'
import { selectTipFormStatus } from '@features/tipForm/tipFormSelectors'
import { jobsRunForReal } from '../../support/mediaEngineMock'
import { renderWithStore } from '../../support/render'
import { fixtureFile, realJpeg } from './mediaFiles'

vi.mock('@/lib/media', async (importOriginal) =>
  (await import('../../support/mediaEngineMock')).mockMediaEngine(importOriginal),
)
vi.mock('@features/attachments/verifyDecodes', async () =>
  (await import('../../support/mediaEngineMock')).everyFileOpens(),
)

/** What the engine gives when a part of TipWire (its worker, the HEIC decoder) did not arrive. */
const notDownloaded = () => new ChunkLoadError(new TypeError('Failed to fetch'))

async function renderDraft({ anonymous = false } = {}) {
  const view = renderWithStore(<TipSubmissionForm />)
  await view.user.click(screen.getByLabelText(/Description/))
  await view.user.paste('Flooded underpass')
  if (anonymous) await view.user.click(screen.getByRole('switch', { name: 'Submit anonymously' }))
  await view.user.click(screen.getByRole('checkbox', { name: 'Photo' }))
  return view
}

const choosePhotos = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Choose photos'), { target: { files } })

const cardOf = (name: string) =>
  within(
    within(screen.getByRole('list', { name: 'Chosen photo files' }))
      .getAllByRole('listitem')
      .find((card) => within(card).queryByText(name)) as HTMLElement,
  )

describe('a part of TipWire a file needs that could not be downloaded', () => {
  afterEach(() => jobsRunForReal(checkFile, removeHiddenDetails))

  it('is said as a connection problem on the photo’s card, holds Submit, and Retry checks the photo, the draft kept', async () => {
    vi.mocked(checkFile).mockRejectedValueOnce(notDownloaded())
    const { user, store } = await renderDraft()
    choosePhotos([realJpeg('market.jpg'), realJpeg('crowd.jpg')])
    const note = await screen.findByRole('alert')
    expect(note).toHaveTextContent(
      'This file could not be checked yet: a part of TipWire could not be downloaded. Check your connection, then retry. Your tip and files are kept.',
    )
    expect(cardOf('market.jpg').getByRole('alert')).toBe(note)
    // The rest of the choice is checked meanwhile.
    expect(await cardOf('crowd.jpg').findByText(/^JPEG photo/)).toBeInTheDocument()
    expect(screen.queryByText(/was not added/)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    expect(
      screen.getByText(
        'A part of TipWire that a chosen file needs could not be downloaded. Check your connection, press Retry on the file, then submit again.',
      ),
    ).toBeInTheDocument()
    expect(selectTipFormStatus(store.getState())).toBe('editing')

    await user.click(within(note).getByRole('button', { name: 'Retry market.jpg' }))
    expect(await cardOf('market.jpg').findByText(/^JPEG photo/)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByLabelText(/Description/)).toHaveValue('Flooded underpass')
    expect(cardOf('crowd.jpg').getByText(/^JPEG photo/)).toBeInTheDocument()
  })

  it('waits to remove hidden details until Retry, and removes them then', async () => {
    vi.mocked(removeHiddenDetails).mockRejectedValueOnce(notDownloaded())
    const { user } = await renderDraft({ anonymous: true })
    choosePhotos([fixtureFile('gps-photo.jpg')])
    const note = await screen.findByRole('alert')
    expect(note).toHaveTextContent(
      'Hidden details not removed yet: a part of TipWire could not be downloaded. Check your connection, then retry. Your tip and files are kept.',
    )
    expect(screen.queryByText(/could not check and clean every part/)).not.toBeInTheDocument()

    await user.click(within(note).getByRole('button', { name: 'Retry gps-photo.jpg' }))
    expect(await cardOf('gps-photo.jpg').findByText(/^Removed: location/)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
