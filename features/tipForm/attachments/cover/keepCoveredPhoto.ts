/**
 * product.md §7: the covered copy replaces the photo. It is read with the engine's own reader
 * (a canvas export holds no hidden details, and this says so from the bytes), previewed, and
 * from then on it is the file that would be sent; the chosen file is let go.
 */
import type { AppDispatch, RootState } from '@store/store'
import type { StoreExtras } from '@store/listenerMiddleware'
import { selectAttachments } from '../../tipFormSelectors'
import { photoCovered } from '../../tipFormSlice'

export const keepCoveredPhoto =
  (id: string, covered: Blob, areas: number) =>
  async (dispatch: AppDispatch, getState: () => RootState, { attachmentFiles }: StoreExtras) => {
    const attachment = selectAttachments(getState()).find((candidate) => candidate.id === id)
    const chosen = attachmentFiles.fileOf(id)
    if (!attachment?.format || !chosen) return
    const { runFileJob } = await import('@/lib/media')
    const file = new File([covered], chosen.name, { type: covered.type })
    const [found, thumbnail] = await Promise.all([
      runFileJob('findHiddenDetails', file, attachment.format),
      runFileJob('thumbnail', file),
    ])
    // Removed while it was being covered: nothing to replace.
    if (!attachmentFiles.fileOf(id)) return
    attachmentFiles.replaceFile(id, file, thumbnail ?? file)
    dispatch(photoCovered({ id, areas, size: file.size, ...found }))
  }
