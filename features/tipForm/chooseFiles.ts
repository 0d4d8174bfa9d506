/**
 * product.md §7: a picker's choice, checked file by file while the sender keeps typing. The
 * Files go to media/attachmentFiles.ts, never into an action or the store.
 */
import type { AppDispatch, RootState } from '@store/store'
import { runFileJob } from './fileJobs'
import { keepFile, keepPreviewSource, keptFile } from './media/attachmentFiles'
import { FORMATS_BY_KIND, type MediaKind } from './media/mediaTypes'
import { verifyDecodes } from './media/verifyDecodes'
import { MEDIA_KINDS } from './mediaRules'
import { acceptedCount, fileChecked, fileRefused, filesChosen } from './tipFormSlice'
import { delay } from '@/lib/delay'

/** False once the file was removed, replaced or refused while it was being checked. */
const isStillChecking = (state: RootState, id: string) =>
  state.tipForm.draft.attachments.some(
    (attachment) => attachment.id === id && attachment.status === 'checking',
  )

/** Reads no more than each step needs: the format's first bytes, then a decode, then metadata. */
async function checkContent(
  dispatch: AppDispatch,
  getState: () => RootState,
  id: string,
  kind: MediaKind,
) {
  const file = keptFile(id)
  if (!file) return
  if (acceptedCount(getState().tipForm.draft, kind) >= MEDIA_KINDS[kind].maxCount) {
    dispatch(fileRefused({ id, reason: 'tooMany' }))
    return
  }
  const format = await runFileJob('detectFormat', file)
  if (!isStillChecking(getState(), id)) return
  if (!format || !FORMATS_BY_KIND[kind].includes(format)) {
    dispatch(fileRefused({ id, reason: 'wrongKind' }))
    return
  }
  const previewSource = await verifyDecodes(file, kind)
  if (!previewSource) {
    dispatch(fileRefused({ id, reason: 'undecodable' }))
    return
  }
  keepPreviewSource(id, previewSource)
  const found = await runFileJob('findHiddenDetails', file, format)
  dispatch(fileChecked({ id, format, ...found }))
}

export const chooseFiles =
  (kind: MediaKind, files: readonly File[]) =>
  async (dispatch: AppDispatch, getState: () => RootState) => {
    const chosen = dispatch(filesChosen(kind, files))
    const accepted = chosen.payload.files.flatMap(({ id }, index) => {
      const file = files[index]
      return file && isStillChecking(getState(), id) ? [{ id, file }] : []
    })
    for (const { id, file } of accepted) keepFile(id, file)
    for (const { id } of accepted) {
      try {
        await checkContent(dispatch, getState, id, kind)
      } catch {
        // The file changed on disk, or code fetched on demand failed after a deploy: the file
        // is refused with a way out, and the rest of the choice is still checked.
        if (isStillChecking(getState(), id)) dispatch(fileRefused({ id, reason: 'uncheckable' }))
      }
      await delay(0)
    }
  }
