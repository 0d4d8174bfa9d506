import type { Messages } from '@lingui/core'

export { messages as common } from './en-IN/common.po'
export const areas = import.meta.glob<{ messages: Messages }>(['./en-IN/*.po', '!**/common.po'])
