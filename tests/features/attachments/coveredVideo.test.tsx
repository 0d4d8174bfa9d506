import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { makeStore } from '@store/store'
import { readPictureCodec, removeHiddenDetails } from '@/lib/media'
import { openVideo } from '@/lib/videoCover'
import { ChunkLoadError } from '@/lib/chunkLoadError'
import { MediaAttachments } from '@features/attachments'
import { AttachmentCard } from '@features/attachments/AttachmentCard'
import { attachmentFilesOf } from '@features/attachments/chooseFiles'
import { keepCoveredVideo } from '@features/attachments/attachmentJourney'
import { anonymityToggled } from '@features/attachments/attachmentsSlice'
import { descriptionEdited } from '@features/tipForm/tipFormSlice'
import { renderWithStore } from '../../support/render'
import { CLIP } from '../../support/videoCoverMock'
import { filesAndBlobsIn, fixtureFile } from './mediaFiles'
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

const filesOf = (store: Store) => store.dispatch(attachmentFilesOf())

/**
 * What the engine would hand back: a new MP4 it has cleaned (here a real one, so the media engine
 * reads it; jsdom encodes no video).
 */
const newFile = async () => ({
  file: (await removeHiddenDetails(fixtureFile('ffmpeg-keys.mp4'), 'mp4')).blob,
  container: 'mp4' as const,
})

async function chosenVideo(store: Store, fixture: string) {
  await choose(store, 'video', [fixtureFile(fixture)])
  const attachment = attachments(store)[0]
  if (!attachment) throw new Error('the video was not taken')
  return attachment
}

/** The card of the store's video, as a named tip shows it. */
function renderCardOf(store: Store) {
  const attachment = attachments(store)[0]
  if (!attachment) throw new Error('the video is gone')
  return renderWithStore(
    <AttachmentCard attachment={attachment} anonymous={false} sentName={undefined} />,
    { store },
  )
}

const renderCard = async (store: Store, fixture: string) => {
  await chosenVideo(store, fixture)
  return renderCardOf(store)
}

describe('a covered video', () => {
  beforeEach(countedObjectUrls)

  it('replaces the chosen video: the card and the live region say what was done, and an anonymous tip sends the new file cleaned as video.mp4', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('Police line at the ward office'))
    store.dispatch(anonymityToggled(true))
    renderWithStore(<MediaAttachments />, { store })
    const { id } = await chosenVideo(store, 'located.mp4')
    const chosen = filesOf(store).fileOf(id)
    const covered = await newFile()

    await store.dispatch(keepCoveredVideo(id, covered, { areas: 3, sound: 'removed' }))
    await vi.waitFor(() => expect(attachments(store)[0]?.cleaned).not.toBeNull())

    const said =
      'Covered: 3 areas through the clip, sound removed. This is a new file made on this device.'
    expect(screen.getByRole('status')).toHaveTextContent(`located.mp4: ${said}`)
    const card = screen.getByRole('list', { name: 'Chosen video files' })
    expect(within(card).getByText(said)).toBeVisible()
    expect(filesOf(store).fileOf(id)).not.toBe(chosen)
    expect(filesOf(store).fileOf(id)?.size).toBe(covered.file.size)
    expect(filesAndBlobsIn(store.getState())).toEqual([])
    const [sent] = await sentAttachments(store)
    expect(sent).toEqual({
      name: 'video.mp4',
      kind: 'video',
      cleaned: true,
      size: (await removeHiddenDetails(covered.file, 'mp4')).blob.size,
    })
  })

  it('says a MOV covered is an MP4 now, and is named so when sent under its own name', async () => {
    const store = makeStore()
    store.dispatch(descriptionEdited('Queue at the ration shop'))
    const { id } = await chosenVideo(store, 'apple-keys.mov')
    await store.dispatch(keepCoveredVideo(id, await newFile(), { areas: 1, sound: 'kept' }))
    await vi.waitFor(() => expect(attachments(store)[0]?.status).toBe('ready'))
    renderCardOf(store)
    expect(
      screen.getByText(
        'Covered: 1 area through the clip, sound kept. This is a new file made on this device.',
      ),
    ).toBeVisible()
    const [sent] = await sentAttachments(store)
    expect(sent).toMatchObject({ name: 'apple-keys.mp4', kind: 'video' })
  })

  it('adds up the areas of a video covered twice, and a sound once removed stays removed', async () => {
    const store = makeStore()
    const { id } = await chosenVideo(store, 'located.mp4')
    await store.dispatch(keepCoveredVideo(id, await newFile(), { areas: 0, sound: 'removed' }))
    await store.dispatch(keepCoveredVideo(id, await newFile(), { areas: 2, sound: 'none' }))
    renderCardOf(store)
    // Covered twice: the areas add up, and the sound removed the first time stays removed.
    expect(
      screen.getByText(
        'Covered: 2 areas through the clip, sound removed. This is a new file made on this device.',
      ),
    ).toBeVisible()
  })
})

