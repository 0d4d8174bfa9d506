/**
 * product.md §7: the files outside the store follow the draft. Whenever an attachment leaves
 * the draft (removed, replaced, refused, sent, discarded, or the user logged out) its File is
 * forgotten and its preview URL revoked; whenever cleaning becomes wanted, it is done.
 */
import { isAnyOf } from '@reduxjs/toolkit'
import type { AppStartListening } from '@store/listenerMiddleware'
import type { RootState } from '@store/store'
// Logging out forgets the user's files as it forgets the draft.
import { userLoggedOut } from '@features/session/sessionSlice'
import { delay } from '@/lib/delay'
import { submitTip } from '../submitTip'
import { isCleaningWanted } from '../tipDraft'
import {
  anonymityToggled,
  anotherTipStarted,
  cleaningStarted,
  draftDiscarded,
  fileChecked,
  fileRefused,
  fileRemoved,
  filesChosen,
  hiddenDetailsRemovalFailed,
  hiddenDetailsRemovalToggled,
  hiddenDetailsRemoved,
} from '../tipFormSlice'
import { forgetFile, keepCleanedCopy, keptFile } from './attachmentFiles'

const attachmentIds = (state: RootState) => state.tipForm.draft.attachments.map(({ id }) => id)

/** Registers on one store's own middleware: a store forgets only the files of its own draft. */
export function registerMediaListeners(startListening: AppStartListening) {
  startListening({
    matcher: isAnyOf(
      filesChosen,
      fileChecked,
      fileRefused,
      fileRemoved,
      draftDiscarded,
      submitTip.fulfilled,
      anotherTipStarted,
      userLoggedOut,
    ),
    effect: (_action, { getState, getOriginalState }) => {
      const inDraft = new Set(attachmentIds(getState()))
      for (const id of attachmentIds(getOriginalState())) if (!inDraft.has(id)) forgetFile(id)
    },
  })
  startListening({
    matcher: isAnyOf(fileChecked, anonymityToggled, hiddenDetailsRemovalToggled),
    effect: async (_action, { getState, dispatch }) => {
      const { draft } = getState().tipForm
      const toClean = draft.attachments.filter(
        (attachment) =>
          attachment.status === 'ready' &&
          attachment.cleaned === null &&
          !attachment.cleaningFailed &&
          isCleaningWanted(attachment, draft.anonymous),
      )
      if (toClean.length === 0) return
      // Marked at once, so a submit cannot slip in before the cleaning.
      for (const { id } of toClean) dispatch(cleaningStarted({ id }))
      for (const { id, format } of toClean) {
        try {
          const file = keptFile(id)
          if (!file || !format) throw new Error('The file is no longer kept')
          // The store starts on every page; the code that hands cleaning to the worker comes when needed.
          const { runFileJob } = await import('../fileJobs')
          const { blob, removed, remaining } = await runFileJob('removeHiddenDetails', file, format)
          keepCleanedCopy(id, blob)
          dispatch(hiddenDetailsRemoved({ id, size: blob.size, removed, remaining }))
        } catch {
          // Also when that code fails to load after a deploy: the card says so, and an
          // anonymous tip cannot be sent with the file (product.md §7).
          dispatch(hiddenDetailsRemovalFailed({ id }))
        }
        // Lets the browser paint and take keystrokes between files.
        await delay(0)
      }
    },
  })
}
