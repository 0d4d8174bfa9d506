import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { ChunkLoadError } from '@/lib/chunkLoadError'
import { coverPhoto, findFaces, openPhoto } from '@/lib/cover'
import type * as Cover from '@/lib/cover'
import { CoverEditor } from '@features/coverEditor/CoverEditor'
import { pointerIs } from '../../support/pointer'
import { renderWithStore } from '../../support/render'

vi.mock('@/lib/cover', async (importOriginal) => ({
  ...(await importOriginal<typeof Cover>()),
  // What the cover worker opens: a 400 x 300 photo, a preview to draw, pixels for the faces.
  openPhoto: vi.fn(async () => ({
    picture: { width: 400, height: 300 },
    pixels: { width: 100, height: 75 },
    preview: { width: 400, height: 300, close: () => undefined },
  })),
  prepareFaceFinder: async () => undefined,
  findFaces: vi.fn(async () => []),
  coverPhoto: vi.fn(async () => new Blob(['covered'])),
}))

function renderEditor() {
  const onClose = vi.fn()
  const view = renderWithStore(
    <CoverEditor
      file={new File(['photo'], 'street.jpg', { type: 'image/jpeg' })}
      name="street.jpg"
      format="jpeg"
      onClose={onClose}
      onCovered={async () => undefined}
    />,
  )
  return { ...view, onClose }
}

async function openEditor() {
  const view = renderEditor()
  await screen.findByText(/No faces found|faces? suggested/)
  return view
}

