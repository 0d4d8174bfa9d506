import type { Messages } from '@lingui/core'

export { messages as common } from './bn-IN/common.po'
export const areas = import.meta.glob<{ messages: Messages }>(['./bn-IN/*.po', '!**/common.po'])
