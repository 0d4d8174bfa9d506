import { createAsyncThunk, nanoid } from '@reduxjs/toolkit'
import type { StoreExtras } from '@store/storeExtras'
import type { RootState } from '@store/store'
import { SUBMIT_DELAY_MS } from '@/lib/businessRules'
import {
  attachmentsCleared,
  sendingEnded,
  sendingStarted,
  selectAttachmentsSafeToSend,
  selectAttachmentsSettled,
  selectAttachmentsState,
  selectNothingRefused,
} from '@features/attachments'
import { delay } from '@/lib/delay'
import {
  buildSubmission,
  hasDescription,
  titleFromDescription,
  type TipSubmission,
} from './tipDraft'
import { makeTipReference } from './tipReference'
import { selectSubmittingRequestId, selectTipDraft, selectTipFormStatus } from './tipFormSelectors'

export interface SubmittedTip {
  submission: TipSubmission
  /** The code the sender keeps to refer to this tip (product.md §6). */
  reference: string
  historyEntry: { id: string; title: string; submittedAt: number; reference: string }
}

/**
 * product.md §6: a simulated submission. Nothing is sent anywhere; the fulfilled action carries
 * what a real one would send (visible in Redux DevTools) and the entry Tips History gains.
 * The reference is made here, not in a reducer, since it is random.
 */
export const submitTip = createAsyncThunk.withTypes<{
  state: RootState
  extra: StoreExtras
  rejectValue: 'abandoned'
}>()<SubmittedTip, undefined>(
  'tipForm/submitTip',
  async (_, { dispatch, getState, requestId, rejectWithValue, extra }) => {
    dispatch(sendingStarted())
    try {
      const submission = buildSubmission(
        selectTipDraft(getState()),
        selectAttachmentsState(getState()),
        (id) => extra.attachmentFiles.cleanedCopyOf(id)?.size,
      )
      await delay(SUBMIT_DELAY_MS)
      // A logout while waiting abandons the tip, and nothing is counted for it.
      if (selectSubmittingRequestId(getState()) !== requestId) return rejectWithValue('abandoned')
      // Sent: the files are let go with the draft.
      dispatch(attachmentsCleared())
      const reference = makeTipReference()
      return {
        submission,
        reference,
        historyEntry: {
          id: nanoid(),
          title: titleFromDescription(submission.description),
          submittedAt: Date.now(),
          reference,
        },
      }
    } catch (error) {
      // Not sent: the sender gets the files back to change. (Sent, they were cleared; abandoned
      // by a logout, they are gone.)
      dispatch(sendingEnded())
      throw error
    }
  },
  {
    // Ignores a second click while submitting, an empty description, files still being
    // checked or cleaned, an anonymous tip with a file whose hidden details stayed in
    // (product.md §7: nothing is sent before it is cleaned), and a tip a chosen file was
    // refused from.
    condition: (_, { getState }) => {
      const state = getState()
      return (
        selectTipFormStatus(state) === 'editing' &&
        hasDescription(selectTipDraft(state)) &&
        selectAttachmentsSettled(state) &&
        selectAttachmentsSafeToSend(state) &&
        selectNothingRefused(state)
      )
    },
  },
)