describe('the cover editor', () => {
  beforeEach(() => {
    // jsdom draws nothing: the photo's canvas has no context to draw the preview on.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    // Nor does it capture pointers, which a drag on an area asks for.
    Element.prototype.setPointerCapture = () => undefined
    pointerIs(false)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('asks "Discard 1 area?" before Cancel or Escape throws an added area away, Keep editing first', async () => {
    const { user, onClose } = await openEditor()
    await user.click(screen.getByRole('button', { name: 'Add area' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    const question = await screen.findByRole('dialog', { name: 'Discard 1 area?' })
    expect(question).toHaveTextContent('The photo stays as it was, with nothing covered.')
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onClose).not.toHaveBeenCalled()
    expect(await screen.findByRole('button', { name: 'Area 1 of 1' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    await user.click(await screen.findByRole('button', { name: 'Discard' }))
    expect(onClose).toHaveBeenCalledOnce()
    // Two dialogs' transitions, in and out, each waited for.
  })

  it('closes at once when the sender changed nothing, suggested faces and all', async () => {
    vi.mocked(findFaces).mockResolvedValueOnce([{ x: 10, y: 10, width: 20, height: 20 }])
    const { user, onClose } = await openEditor()
    expect(screen.getByRole('button', { name: 'Suggested face, area 1 of 1' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog', { name: /^Discard/ })).not.toBeInTheDocument()
  })

  it('says when faces could not be looked for, and looks again on Retry', async () => {
    vi.mocked(findFaces)
      .mockRejectedValueOnce(new Error('The worker could not start'))
      .mockResolvedValueOnce([{ x: 10, y: 10, width: 20, height: 20 }])
    const { user } = renderEditor()
    await screen.findByText(
      'Faces could not be looked for: the connection may have dropped. Retry, or cover them yourself.',
    )
    await user.click(screen.getByRole('button', { name: 'Retry looking for faces' }))
    await screen.findByText(/^1 face suggested/)
    expect(screen.getByRole('button', { name: 'Suggested face, area 1 of 1' })).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Retry looking for faces' }),
    ).not.toBeInTheDocument()
  })

  it('says a photo could not be opened when a part of TipWire did not download, and opens it on Retry', async () => {
    vi.mocked(openPhoto).mockRejectedValueOnce(new ChunkLoadError(new TypeError('Failed to fetch')))
    const { user } = renderEditor()
    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent(
      'This photo could not be opened for covering: a part of TipWire could not be downloaded. Check your connection, then retry. The photo is unchanged.',
    )
    await user.click(within(failure).getByRole('button', { name: 'Retry' }))
    await screen.findByText(/^No faces found/)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add area' })).toBeEnabled()
  })

  it('says a photo that could not be opened for another reason is unchanged, with no Retry', async () => {
    vi.mocked(openPhoto).mockRejectedValueOnce(new Error('The worker stopped'))
    renderEditor()
    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent(
      'This photo could not be opened for covering. It is unchanged.',
    )
    expect(within(failure).queryByRole('button')).not.toBeInTheDocument()
  })

  it('says covering waits for a part of TipWire that did not download, and covers on the next Apply', async () => {
    vi.mocked(coverPhoto).mockRejectedValueOnce(
      new ChunkLoadError(new TypeError('Failed to fetch')),
    )
    const { user, onClose } = await openEditor()
    await user.click(screen.getByRole('button', { name: 'Add area' }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The photo could not be covered: a part of TipWire could not be downloaded. Check your connection, then apply again. The photo is unchanged.',
    )
    expect(onClose).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('removes the selected area with Remove area, which is off with none selected', async () => {
    const { user } = await openEditor()
    const remove = screen.getByRole('button', { name: 'Remove area' })
    expect(remove).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Add area' }))
    await user.click(screen.getByRole('button', { name: 'Add area' }))
    await user.click(screen.getByRole('button', { name: 'Area 1 of 2' }))
    expect(screen.getByRole('button', { name: 'Area 1 of 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(remove)
    expect(screen.getAllByRole('button', { name: /^Area/ })).toHaveLength(1)
    expect(remove).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Add area' })).toHaveFocus()
  })

  it('removes the area chosen with Space, not the one the keyboard last passed: the focus alone selects none', async () => {
    const { user } = await openEditor()
    await user.click(screen.getByRole('button', { name: 'Add area' }))
    await user.click(screen.getByRole('button', { name: 'Add area' }))
    const area = (number: number) => screen.getByRole('button', { name: `Area ${number} of 2` })
    area(1).focus()
    expect(area(1)).toHaveAttribute('aria-pressed', 'false')
    await user.keyboard(' ')
    expect(area(1)).toHaveAttribute('aria-pressed', 'true')
    await user.tab()
    expect(area(2)).toHaveFocus()
    expect(area(2)).toHaveAttribute('aria-pressed', 'false')
    // Each new area is placed where it covers nothing yet: the second is known by its place.
    const placeOf = (element: HTMLElement) => {
      const { left, top } = getComputedStyle(element)
      return [left, top]
    }
    const secondPlace = placeOf(area(2))
    expect(placeOf(area(1))).not.toEqual(secondPlace)
    await user.click(screen.getByRole('button', { name: 'Remove area' }))
    expect(placeOf(screen.getByRole('button', { name: 'Area 1 of 1' }))).toEqual(secondPlace)
  })

  it('says how to work it with keys where there is a mouse, the rest behind More help', async () => {
    await openEditor()
    expect(screen.getByText(/arrow keys move it/)).toBeVisible()
    expect(screen.getByText(/with a finger/)).not.toBeVisible()
    expect(screen.getByText(/Name badges, screens/)).not.toBeVisible()
  })

  it('says how to draw with a finger on a touch screen, and the keys one tap away', async () => {
    pointerIs(true)
    const { user } = await openEditor()
    expect(screen.getByText(/with a finger/)).toBeVisible()
    const keys = screen.getByText(/arrow keys move it/)
    expect(keys).not.toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Add area' }))
    expect(screen.getByRole('button', { name: 'Area 1 of 1' })).toHaveAccessibleDescription(
      /arrow keys move it/,
    )
    await user.click(screen.getByText('More help'))
    expect(keys).toBeVisible()
  })
})
