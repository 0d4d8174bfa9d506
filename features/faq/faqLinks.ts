// A question of the FAQ can be linked to: `/faq#faq-question-<entry id>` opens it and scrolls to it.
const QUESTION_ID_PREFIX = 'faq-question-'

/** The id of a question's button on the FAQ page, and the anchor that links to it. */
export const faqQuestionId = (entryId: string) => `${QUESTION_ID_PREFIX}${entryId}`

/** The entry a link's hash (`#faq-question-demo-login`) names, if it names one. */
export const linkedFaqEntryId = (hash: string) =>
  hash.startsWith(`#${QUESTION_ID_PREFIX}`) ? hash.slice(QUESTION_ID_PREFIX.length + 1) : null

/** product.md §3: 'Forgot your password?' leads to the answer that explains the demo accounts. */
export const LOGIN_HELP_ENTRY_ID = 'demo-login'
