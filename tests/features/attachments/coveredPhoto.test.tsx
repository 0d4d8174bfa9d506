import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { makeStore } from '@store/store'
import { removeHiddenDetails } from '@/lib/media'
import { AttachmentCard } from '@features/attachments/AttachmentCard'
import { attachmentFilesOf } from '@features/attachments/chooseFiles'
import { keepCoveredPhoto } from '@features/attachments/attachmentJourney'
import { anonymityToggled } from '@features/attachments/attachmentsSlice'
import { descriptionEdited } from '@features/tipForm/tipFormSlice'
import { renderWithStore } from '../../support/render'
import { filesAndBlobsIn, fixtureFile, realJpeg } from './mediaFiles'
import {
  attachments,
  choose,
  refusals,
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

const filesOf = (store: Store) => store.dispatch(attachmentFilesOf())

/** What the cover worker would hand back: a re-encoded JPEG, which holds no hidden details. */
const coveredCopy = () => realJpeg('covered')

describe('a covered photo', () => {
  beforeEach(countedObjectUrls)

  it('replaces the chosen photo: its preview, its size and what an anonymous tip sends', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('Water tanker diverted'))
    store.dispatch(anonymityToggled(true))
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg')])
    const id = attachments(store)[0]?.id ?? ''
    const chosen = filesOf(store).fileOf(id)
    filesOf(store).holdPreviewUrl(id)
    const chosenPreview = filesOf(store).previewUrlOf(id)
    const revoked = vi.spyOn(URL, 'revokeObjectURL')
    const covered = coveredCopy()

    await store.dispatch(keepCoveredPhoto(id, covered, 2))
    await vi.waitFor(() => expect(attachments(store)[0]?.cleaned).not.toBeNull())

    expect(filesOf(store).fileOf(id)).not.toBe(chosen)
    expect(filesOf(store).fileOf(id)?.size).toBe(covered.size)
    expect(revoked).toHaveBeenCalledWith(chosenPreview)
    expect(filesOf(store).previewUrlOf(id)).not.toBe(chosenPreview)
    expect(attachments(store)[0]).toMatchObject({ size: covered.size, hiddenDetails: {} })
    expect(filesAndBlobsIn(store.getState())).toEqual([])
    const [sent] = await sentAttachments(store)
    expect(sent).toMatchObject({
      name: 'photo-1.jpg',
      size: (await removeHiddenDetails(covered, 'jpeg')).blob.size,
    })
  })

  it('refuses the photo as chosen once more after it was covered: it is already attached', async () => {
    const store = makeStore()
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg')])
    const id = attachments(store)[0]?.id ?? ''
    await store.dispatch(keepCoveredPhoto(id, coveredCopy(), 1))
    expect(attachments(store)[0]?.size).not.toBe(fixtureFile('gps-photo.jpg').size)
    await choose(store, 'photo', [fixtureFile('gps-photo.jpg')])
    expect(attachments(store)).toHaveLength(1)
    expect(refusals(store)).toEqual([{ name: 'gps-photo.jpg', reason: 'alreadyAttached' }])
  })

  it('says on its card how many areas are covered', async () => {
    const store = makeStore()
    await choose(store, 'photo', [realJpeg('market.jpg')])
    const id = attachments(store)[0]?.id ?? ''
    await store.dispatch(keepCoveredPhoto(id, coveredCopy(), 2))
    // The covered copy is cleaned afresh (product.md §7) before it can be covered again.
    await vi.waitFor(() => expect(attachments(store)[0]?.status).toBe('ready'))
    const attachment = attachments(store)[0]
    if (!attachment) throw new Error('the photo is gone')
    renderWithStore(
      <AttachmentCard attachment={attachment} anonymous={false} sentName="market.jpg" />,
      {
        store,
      },
    )
    expect(screen.getByText('Covered: 2 areas')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Cover faces and details in market.jpg' }),
    ).toBeEnabled()
  })
})