describe('a video whose voice was disguised', () => {
  beforeEach(countedObjectUrls)

  it('says so on its card with what a disguised voice still gives away, and stays disguised when covered again with the sound kept', async () => {
    const store = makeStore()
    const { id } = await chosenVideo(store, 'located.mp4')
    await store.dispatch(keepCoveredVideo(id, await newFile(), { areas: 1, sound: 'disguised' }))
    await store.dispatch(keepCoveredVideo(id, await newFile(), { areas: 1, sound: 'kept' }))
    renderCardOf(store)
    expect(
      screen.getByText(
        'Covered: 2 areas through the clip, voice disguised. This is a new file made on this device.',
      ),
    ).toBeVisible()
    expect(
      screen.getByText(
        'A disguised voice is harder to recognise, not impossible to recognise: its pitch and tone are changed on this device, but the words and the sounds around it still say a lot.',
      ),
    ).toBeVisible()
  })

  it('says nothing of a disguise on the card of a video whose sound was removed', async () => {
    const store = makeStore()
    const { id } = await chosenVideo(store, 'located.mp4')
    await store.dispatch(keepCoveredVideo(id, await newFile(), { areas: 1, sound: 'removed' }))
    renderCardOf(store)
    expect(screen.queryByText(/disguised voice/)).toBeNull()
  })
})

/** This browser's video decoder as Chromium's on Linux answers: H.264, VP8, VP9, AV1, never HEVC. */
const chromiumOnLinux = {
  isConfigSupported: async ({ codec }: VideoDecoderConfig) => ({
    supported: !/^(hvc1|hev1)\./.test(codec),
  }),
}

describe("a video card's Cover button", () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: () => 'blob:test/1', revokeObjectURL: () => undefined })
    vi.stubGlobal('VideoDecoder', chromiumOnLinux)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const coverButtonReady = async (name: string) => {
    const cover = screen.getByRole('button', { name: `Cover faces and details in ${name}` })
    await vi.waitFor(() => expect(cover).toHaveAttribute('aria-disabled', 'false'))
    return cover
  }

  it('opens the video editor once the picture decodes here, and opens the video for covering only then', async () => {
    const { user } = await renderCard(makeStore(), 'located.mp4')
    const cover = await coverButtonReady('located.mp4')
    expect(openVideo).not.toHaveBeenCalled()
    await user.click(cover)
    expect(await screen.findByRole('dialog', { name: 'Cover faces and details' })).toBeVisible()
    expect(openVideo).toHaveBeenCalledOnce()
    expect(screen.getByRole('slider', { name: 'Moment in the clip' })).toHaveAttribute(
      'aria-valuetext',
      `0:00.0 of 0:0${CLIP.duration}.0`,
    )
  })

  it('stays where a keyboard and a screen reader find it, and says why and what to do, when this browser cannot decode the picture', async () => {
    const { user } = await renderCard(makeStore(), 'faces-moving-hevc.mov')
    const cover = screen.getByRole('button', {
      name: 'Cover faces and details in faces-moving-hevc.mov',
    })
    const why =
      "This browser cannot show this video's picture (often HEVC, the “High Efficiency” format of iPhones and many other phones), so it cannot be covered here. To cover it, record in “Most Compatible” (H.264) in the camera's settings, or cover it in a phone's browser that plays HEVC. Until then, faces and voices in it are sent as recorded."
    await vi.waitFor(() => expect(cover).toHaveAccessibleDescription(why))
    expect(cover).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText(why)).toBeVisible()
    cover.focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(openVideo).not.toHaveBeenCalled()
  })

  it('says when the engine could not be downloaded, and asks again on Retry', async () => {
    vi.mocked(readPictureCodec).mockRejectedValueOnce(
      new ChunkLoadError(new TypeError('Failed to fetch')),
    )
    const { user } = await renderCard(makeStore(), 'located.mp4')
    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent(
      'This video cannot be opened for covering yet: a part of TipWire could not be downloaded. Check your connection, then retry. Your tip and files are kept.',
    )
    await user.click(within(failure).getByRole('button', { name: 'Retry' }))
    await coverButtonReady('located.mp4')
  })

  it('says when the editor could not open the video for lack of a download, and opens it on Retry', async () => {
    vi.mocked(openVideo).mockRejectedValueOnce(new ChunkLoadError(new TypeError('Failed to fetch')))
    const { user } = await renderCard(makeStore(), 'located.mp4')
    await user.click(await coverButtonReady('located.mp4'))
    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent(
      'The cover editor could not be loaded: the connection may have dropped, or TipWire has been updated. Your tip and video are kept.',
    )
    await user.click(within(failure).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('dialog', { name: 'Cover faces and details' })).toBeVisible()
  })

  it('says when the video will not open for covering after all, and Close gives the focus back to the Cover button', async () => {
    vi.mocked(openVideo).mockRejectedValueOnce(new Error('The file ends inside a box'))
    const { user } = await renderCard(makeStore(), 'located.mp4')
    const cover = await coverButtonReady('located.mp4')
    await user.click(cover)
    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent(
      'This video could not be opened for covering. Faces and voices in it are sent as recorded.',
    )
    await user.click(within(failure).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(cover).toHaveFocus()
  })
})
