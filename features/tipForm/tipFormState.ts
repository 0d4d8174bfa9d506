import { emptyDraft, type TipDraft } from './tipDraft'

export type TipFormStatus = 'editing' | 'submitting' | 'submitted'

export interface TipFormState {
  status: TipFormStatus
  draft: TipDraft
  /** The submission under way, so a late answer to an abandoned one is ignored. */
  submittingRequestId: string | null
  /** The reference of the tip just submitted, shown on the success screen. */
  reference: string | null
}

export const initialTipFormState: TipFormState = {
  status: 'editing',
  draft: emptyDraft,
  submittingRequestId: null,
  reference: null,
}
