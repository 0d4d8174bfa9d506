// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { suggestFaceTracks, type CoverProgress } from '@/lib/videoCover'
import { nextFaces, startFaceSearch, stopFaceSearch } from '@/lib/videoCover/faceCalls'
import type { FacesAt } from '@/lib/videoCover/followFaces'

// The worker's side: the face search answers as each test says, one sampled frame per call.
vi.mock('@/lib/videoCover/faceCalls', () => ({
  startFaceSearch: vi.fn(),
  nextFaces: vi.fn(),
  stopFaceSearch: vi.fn(async () => undefined),
}))

const FACE = { x: 0.4, y: 0.3, width: 0.1, height: 0.2 }

/** A 2 s clip whose search finds one still face in each of its five samples. */
function searchFindsOneFace() {
  vi.mocked(startFaceSearch).mockResolvedValue({ id: 7, start: 0, end: 2 })
  const samples: FacesAt[] = [0, 0.5, 1, 1.5, 1.96].map((time) => ({ time, faces: [FACE] }))
  vi.mocked(nextFaces).mockImplementation(async () => samples.shift() ?? null)
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
    expect(progress.map(({ done }) => done)).toEqual([0, 0.25, 0.5, 0.75, 0.98, 1])
    expect(progress[0]?.secondsLeft).toBeUndefined()
    for (const { secondsLeft } of progress.slice(1)) expect(secondsLeft).toBeGreaterThanOrEqual(0)
    expect(stopFaceSearch).toHaveBeenCalledWith(7)
  })

  it('rejects with an AbortError as soon as Cancel is pressed, while a frame is searched', async () => {
    searchFindsOneFace()
    vi.mocked(nextFaces)
      .mockResolvedValueOnce({ time: 0, faces: [FACE] })
      .mockImplementationOnce(never)
    const cancel = new AbortController()
    const suggested = suggestFaceTracks(new Blob(), () => {}, cancel.signal)
    await vi.waitFor(() => expect(nextFaces).toHaveBeenCalledTimes(2))
    cancel.abort('Cancel')
    await expect(suggested).rejects.toThrow(expect.objectContaining({ name: 'AbortError' }))
    await vi.waitFor(() => expect(stopFaceSearch).toHaveBeenCalledWith(7))
  })

  it('asks for no frame more once Cancel is pressed', async () => {
    searchFindsOneFace()
    const cancel = new AbortController()
    const suggested = suggestFaceTracks(new Blob(), () => cancel.abort(), cancel.signal)
    await expect(suggested).rejects.toThrow(expect.objectContaining({ name: 'AbortError' }))
    expect(nextFaces).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(stopFaceSearch).toHaveBeenCalledWith(7))
  })

  it('ends a search cancelled while the video was still opening, once it has opened', async () => {
    let opened: (search: { id: number; start: number; end: number }) => void = () => {}
    vi.mocked(startFaceSearch).mockReturnValue(new Promise((resolve) => (opened = resolve)))
    const cancel = new AbortController()
    const suggested = suggestFaceTracks(new Blob(), () => {}, cancel.signal)
    cancel.abort()
    await expect(suggested).rejects.toThrow(expect.objectContaining({ name: 'AbortError' }))
    opened({ id: 3, start: 0, end: 2 })
    await vi.waitFor(() => expect(stopFaceSearch).toHaveBeenCalledWith(3))
    expect(nextFaces).not.toHaveBeenCalled()
  })

  it('starts nothing when Cancel was pressed before', async () => {
    searchFindsOneFace()
    const cancel = new AbortController()
    cancel.abort()
    await expect(suggestFaceTracks(new Blob(), () => {}, cancel.signal)).rejects.toThrow(
      expect.objectContaining({ name: 'AbortError' }),
    )
    expect(startFaceSearch).not.toHaveBeenCalled()
  })

  it('fails as the search failed, and ends it', async () => {
    searchFindsOneFace()
    vi.mocked(nextFaces).mockRejectedValueOnce(new Error('The worker stopped'))
    await expect(
      suggestFaceTracks(new Blob(), () => {}, new AbortController().signal),
    ).rejects.toThrow('The worker stopped')
    await vi.waitFor(() => expect(stopFaceSearch).toHaveBeenCalledWith(7))
  })
})
