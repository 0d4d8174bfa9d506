import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { coverVideo, suggestFaceTracks, type CoverTrack } from '@/lib/videoCover'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { VideoCoverEditor, type CoverableVideo } from '@features/videoCoverEditor/VideoCoverEditor'
import { pointerIs } from '../../support/pointer'
import { renderWithStore } from '../../support/render'
import { CLIP, coveredClip, heldJob } from '../../support/videoCoverMock'

vi.mock('@/lib/videoCover', async (importOriginal) =>
  (await import('../../support/videoCoverMock')).mockVideoCover(importOriginal),
)

/** Two faces, one crossing the picture from 0 s to 4 s, one still from 1 s to 3 s. */
const FACES: CoverTrack[] = [
  {
    id: 'a',
    keys: [
      { time: 0, x: 0.1, y: 0.1, width: 0.2, height: 0.3 },
      { time: 4, x: 0.6, y: 0.1, width: 0.2, height: 0.3 },
    ],
  },
  {
    id: 'b',
    keys: [
      { time: 1, x: 0.7, y: 0.5, width: 0.1, height: 0.2 },
      { time: 3, x: 0.7, y: 0.5, width: 0.1, height: 0.2 },
    ],
  },
]

function renderEditor(video: CoverableVideo = CLIP) {
  const onClose = vi.fn()
  const onCovered = vi.fn(async () => undefined)
  const file = new File(['video'], 'march.mp4', { type: 'video/mp4' })
  const view = renderWithStore(
    <VideoCoverEditor
      file={file}
      name="march.mp4"
      video={video}
      onClose={onClose}
      onCovered={onCovered}
    />,
  )
  return { ...view, file, onClose, onCovered }
}

/** Moves the player to `seconds`, as a drag on the timeline does. */
const showMoment = (seconds: number) =>
  fireEvent.change(screen.getByRole('slider', { name: 'Moment in the clip' }), {
    target: { value: String(seconds) },
  })

