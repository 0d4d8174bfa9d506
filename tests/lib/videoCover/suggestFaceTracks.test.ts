// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findFaces, prepareFaceFinder } from '@/lib/cover/coverCalls'
import { suggestFaceTracks, type CoverProgress } from '@/lib/videoCover'
import { closeFrames, nextFrame, openFrames } from '@/lib/videoCover/frameCalls'
import type { SampledFrame } from '@/lib/videoCover/sampledFrames'

// The workers' side: the frame worker hands over sampled frames and the face worker searches
// them, as each test says.
vi.mock('@/lib/videoCover/frameCalls', () => ({
  openFrames: vi.fn(),
  nextFrame: vi.fn(),
  closeFrames: vi.fn(async () => undefined),
}))
vi.mock('@/lib/cover/coverCalls', () => ({
  prepareFaceFinder: vi.fn(async () => undefined),
  findFaces: vi.fn(),
}))

/** A frame's pixels as the detector is given them: 200 x 100. */
const PIXELS = { width: 200, height: 100 } as ImageData
/** The face the detector finds in each, in those pixels, and as a share of the picture. */
const FACE_IN_PIXELS = { x: 80, y: 30, width: 20, height: 20 }
const FACE = { x: 0.4, y: 0.3, width: 0.1, height: 0.2 }

/** A 2 s clip of five sampled frames, in each of which the detector finds one still face. */
function searchFindsOneFace() {
  vi.mocked(openFrames).mockResolvedValue({ id: 7, start: 0, end: 2 })
  const frames: SampledFrame[] = [0, 0.5, 1, 1.5, 1.96].map((time) => ({ time, pixels: PIXELS }))
  vi.mocked(nextFrame).mockImplementation(async () => frames.shift() ?? null)
  vi.mocked(findFaces).mockResolvedValue([FACE_IN_PIXELS])
}

const never = () => new Promise<never>(() => {})

afterEach(() => vi.clearAllMocks())

