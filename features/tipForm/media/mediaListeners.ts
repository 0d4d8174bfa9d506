/**
 * product.md §7: the files outside the store follow the draft. Whenever an attachment leaves
 * the draft (removed, replaced, refused, sent, discarded, or the user logged out) its File is
 * forgotten and its preview URL revoked; whenever cleaning becomes wanted, it is done.
 */
import { isAnyOf } from '@reduxjs/toolkit'
import { startAppListening } from '@store/listenerMiddleware'
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
  hiddenDetailsRemovalToggled,
  hiddenDetailsRemoved,
} from '../tipFormSlice'
import { forgetFile, keepCleanedCopy, keptFile, keptFileIds } from './attachmentFiles'

export function registerMediaListeners() {
  const unsubscribers = [
    startAppListening({
      matcher: isAnyOf(
        filesChosen,
        fileRefused,
        fileRemoved,
        draftDiscarded,
        submitTip.fulfilled,
        anotherTipStarted,
        userLoggedOut,
      ),
      effect: (_action, { getState }) => {
        const inDraft = new Set(getState().tipForm.draft.attachments.map(({ id }) => id))
        for (const id of keptFileIds()) if (!inDraft.has(id)) forgetFile(id)
      },
    }),
    startAppListening({
      matcher: isAnyOf(fileChecked, anonymityToggled, hiddenDetailsRemovalToggled),
      effect: async (_action, { getState, dispatch }) => {
        const { draft } = getState().tipForm
        const toClean = draft.attachments.filter(
          (attachment) =>
            attachment.status === 'ready' &&
            attachment.cleaned === null &&
            isCleaningWanted(attachment, draft.anonymous),
        )
        if (toClean.length === 0) return
        // Marked at once, so a submit cannot slip in before the cleaning.
        for (const { id } of toClean) dispatch(cleaningStarted({ id }))
        // The store starts on every page; the code that hands cleaning to the worker comes when needed.
        const { runFileJob } = await import('../fileJobs')
        for (const { id, format } of toClean) {
          const file = keptFile(id)
          if (!file || !format) continue
          try {
            const { blob, removed } = await runFileJob('removeHiddenDetails', file, format)
            keepCleanedCopy(id, blob)
            dispatch(hiddenDetailsRemoved({ id, size: blob.size, removed }))
          } catch {
            dispatch(fileRefused({ id, reason: 'uncleanable' }))
          }
          // Lets the browser paint and take keystrokes between files.
          await delay(0)
        }
      },
    }),
  ]
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe())
}
