import { createAsyncThunk, nanoid } from '@reduxjs/toolkit'
import type { RootState } from '@store/store'
import { SUBMIT_DELAY_MS } from '@/lib/businessRules'
import { delay } from '@/lib/delay'
import {
  buildSubmission,
  hasDescription,
  titleFromDescription,
  type TipSubmission,
} from './tipDraft'

const SUBMITTED_WHEN = 'Submitted just now'

export interface SubmittedTip {
  submission: TipSubmission
  historyEntry: { id: string; title: string; submittedWhen: string }
}

/**
 * spec 4: a simulated submission. Nothing is sent anywhere; the fulfilled action carries what a
 * real one would send (visible in Redux DevTools) and the entry Tips History gains.
 */
export const submitTip = createAsyncThunk.withTypes<{
  state: RootState
  rejectValue: 'abandoned'
}>()<SubmittedTip, undefined>(
  'tipForm/submitTip',
  async (_, { getState, requestId, rejectWithValue }) => {
    const submission = buildSubmission(getState().tipForm.draft)
    await delay(SUBMIT_DELAY_MS)
    // A logout while waiting abandons the tip, and nothing is counted for it.
    if (getState().tipForm.submittingRequestId !== requestId) return rejectWithValue('abandoned')
    return {
      submission,
      historyEntry: {
        id: nanoid(),
        title: titleFromDescription(submission.description),
        submittedWhen: SUBMITTED_WHEN,
      },
    }
  },
  {
    // Ignores a second click while submitting, and an empty description.
    condition: (_, { getState }) => {
      const { status, draft } = getState().tipForm
      return status === 'editing' && hasDescription(draft)
    },
  },
)
