import type { Messages } from '@lingui/core'

export { messages as common } from './te-IN/common.po'
export const areas = import.meta.glob<{ messages: Messages }>(['./te-IN/*.po', '!**/common.po'])
