import type { Messages } from '@lingui/core'

export { messages as common } from './mr-IN/common.po'
export const areas = import.meta.glob<{ messages: Messages }>(['./mr-IN/*.po', '!**/common.po'])