describe('Suggest faces', () => {
  it('proposes one track per face, and says how far it has come and the time left', async () => {
    searchFindsOneFace()
    const progress: CoverProgress[] = []
    const tracks = await suggestFaceTracks(
      new Blob(),
      (step) => progress.push(step),
      new AbortController().signal,
    )
    expect(tracks).toHaveLength(1)
    expect(tracks[0]?.keys.map(({ time }) => time)).toEqual([0, 0.5, 1, 1.5, 1.96, 2])
    // The face found in the frame's pixels, as a share of the picture (its box padded about it).
    const centre = tracks[0]?.keys.map(({ x, y, width, height }) => [x + width / 2, y + height / 2])
    for (const [x, y] of centre ?? []) {
      expect(x).toBeCloseTo(FACE.x + FACE.width / 2)
      expect(y).toBeCloseTo(FACE.y + FACE.height / 2)
    }
    expect(findFaces).toHaveBeenCalledTimes(5)
    expect(findFaces).toHaveBeenCalledWith(PIXELS)
    expect(progress.map(({ done }) => done)).toEqual([0, 0.25, 0.5, 0.75, 0.98, 1])
    expect(progress[0]?.secondsLeft).toBeUndefined()
    for (const { secondsLeft } of progress.slice(1)) expect(secondsLeft).toBeGreaterThanOrEqual(0)
    expect(closeFrames).toHaveBeenCalledWith(7)
  })

  it('decodes the next frame while the last is searched', async () => {
    searchFindsOneFace()
    vi.mocked(findFaces).mockImplementationOnce(never)
    void suggestFaceTracks(new Blob(), () => {}, new AbortController().signal)
    await vi.waitFor(() => expect(findFaces).toHaveBeenCalledTimes(1))
    expect(nextFrame).toHaveBeenCalledTimes(2)
  })

  it('rejects with an AbortError as soon as Cancel is pressed, while a frame is searched', async () => {
    searchFindsOneFace()
    vi.mocked(findFaces).mockResolvedValueOnce([FACE_IN_PIXELS]).mockImplementationOnce(never)
    const cancel = new AbortController()
    const suggested = suggestFaceTracks(new Blob(), () => {}, cancel.signal)
    await vi.waitFor(() => expect(findFaces).toHaveBeenCalledTimes(2))
    cancel.abort('Cancel')
    await expect(suggested).rejects.toThrow(expect.objectContaining({ name: 'AbortError' }))
    await vi.waitFor(() => expect(closeFrames).toHaveBeenCalledWith(7))
  })

  it('asks for no frame more once Cancel is pressed', async () => {
    searchFindsOneFace()
    const cancel = new AbortController()
    let askedBeforeCancel = 0
    const cancelAtFirstFrame = () => {
      askedBeforeCancel = vi.mocked(nextFrame).mock.calls.length
      cancel.abort()
    }
    const suggested = suggestFaceTracks(new Blob(), cancelAtFirstFrame, cancel.signal)
    await expect(suggested).rejects.toThrow(expect.objectContaining({ name: 'AbortError' }))
    expect(askedBeforeCancel).toBe(2)
    expect(nextFrame).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(closeFrames).toHaveBeenCalledWith(7))
  })

  it('ends a search cancelled while the video was still opening, once it has opened', async () => {
    let opened: (search: { id: number; start: number; end: number }) => void = () => {}
    vi.mocked(openFrames).mockReturnValue(new Promise((resolve) => (opened = resolve)))
    const cancel = new AbortController()
    const suggested = suggestFaceTracks(new Blob(), () => {}, cancel.signal)
    cancel.abort()
    await expect(suggested).rejects.toThrow(expect.objectContaining({ name: 'AbortError' }))
    opened({ id: 3, start: 0, end: 2 })
    await vi.waitFor(() => expect(closeFrames).toHaveBeenCalledWith(3))
    expect(nextFrame).not.toHaveBeenCalled()
  })

  it('starts nothing when Cancel was pressed before', async () => {
    searchFindsOneFace()
    const cancel = new AbortController()
    cancel.abort()
    await expect(suggestFaceTracks(new Blob(), () => {}, cancel.signal)).rejects.toThrow(
      expect.objectContaining({ name: 'AbortError' }),
    )
    expect(openFrames).not.toHaveBeenCalled()
  })

  it('fails as the search failed, and ends it', async () => {
    searchFindsOneFace()
    vi.mocked(nextFrame).mockRejectedValueOnce(new Error('The worker stopped'))
    await expect(
      suggestFaceTracks(new Blob(), () => {}, new AbortController().signal),
    ).rejects.toThrow('The worker stopped')
    await vi.waitFor(() => expect(closeFrames).toHaveBeenCalledWith(7))
  })

  it('fails as the face search failed, while the next frame is decoded, and lets go of the video', async () => {
    searchFindsOneFace()
    vi.mocked(nextFrame)
      .mockResolvedValueOnce({ time: 0, pixels: PIXELS })
      .mockImplementationOnce(never)
    vi.mocked(findFaces).mockRejectedValueOnce(new Error('The worker stopped'))
    await expect(
      suggestFaceTracks(new Blob(), () => {}, new AbortController().signal),
    ).rejects.toThrow('The worker stopped')
    await vi.waitFor(() => expect(closeFrames).toHaveBeenCalledWith(7))
    expect(nextFrame).toHaveBeenCalledTimes(2)
  })

  it('fails when the face model could not be loaded, and lets go of the video', async () => {
    searchFindsOneFace()
    vi.mocked(prepareFaceFinder).mockRejectedValueOnce(new Error('Could not load the face model'))
    await expect(
      suggestFaceTracks(new Blob(), () => {}, new AbortController().signal),
    ).rejects.toThrow('Could not load the face model')
    await vi.waitFor(() => expect(closeFrames).toHaveBeenCalledWith(7))
    expect(findFaces).not.toHaveBeenCalled()
  })
})
