/**
 * The tip form: the draft and its validation, Submit anonymously's switch, submitting, the
 * success screen and the history entry it hands to karma (product.md §6). It composes the
 * attachments (features/attachments), which never point back (eslint.config.js).
 */
export { TipSubmissionForm } from './TipSubmissionForm'
export { submitTip, type SubmittedTip } from './submitTip'