const listedBoxes = () =>
  within(screen.getByRole('region', { name: 'Boxes' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent)

/** What Apply asked the engine to cover. */
const requested = () => vi.mocked(coverVideo).mock.calls.at(-1)?.[1]

describe('the video cover editor', () => {
  beforeEach(() => {
    // jsdom plays no video and captures no pointer: the browser tests do both.
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    Element.prototype.setPointerCapture = () => undefined
    Object.assign(URL, {
      createObjectURL: () => 'blob:test/video',
      revokeObjectURL: () => undefined,
    })
    pointerIs(false)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('suggests faces with progress, time left and Cancel, each face one box named with its time range', async () => {
    const held = heldJob<CoverTrack[]>()
    vi.mocked(suggestFaceTracks).mockImplementationOnce((_file, onProgress, signal) =>
      held.job(onProgress, signal),
    )
    const { user, file } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Suggest faces' }))
    expect(suggestFaceTracks).toHaveBeenCalledWith(
      file,
      expect.any(Function),
      expect.any(AbortSignal),
    )
    const progress = screen.getByRole('progressbar', { name: 'Looking for faces through the clip' })
    expect(screen.getByText('Working out the time left…')).toBeVisible()
    // Suggest faces is disabled while it runs: its Cancel holds the focus.
    expect(screen.getByRole('button', { name: 'Cancel looking for faces' })).toHaveFocus()
    act(() => held.report({ done: 0.4, secondsLeft: 12 }))
    expect(progress).toHaveAttribute('aria-valuenow', '40')
    expect(screen.getByText('About 12 seconds left')).toBeVisible()

    await act(async () => held.finish(FACES))
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 faces suggested, each followed through the clip and outlined with dashes. Faces can be missed: play the whole clip to check it.',
    )
    expect(listedBoxes()).toEqual([
      'Suggested face, box 1, from 0:00 to 0:04',
      'Suggested face, box 2, from 0:01 to 0:03',
    ])
    // At 0 s only the first face shows on the picture, in solid black.
    expect(
      screen.getByRole('button', { name: 'Suggested face, box 1, from 0:00 to 0:04' }),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Suggested face, box 2/ })).not.toBeInTheDocument()
    showMoment(2)
    expect(
      screen.getByRole('button', { name: 'Suggested face, box 2, from 0:01 to 0:03' }),
    ).toBeVisible()
    // The file's first render, which pays for the editor's modules on a busy machine.
  })

  it('stops looking for faces on Cancel and suggests nothing', async () => {
    const held = heldJob<CoverTrack[]>()
    vi.mocked(suggestFaceTracks).mockImplementationOnce((_file, onProgress, signal) =>
      held.job(onProgress, signal),
    )
    const { user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Suggest faces' }))
    await user.click(screen.getByRole('button', { name: 'Cancel looking for faces' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Stopped looking for faces. Nothing was suggested.',
    )
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.getByText('No boxes yet.')).toBeVisible()
  })

  it('fixes a box moved by the keyboard at the moment shown, leaving it where it was before', async () => {
    const { user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Add box' }))
    const box = screen.getByRole('button', { name: 'Box 1, from 0:00 to 0:05' })
    expect(box).toHaveFocus()
    showMoment(2)
    box.focus()
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}')
    await user.click(screen.getByRole('button', { name: 'Apply' }))

    const [track] = requested()?.tracks ?? []
    expect(track?.keys.map(({ time }) => time)).toEqual([0, 2, 5])
    const [before, moved, after] = track?.keys ?? []
    // A step is 1% of the picture's longer side: 6 of 640 pixels.
    expect(moved?.x).toBeCloseTo((before?.x ?? 0) + 12 / 640, 5)
    expect(moved?.height).toBeCloseTo((before?.height ?? 0) + 6 / 360, 5)
    expect(after).toMatchObject({ x: before?.x, height: before?.height })
  })

  it('moves a suggested face only at the moment shown: it still follows the face elsewhere', async () => {
    vi.mocked(suggestFaceTracks).mockResolvedValueOnce(FACES.slice(0, 1))
    const { user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Suggest faces' }))
    showMoment(2)
    const face = await screen.findByRole('button', {
      name: 'Suggested face, box 1, from 0:00 to 0:04',
    })
    face.focus()
    await user.keyboard('{ArrowUp}')
    // Adjusted, it is the sender's box, and still a face.
    expect(face).toHaveAccessibleName('Box 1, face, from 0:00 to 0:04')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(requested()?.tracks[0]?.keys).toEqual([
      FACES[0]?.keys[0],
      // Halfway between its keys, and a step (6 of 360 pixels) higher.
      expect.objectContaining({ time: 2, x: 0.35, y: expect.closeTo(0.1 - 6 / 360, 9) }),
      FACES[0]?.keys[1],
    ])
  })

  it('sets when the selected box shows with Starts here and Ends here', async () => {
    const { user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Add box' }))
    expect(screen.getByRole('button', { name: 'Ends here' })).toBeDisabled()
    showMoment(1)
    await user.click(screen.getByRole('button', { name: 'Starts here' }))
    showMoment(3)
    await user.click(screen.getByRole('button', { name: 'Ends here' }))
    expect(listedBoxes()).toEqual(['Box 1, from 0:01 to 0:03'])
    expect(screen.getByText('Selected: Box 1, from 0:01 to 0:03')).toBeVisible()
    showMoment(4)
    expect(screen.queryByRole('button', { name: /^Box 1/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Go to box 1' }))
    expect(screen.getByRole('slider', { name: 'Moment in the clip' })).toHaveAttribute(
      'aria-valuetext',
      '0:01.0 of 0:05.0',
    )
    expect(screen.getByRole('button', { name: 'Box 1, from 0:01 to 0:03' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Remove box 1' }))
    expect(screen.getByText('No boxes yet.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Add box' })).toHaveFocus()
  })

  it('acts on the box chosen, not on a box the keyboard tabs past: the focus alone selects none', async () => {
    const { user } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Add box' }))
    await user.click(screen.getByRole('button', { name: 'Add box' }))
    const box = (number: number) =>
      screen.getByRole('button', { name: new RegExp(`^Box ${number}, from`) })
    await user.click(box(1))
    await user.tab()
    expect(box(2)).toHaveFocus()
    expect(box(2)).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('Selected: Box 1, from 0:00 to 0:05')).toBeVisible()
    showMoment(3)
    await user.click(screen.getByRole('button', { name: 'Ends here' }))
    expect(listedBoxes()).toEqual(['Box 1, from 0:00 to 0:03', 'Box 2, from 0:00 to 0:05'])

    // Enter, or a box moved by its arrow keys, selects the box that has the focus.
    showMoment(1)
    box(2).focus()
    await user.keyboard('{Enter}')
    expect(box(2)).toHaveAttribute('aria-pressed', 'true')
    box(1).focus()
    await user.keyboard('{ArrowRight}')
    expect(box(1)).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText(/^Selected: Box 1,/)).toBeVisible()
  })

  it('keeps the sound unless asked, says a kept voice can identify, and removes it on Apply', async () => {
    const { user, file, onCovered, onClose } = renderEditor()
    const sound = screen.getByRole('radiogroup')
    expect(sound).toHaveAccessibleDescription(
      "A kept sound goes as recorded: your voice can identify you, and so can other people's voices and the sounds around you. " +
        'A disguised voice is harder to recognise, not impossible to recognise: its pitch and tone are changed on this device, but the words and the sounds around it still say a lot.',
    )
    expect(within(sound).getByRole('radio', { name: 'Keep the sound' })).toBeChecked()
    // Nothing to cover and the sound kept: nothing to apply.
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled()
    await user.click(within(sound).getByRole('radio', { name: 'Remove the sound' }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(coverVideo).toHaveBeenCalledWith(
      file,
      { tracks: [], sound: 'remove' },
      expect.any(Function),
      expect.any(AbortSignal),
    )
    expect(onCovered).toHaveBeenCalledWith(coveredClip(), { areas: 0, sound: 'removed' })
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('disguises the voice on Apply when asked, and says so to the card', async () => {
    const { user, file, onCovered } = renderEditor()
    const sound = screen.getByRole('radiogroup')
    expect(
      within(sound)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['keep', 'remove', 'disguise'])
    await user.click(within(sound).getByRole('radio', { name: 'Disguise the voice' }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(vi.mocked(coverVideo).mock.calls.at(-1)?.[0]).toBe(file)
    expect(requested()).toEqual({ tracks: [], sound: 'disguise' })
    expect(onCovered).toHaveBeenCalledWith(coveredClip(), { areas: 0, sound: 'disguised' })
  })

  it('offers only what works for a sound that can be neither kept nor decoded (AMR), and says why', async () => {
    const { user } = renderEditor({ ...CLIP, sound: { keepable: false, disguisable: false } })
    const sound = screen.getByRole('radiogroup')
    expect(within(sound).getAllByRole('radio')).toHaveLength(1)
    expect(within(sound).getByRole('radio', { name: 'Remove the sound' })).toBeChecked()
    expect(sound).toHaveAccessibleDescription(
      'Keeping the sound as recorded is not offered: its format cannot go into the new file unchanged. ' +
        "Disguising the voice is not offered: this browser cannot decode this video's sound.",
    )
    // Removing the sound is a change of its own: Apply makes the new file without it.
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(requested()).toEqual({ tracks: [], sound: 'remove' })
  })

  it('offers no sound choice for a clip without sound', () => {
    renderEditor({ ...CLIP, sound: null })
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument()
  })

  it('shows the new file being made with the time left; Cancel stops it and keeps the video and the boxes', async () => {
    const held = heldJob<ReturnType<typeof coveredClip>>()
    vi.mocked(coverVideo).mockImplementationOnce((_file, _request, onProgress, signal) =>
      held.job(onProgress, signal),
    )
    const { user, onCovered, onClose } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Add box' }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    const progress = screen.getByRole('progressbar', {
      name: 'Making the covered video on this device',
    })
    act(() => held.report({ done: 0.5, secondsLeft: 90 }))
    expect(progress).toHaveAttribute('aria-valuenow', '50')
    expect(screen.getByText('About 2 minutes left')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Covering…' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(
      await screen.findByText(
        'Covering stopped. The video is unchanged, and your boxes are still here.',
      ),
    ).toBeVisible()
    expect(onCovered).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
    expect(listedBoxes()).toEqual(['Box 1, from 0:00 to 0:05'])
  })

  it('says when the video could not be covered, and covers it on the next Apply', async () => {
    vi.mocked(coverVideo).mockRejectedValueOnce(new Error('The encoder stopped'))
    const { user, onClose } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Add box' }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The video could not be covered. It is unchanged, and your boxes are still here.',
    )
    expect(onClose).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('asks "Discard 1 box?" before Cancel throws an added box away', async () => {
    const { user, onClose } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Add box' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    const question = await screen.findByRole('dialog', { name: 'Discard 1 box?' })
    expect(question).toHaveTextContent('The video stays as it was, with nothing covered.')
    await user.click(within(question).getByRole('button', { name: 'Discard' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('closes at once when the sender changed nothing, suggested faces and all', async () => {
    vi.mocked(suggestFaceTracks).mockResolvedValueOnce(FACES)
    const { user, onClose } = renderEditor()
    await user.click(screen.getByRole('button', { name: 'Suggest faces' }))
    await screen.findByText(/^2 faces suggested/)
    // The focus is back on the button that started the search, inside the editor: Escape reaches it.
    expect(screen.getByRole('button', { name: 'Suggest faces' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog', { name: /^Discard/ })).not.toBeInTheDocument()
  })

  it('keeps the picture and the timeline left to right in Urdu, and names the boxes in Urdu', async () => {
    await speak('ur-IN', CATALOGUE_AREAS)
    try {
      const { user } = renderEditor()
      await user.click(screen.getByRole('button', { name: 'باکس شامل کریں' }))
      const box = screen.getByRole('button', { name: /^باکس ۱، / })
      expect(box.closest('[dir]')).toHaveAttribute('dir', 'ltr')
      expect(screen.getByRole('slider').closest('[dir]')).toHaveAttribute('dir', 'ltr')
      // The sound's choices, in Urdu, follow the page's direction, unlike the picture.
      const disguise = screen.getByRole('radio', { name: 'آواز بدلیں' })
      expect(disguise.closest('[dir="ltr"]')).toBeNull()
      expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
        /بدلی ہوئی آواز کو پہچاننا مشکل ہوتا ہے، ناممکن نہیں/,
      )
    } finally {
      await speak('en-IN', CATALOGUE_AREAS)
    }
  })
})
