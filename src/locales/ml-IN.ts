import type { Messages } from '@lingui/core'

export { messages as common } from './ml-IN/common.po'
export const areas = import.meta.glob<{ messages: Messages }>(['./ml-IN/*.po', '!**/common.po'])
